import fs from 'node:fs';
import { waitUntil } from '../../../../config/jest/wait-until';

export interface OutputCapture {
  /** Everything written to stdout and stderr since the capture started. */
  text(): string;
  /** Resolves once `marker` has been written (async loggers flush a little later), or after `ms`. */
  waitFor(marker: string, ms?: number): Promise<boolean>;
  restore(): void;
}

type Chunk = string | Uint8Array | ArrayBufferView;

const asText = (chunk: Chunk): string =>
  typeof chunk === 'string' ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8');
const byteLength = (chunk: Chunk): number => (typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength);
const STD_FDS = new Set([1, 2]);

/**
 * Captures (and silences) whatever reaches stdout and stderr, however it gets there: console and
 * process.stdout.write, and the raw fs.write/fs.writeSync on fds 1 and 2 that pino's sonic-boom
 * uses. So the logs are checked whatever logger the app uses, as long as it logs to the console.
 */
export function captureOutput(): OutputCapture {
  const chunks: string[] = [];
  const originals = {
    stdout: process.stdout.write,
    stderr: process.stderr.write,
    write: fs.write,
    writeSync: fs.writeSync,
  };
  const streamWrite = (chunk: Chunk, encodingOrDone?: unknown, done?: unknown): boolean => {
    chunks.push(asText(chunk));
    const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
    if (typeof callback === 'function') process.nextTick(callback);
    return true;
  };
  process.stdout.write = streamWrite;
  process.stderr.write = streamWrite;

  const patchedFs = fs as unknown as Record<'write' | 'writeSync', (...args: unknown[]) => unknown>;
  patchedFs.write = (fd: unknown, chunk: unknown, ...rest: unknown[]) => {
    if (typeof fd === 'number' && STD_FDS.has(fd)) {
      chunks.push(asText(chunk as Chunk));
      const callback = rest.find((r) => typeof r === 'function') as ((e: null, n: number, b: unknown) => void) | undefined;
      process.nextTick(() => callback?.(null, byteLength(chunk as Chunk), chunk));
      return undefined;
    }
    return (originals.write as (...a: unknown[]) => unknown)(fd, chunk, ...rest);
  };
  patchedFs.writeSync = (fd: unknown, chunk: unknown, ...rest: unknown[]) => {
    if (typeof fd === 'number' && STD_FDS.has(fd)) {
      chunks.push(asText(chunk as Chunk));
      return byteLength(chunk as Chunk);
    }
    return (originals.writeSync as (...a: unknown[]) => unknown)(fd, chunk, ...rest);
  };

  return {
    text: () => chunks.join(''),
    waitFor: (marker, ms = 3000) =>
      waitUntil(`"${marker}" on stdout or stderr`, () => chunks.join('').includes(marker), { timeoutMs: ms, intervalMs: 20 }).then(
        () => true,
        () => false,
      ),
    restore: () => {
      process.stdout.write = originals.stdout;
      process.stderr.write = originals.stderr;
      patchedFs.write = originals.write as unknown as (...args: unknown[]) => unknown;
      patchedFs.writeSync = originals.writeSync as unknown as (...args: unknown[]) => unknown;
    },
  };
}
