import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` bytes of a stream without losing them: `body` still yields the whole
 * content, so an image can be sniffed and then streamed to the browser in one read from storage.
 */
export function peekStream(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (size < bytes && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        size += chunk.length;
      }
      if (size < bytes) return;
      cleanup();
      const read = Buffer.concat(chunks, size);
      // Put back what was read: the stream carries on as if untouched.
      stream.unshift(read);
      resolve({ head: read.subarray(0, bytes), body: stream });
    };
    // Shorter than `bytes`: everything was read, and an ended stream cannot take it back.
    const onEnd = () => {
      cleanup();
      const read = Buffer.concat(chunks, size);
      resolve({ head: read, body: Readable.from(size > 0 ? [read] : []) });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.on('readable', onReadable);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
