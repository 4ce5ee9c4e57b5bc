import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { peekStream } from './peek-stream';

/** A byte stream that delivers `parts` one by one, asynchronously, like a socket. */
function trickle(...parts: string[]): Readable {
  const stream = new PassThrough();
  // Fire and forget: the reader of the stream sees every part and the end.
  void (async () => {
    for (const part of parts) {
      await new Promise((resolve) => setImmediate(resolve));
      stream.write(Buffer.from(part));
    }
    stream.end();
  })();
  return stream;
}

describe('peekStream', () => {
  it('returns the first bytes and a body that still holds everything, across small chunks', async () => {
    const { head, body } = await peekStream(trickle('RI', 'FF', '\x01\x02\x03\x04WE', 'BPVP8 and the rest'), 12);
    expect(head.toString('latin1')).toBe('RIFF\x01\x02\x03\x04WEBP');
    expect(await text(body)).toBe('RIFF\x01\x02\x03\x04WEBPVP8 and the rest');
  });

  it('gives everything when the stream is shorter than asked', async () => {
    const { head, body } = await peekStream(trickle('<svg', '/>'), 12);
    expect(head.toString()).toBe('<svg/>');
    expect(await text(body)).toBe('<svg/>');
  });

  it('copes with an empty stream', async () => {
    const { head, body } = await peekStream(trickle(), 12);
    expect(head.length).toBe(0);
    expect(await text(body)).toBe('');
  });

  it('rejects when the stream fails before the first bytes arrive', async () => {
    const stream = new PassThrough();
    setImmediate(() => stream.destroy(new Error('connection reset')));
    await expect(peekStream(stream, 12)).rejects.toThrow('connection reset');
  });
});
