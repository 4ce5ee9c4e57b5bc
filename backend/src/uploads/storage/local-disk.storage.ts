import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_CONTENT_TYPES, ImageContentType, UPLOAD_URL_TTL_SECONDS, UploadPurpose } from '@dw/contracts';
import { signUpload } from '../domain/upload-signature';
import type { ObjectStorage, StoredObject } from './object-storage';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Images under DATA_DIR/uploads: `{id}` holds the bytes, `{id}.json` the content type. */
export class LocalDiskStorage implements ObjectStorage {
  private readonly dir: string;

  constructor(dataDir: string, private readonly signingKey: Buffer) {
    this.dir = join(dataDir, 'uploads');
  }

  async createUploadUrl(id: string, purpose: UploadPurpose): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
    return `/objects/uploads/${id}?${signUpload(this.signingKey, { id, purpose, expires })}`;
  }

  async put(id: string, bytes: Buffer, contentType: ImageContentType): Promise<boolean> {
    const path = this.path(id);
    await mkdir(this.dir, { recursive: true });
    // The metadata file is created exclusively ('wx'): a second PUT with the same URL loses.
    try {
      await writeFile(`${path}.json`, JSON.stringify({ contentType, size: bytes.length }), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    await writeFile(`${path}.part`, bytes);
    await rename(`${path}.part`, path);
    return true;
  }

  async get(id: string): Promise<StoredObject | null> {
    if (!ID.test(id)) return null;
    try {
      const meta = JSON.parse(await readFile(`${this.path(id)}.json`, 'utf8')) as { contentType: string };
      const info = await stat(this.path(id));
      if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(meta.contentType)) return null;
      return { contentType: meta.contentType as ImageContentType, size: info.size, body: createReadStream(this.path(id)) };
    } catch {
      return null;
    }
  }

  async exists(id: string): Promise<boolean> {
    if (!ID.test(id)) return false;
    try {
      await access(this.path(id));
      return true;
    } catch {
      return false;
    }
  }

  async ping(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir);
  }

  private path(id: string): string {
    if (!ID.test(id)) throw new Error('Invalid object id');
    return join(this.dir, id);
  }
}
