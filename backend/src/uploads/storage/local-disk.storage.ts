import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageContentType, UploadPurpose } from '@dw/contracts';
import { serverUploadUrl } from '../domain/upload-signature';
import { ListedObject, OBJECT_ID as ID, ObjectStorage, StoredObject } from './object-storage';

/** Images under DATA_DIR/uploads: `{id}` holds the bytes, `{id}.json` the content type and whether it was stripped. */
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
      await writeFile(`${path}.json`, JSON.stringify({ contentType, size: bytes.length, stripped: true }), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    await writeFile(`${path}.part`, bytes);
    await rename(`${path}.part`, path);
    return true;
  }

  /** Two replacements at once write the same bytes; each file is swapped in whole by rename. */
  async replace(id: string, bytes: Buffer, contentType: ImageContentType): Promise<void> {
    const path = this.path(id);
    const part = `${path}.${process.pid}.${Date.now()}.part`;
    await writeFile(part, bytes);
    await rename(part, path);
    await writeFile(`${part}.json`, JSON.stringify({ contentType, size: bytes.length, stripped: true }));
    await rename(`${part}.json`, `${path}.json`);
  }

  async get(id: string, firstBytes?: number): Promise<StoredObject | null> {
    if (!ID.test(id)) return null;
    try {
      const meta = JSON.parse(await readFile(`${this.path(id)}.json`, 'utf8')) as { contentType?: unknown; stripped?: unknown };
      const info = await stat(this.path(id));
      const range = firstBytes === undefined ? {} : { start: 0, end: firstBytes - 1 };
      return {
        contentType: typeof meta.contentType === 'string' ? meta.contentType : '',
        size: info.size,
        body: createReadStream(this.path(id), range),
        stripped: meta.stripped === true,
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

  /** By `{id}.json`, written first by put(): an upload cut off before its bytes is listed too. */
  async *list(): AsyncIterable<ListedObject> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names) {
      const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
      if (!ID.test(id)) continue;
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (info) yield { id, modifiedAt: info.mtime };
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
