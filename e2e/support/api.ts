/**
 * The journeys' way to set the stage through the API, as the shop's own pages call it: same-origin
 * (the API refuses unsafe requests from another origin), JSON in and out, and any answer that is not
 * 2xx thrown with its body, so a failed set-up says why.
 *
 *   const api = apiClient(() => app.baseURL, () => ({ Cookie: adminCookie }));   // read at each call
 *   const product = await api<ProductView>('POST', '/api/products', body);
 */
/** A value, or how to read it when the call is made (the app starts in beforeAll, after the client is made). */
type Lazy<T> = T | (() => T);

export function apiClient(baseURL: Lazy<string>, defaultHeaders: Lazy<Record<string, string>> = {}) {
  return async <T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const origin = typeof baseURL === 'function' ? baseURL() : baseURL;
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        Origin: origin,
        ...(typeof defaultHeaders === 'function' ? defaultHeaders() : defaultHeaders),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}
