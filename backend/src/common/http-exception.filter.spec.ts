import { gunzipSync } from 'node:zlib';
import { toApiError } from './http-exception.filter';

describe('toApiError', () => {
  it('answers a body that fails to decompress as a 400, not a 500 (body-parser sends it without a type)', () => {
    let zlibError: unknown;
    try {
      gunzipSync(Buffer.from('not gzip'));
    } catch (error) {
      zlibError = error;
    }
    // What body-parser passes on: the zlib error, marked by http-errors as an exposed 400.
    const parserError = Object.assign(zlibError as Error, { status: 400, statusCode: 400, expose: true });
    expect(toApiError(parserError)).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The request could not be understood.',
    });
  });

  it('keeps unknown failures a 500 that says nothing about them', () => {
    expect(toApiError(new Error('SELECT * FROM secrets failed'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
