import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { EARLY_API_RESPONSES_GLOBAL, type EarlyApiAnswer } from '@dw/contracts';
import { apiBaseQuery } from './base-query';

function storeWithApi() {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: apiBaseQuery,
    endpoints: (build) => ({
      placeOrder: build.mutation<{ id: string }, { total: string }>({ query: (body) => ({ url: '/orders', method: 'POST', body }) }),
      product: build.query<{ id: string }, string>({ query: (id) => ({ url: `/products/${id}` }) }),
      page: build.query<{ items: unknown[]; total: number }, void>({
        query: () => ({ url: '/orders?page=2' }),
        transformResponse: (items: unknown[], meta) => ({ items, total: Number(meta?.headers.get('X-Total-Count')) }),
      }),
    }),
  });
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  return { api, store };
}

function answer(status: number, body: unknown): Response {
  return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
}

describe('apiBaseQuery', () => {
  it('resolves a mutation with the API’s answer', async () => {
    const fetchMock = jest.fn(async () => answer(201, { id: 'o1' }));
    globalThis.fetch = fetchMock;
    const { api, store } = storeWithApi();
    await expect(store.dispatch(api.endpoints.placeOrder.initiate({ total: '10.00' })).unwrap()).resolves.toEqual({ id: 'o1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/orders', expect.objectContaining({ method: 'POST', body: '{"total":"10.00"}' }));
  });

  it('rejects unwrap() with the failure, so a screen can pick its message by code', async () => {
    const body = { statusCode: 409, code: 'QUOTE_CHANGED', message: 'Prices changed.' };
    globalThis.fetch = jest.fn(async () => answer(409, body));
    const { api, store } = storeWithApi();
    await expect(store.dispatch(api.endpoints.placeOrder.initiate({ total: '10.00' })).unwrap()).rejects.toEqual({
      status: 409,
      code: 'QUOTE_CHANGED',
      message: 'Prices changed.',
    });
  });

  it('hands the response headers to transformResponse as meta', async () => {
    globalThis.fetch = jest.fn(async () => ({ ...answer(200, [{ id: 'o1' }]), headers: new Headers({ 'X-Total-Count': '51' }) }));
    const { api, store } = storeWithApi();
    await expect(store.dispatch(api.endpoints.page.initiate()).unwrap()).resolves.toEqual({ items: [{ id: 'o1' }], total: 51 });
  });

  it('hands the query’s abort signal to fetch', async () => {
    const fetchMock = jest.fn(async () => answer(200, { id: 'p1' }));
    globalThis.fetch = fetchMock;
    const { api, store } = storeWithApi();
    await store.dispatch(api.endpoints.product.initiate('p1'));
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].signal).toBeInstanceOf(AbortSignal);
  });

  describe('with an answer the page’s inline script already asked for', () => {
    const early = (responses: Record<string, Promise<EarlyApiAnswer | null>>) => {
      (window as unknown as Record<string, unknown>)[EARLY_API_RESPONSES_GLOBAL] = responses;
    };
    afterEach(() => {
      delete (window as unknown as Record<string, unknown>)[EARLY_API_RESPONSES_GLOBAL];
    });

    it('the first GET of its path takes it without asking again; the next GET asks the API', async () => {
      early({ '/products/p1': Promise.resolve({ status: 200, body: '{"id":"early"}' }) });
      const fetchMock = jest.fn(async () => answer(200, { id: 'fresh' }));
      globalThis.fetch = fetchMock;
      const { api, store } = storeWithApi();
      await expect(store.dispatch(api.endpoints.product.initiate('p1')).unwrap()).resolves.toEqual({ id: 'early' });
      expect(fetchMock).not.toHaveBeenCalled();
      await expect(store.dispatch(api.endpoints.product.initiate('p1', { forceRefetch: true })).unwrap()).resolves.toEqual({ id: 'fresh' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('an early failure status is the query’s failure, as if it had asked', async () => {
      early({
        '/products/p1': Promise.resolve({
          status: 404,
          body: JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Product not found' }),
        }),
      });
      globalThis.fetch = jest.fn(async () => answer(200, { id: 'fresh' }));
      const { api, store } = storeWithApi();
      await expect(store.dispatch(api.endpoints.product.initiate('p1')).unwrap()).rejects.toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Product not found',
      });
    });

    it('asks the API when the early request never reached it', async () => {
      early({ '/products/p1': Promise.resolve(null) });
      const fetchMock = jest.fn(async () => answer(200, { id: 'fresh' }));
      globalThis.fetch = fetchMock;
      const { api, store } = storeWithApi();
      await expect(store.dispatch(api.endpoints.product.initiate('p1')).unwrap()).resolves.toEqual({ id: 'fresh' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('leaves other paths and every non-GET to the API', async () => {
      const waiting = { '/orders': Promise.resolve({ status: 200, body: '{"id":"early"}' }) };
      early(waiting);
      const fetchMock = jest.fn(async () => answer(201, { id: 'o1' }));
      globalThis.fetch = fetchMock;
      const { api, store } = storeWithApi();
      await expect(store.dispatch(api.endpoints.placeOrder.initiate({ total: '10.00' })).unwrap()).resolves.toEqual({ id: 'o1' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(Object.keys(waiting)).toEqual(['/orders']);
    });
  });
});
