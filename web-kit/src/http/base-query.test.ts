import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
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
});
