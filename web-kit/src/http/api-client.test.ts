import { API_PREFIX, apiRequest } from './api-client';
import { NETWORK_FAILURE } from './api-failure';
import { failedWith, failureText } from './failure-text';

function answer(status: number, text: string): Response {
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
}

let fetchMock: jest.Mock;
function respondWith(...responses: (Response | Error)[]) {
  fetchMock = jest.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  globalThis.fetch = fetchMock;
}

const sent = () => fetchMock.mock.calls[0] as [string, RequestInit];

describe('apiRequest', () => {
  it('GETs the path under /api with the session cookie and returns the parsed JSON', async () => {
    respondWith(answer(200, '[{"id":"p1"}]'));
    await expect(apiRequest({ url: '/products' })).resolves.toEqual({ data: [{ id: 'p1' }] });
    const [url, init] = sent();
    expect(url).toBe(`${API_PREFIX}/products`);
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
  });

  it('passes the response headers on as meta', async () => {
    const headers = new Headers({ 'X-Total-Count': '120', Link: '</api/orders?page=2>; rel="next"' });
    respondWith({ ...answer(200, '[]'), headers });
    const result = await apiRequest({ url: '/orders' });
    expect(result).toEqual({ data: [], meta: { headers } });
    expect('meta' in result && result.meta?.headers.get('x-total-count')).toBe('120');
  });

  it('sends a body as JSON, keeping the caller’s headers', async () => {
    respondWith(answer(201, '{"id":"o1"}'));
    await apiRequest({ url: '/orders', method: 'POST', body: { total: '10.00' }, headers: { 'Idempotency-Key': 'k1' } });
    const [, init] = sent();
    expect(init.body).toBe('{"total":"10.00"}');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' });
  });

  it('gives null for an empty answer and the text for one that is not JSON', async () => {
    respondWith(answer(204, ''), answer(200, 'plain'));
    await expect(apiRequest({ url: '/cart/x', method: 'DELETE' })).resolves.toEqual({ data: null });
    await expect(apiRequest({ url: '/x' })).resolves.toEqual({ data: 'plain' });
  });

  it('turns the API error body into a failure with its catalogue code and sentence', async () => {
    respondWith(answer(409, JSON.stringify({ statusCode: 409, code: 'DATES_UNAVAILABLE', message: 'That date was just booked.' })));
    await expect(apiRequest({ url: '/cart', method: 'POST', body: {} })).resolves.toEqual({
      error: { status: 409, code: 'DATES_UNAVAILABLE', message: 'That date was just booked.' },
    });
  });

  it('keeps the sentence of a code the app does not know, which matches none of its codes', async () => {
    respondWith(answer(400, JSON.stringify({ statusCode: 400, code: 'SOMETHING_NEW', message: 'Try a shorter name.' })));
    const result = await apiRequest({ url: '/products', method: 'POST', body: {} });
    const error = 'error' in result ? result.error : undefined;
    expect(failedWith(error, 'VALIDATION_FAILED', 'ERROR')).toBe(false);
    expect(failureText(error, 'Failed to create product.')).toBe('Try a shorter name.');
  });

  it('calls a failure without a code generic', async () => {
    respondWith(answer(400, JSON.stringify({ statusCode: 400, message: 'Bad request.' })));
    await expect(apiRequest({ url: '/products', method: 'POST', body: {} })).resolves.toEqual({
      error: { status: 400, code: 'ERROR', message: 'Bad request.' },
    });
  });

  it('has no sentence when the answer is not the API’s (a proxy’s error page)', async () => {
    respondWith(answer(502, '<html>Bad gateway</html>'), answer(500, ''));
    await expect(apiRequest({ url: '/products' })).resolves.toEqual({ error: { status: 502, code: 'ERROR', message: '' } });
    await expect(apiRequest({ url: '/products' })).resolves.toEqual({ error: { status: 500, code: 'ERROR', message: '' } });
  });

  it('reports an unreachable server as a network failure and never retries', async () => {
    respondWith(new TypeError('Failed to fetch'), answer(200, '{}'));
    await expect(apiRequest({ url: '/orders', method: 'POST', body: {} })).resolves.toEqual({ error: NETWORK_FAILURE });
    expect(NETWORK_FAILURE).toEqual({
      status: 0,
      code: 'NETWORK',
      message: 'We could not reach the server. Please check your connection.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a server error either', async () => {
    respondWith(
      answer(503, JSON.stringify({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'Down for a moment.' })),
      answer(200, '{}'),
    );
    await expect(apiRequest({ url: '/orders', method: 'POST', body: {} })).resolves.toMatchObject({ error: { status: 503 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
