import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageContentType, UploadPurpose } from '@dw/contracts';
import { serverUploadUrl } from '../domain/upload-signature';
import { OBJECT_ID as ID, ObjectStorage, StoredObject } from './object-storage';

/** Images under DATA_DIR/uploads: `{id}` holds the bytes, `{id}.json` the content type. */
export class LocalDiskStorage implements ObjectStorage {
  private readonly dir: string;

  constructor(
    dataDir: string,
    private readonly signingKey: Buffer,
  ) {
    this.dir = join(dataDir, 'uploads');
  }

  /** Always our own PUT route, which checks the bytes as they arrive; a declared type changes nothing. */
  async createUploadUrl(id: string, purpose: UploadPurpose): Promise<string> {
    return serverUploadUrl(this.signingKey, id, purpose, Math.floor(Date.now() / 1000));
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

  async get(id: string, firstBytes?: number): Promise<StoredObject | null> {
    if (!ID.test(id)) return null;
    try {
      const meta = JSON.parse(await readFile(`${this.path(id)}.json`, 'utf8')) as { contentType?: unknown };
      const info = await stat(this.path(id));
      const range = firstBytes === undefined ? {} : { start: 0, end: firstBytes - 1 };
      return {
        contentType: typeof meta.contentType === 'string' ? meta.contentType : '',
        size: info.size,
        body: createReadStream(this.path(id), range),
      };
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

  async delete(id: string): Promise<void> {
    if (!ID.test(id)) return;
    await rm(this.path(id), { force: true });
    await rm(`${this.path(id)}.json`, { force: true });
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
