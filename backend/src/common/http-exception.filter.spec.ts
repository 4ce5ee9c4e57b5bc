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

describe('database outages', () => {
  it('answer 503, so clients and load balancers retry instead of reporting a bug', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' }),
      { message: 'query failed', driverError: { code: 'ETIMEDOUT' } },
      new Error('Pool is closed.'),
    ]) {
      expect(toApiError(error)).toEqual({
        statusCode: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
    }
  });

  it('leave other failures as a 500 that reveals nothing', () => {
    expect(toApiError(new Error('SELECT * FROM orders exploded'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
