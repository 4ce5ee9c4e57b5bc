import type { Readable } from 'node:stream';

/** Reads a request body, giving up (null) as soon as it passes `maxBytes`. */
export function readBody(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (value: Buffer | null) => {
      if (done) return;
      done = true;
      resolve(value);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.removeAllListeners('data');
        stream.resume();
        finish(null);
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => finish(Buffer.concat(chunks, size)));
    stream.on('error', (error) => (done ? undefined : reject(error)));
  });
}
