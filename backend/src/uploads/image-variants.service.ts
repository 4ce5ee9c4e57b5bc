import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ImageVariantWidth } from '@dw/contracts';
import sharp from 'sharp';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { variantFileName } from './domain/variant-width';
import { UploadsService } from './uploads.service';

/** Larger photographs are refused by the resizer (the original is served): decoding one would take too much memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 78;

/** A picture to send: a resized WebP, or the upload itself when it cannot be resized. */
export type VariantImage = { kind: 'webp'; bytes: Buffer } | { kind: 'original'; contentType: string; size: number; body: Readable };

/**
 * Resized WebP copies of uploaded photos, made on first request and kept under DATA_DIR/variants
 * (per server: each replica makes its own the first time, the same bytes). Upload ids are never
 * reused, so a kept file never goes stale; browsers cache them for a year.
 */
@Injectable()
export class ImageVariantsService {
  private readonly logger = new Logger('ImageVariants');
  private readonly dir: string;
  /** Requests for a variant being made wait for it rather than resizing again. */
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly uploads: UploadsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.dir = join(config.dataDir, 'variants');
  }

  /** The variant of upload `id` at `width` (404 for an unknown or failing upload, as the original). */
  async get(id: string, width: ImageVariantWidth): Promise<VariantImage> {
    const file = join(this.dir, variantFileName(id, width));
    const kept = await readFile(file).catch(() => null);
    if (kept) return { kind: 'webp', bytes: kept };
    let pending = this.making.get(file);
    if (!pending) {
      pending = this.make(id, width, file).finally(() => this.making.delete(file));
      this.making.set(file, pending);
    }
    const bytes = await pending;
    if (bytes) return { kind: 'webp', bytes };
    // Not an image sharp can read (or too large to): the upload itself still shows.
    const original = await this.uploads.open(id);
    return { kind: 'original', ...original };
  }

  private async make(id: string, width: ImageVariantWidth, file: string): Promise<Buffer | null> {
    const original = await this.uploads.open(id);
    const input = await streamToBuffer(original.body);
    let bytes: Buffer;
    try {
      bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // as the camera held it (EXIF orientation), since the metadata is dropped
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch (error) {
      this.logger.warn(`Upload ${id} could not be resized: ${(error as Error)?.message ?? String(error)}`);
      return null;
    }
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(`${file}.${process.pid}.part`, bytes);
      await rename(`${file}.${process.pid}.part`, file);
    } catch (error) {
      this.logger.warn(`Variant of ${id} not kept: ${(error as Error)?.message ?? String(error)}`); // served all the same
    }
    return bytes;
  }
}

async function streamToBuffer(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
