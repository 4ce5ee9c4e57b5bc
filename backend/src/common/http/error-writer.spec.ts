import type { ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { HttpException, Logger, NotFoundException } from '@nestjs/common';
import { isErrorCode } from '@dw/contracts';
import { AppError } from '../app-error';
import { codeForStatus, toApiError, writeApiError } from './error-writer';

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

describe('codeForStatus', () => {
  it('gives the catalogue’s generic code for a status, and ERROR for one the catalogue has none for', () => {
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(405)).toBe('METHOD_NOT_ALLOWED');
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
    expect(codeForStatus(500)).toBe('INTERNAL');
    // HttpStatus names these, but the catalogue does not: clients get a code they know.
    expect(codeForStatus(418)).toBe('ERROR');
    expect(codeForStatus(431)).toBe('ERROR');
    expect(codeForStatus(599)).toBe('ERROR');
  });

  it('maps a Nest HttpException without a code of its own through the catalogue', () => {
    expect(toApiError(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nope',
    });
    expect(isErrorCode(toApiError(new HttpException('teapot', 418)).code)).toBe(true);
  });
});

/** Enough of a ServerResponse to see what the writer sends. */
function fakeResponse(headersSent = false) {
  const headers: Record<string, string> = {};
  const sent = { statusCode: 200, headers, body: undefined as string | undefined, ended: false };
  const res = {
    headersSent,
    req: { method: 'GET', url: '/api/products' },
    set statusCode(value: number) {
      sent.statusCode = value;
    },
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    end: (body?: string) => {
      sent.ended = true;
      sent.body = body;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

describe('writeApiError', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('sends the status and the JSON body { statusCode, code, message }, and logs nothing for a 4xx', () => {
    const { res, sent } = fakeResponse();
    writeApiError(res, AppError.notFound('No such dress.', 'PRODUCT_NOT_FOUND'));
    expect(sent.statusCode).toBe(404);
    expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(sent.body ?? '')).toEqual({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'No such dress.' });
    expect(sent.headers['content-length']).toBe(String(Buffer.byteLength(sent.body ?? '')));
    expect(sent.headers['retry-after']).toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
  });

  it('says how long to wait when the error carries it, and on every 503', () => {
    const limited = fakeResponse();
    writeApiError(limited.res, AppError.rateLimited(42));
    expect(limited.sent.statusCode).toBe(429);
    expect(limited.sent.headers['retry-after']).toBe('42');
    const down = fakeResponse();
    writeApiError(down.res, Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(down.sent.statusCode).toBe(503);
    expect(down.sent.headers['retry-after']).toBe('5');
  });

  it('logs a 5xx with its stack, once, and tells the client nothing about it', () => {
    const { res, sent } = fakeResponse();
    writeApiError(res, new Error('SELECT * FROM secrets failed'));
    expect(sent.statusCode).toBe(500);
    expect(sent.body).not.toContain('secrets');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0][0]).toBe('GET /api/products failed');
    expect(String(logged.mock.calls[0][1])).toContain('SELECT * FROM secrets failed');
  });

  it('leaves a 5xx the code raised itself to the place that raised it (which logs its cause)', () => {
    const { res, sent } = fakeResponse();
    writeApiError(res, new AppError('unavailable', 'Image storage is unavailable.', 'STORAGE_UNAVAILABLE'));
    expect(sent.statusCode).toBe(503);
    expect(sent.headers['retry-after']).toBe('5');
    expect(logged).not.toHaveBeenCalled();
  });

  it('only ends an answer that has already begun', () => {
    const { res, sent } = fakeResponse(true);
    writeApiError(res, AppError.invalid('Too late.'));
    expect(sent.ended).toBe(true);
    expect(sent.body).toBeUndefined();
    expect(sent.statusCode).toBe(200);
  });
});
