/** What `fetch` resolves with in the shell's tests: a JSON body with a status, as web-kit's client reads it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Headers(),
    text: async () => JSON.stringify(body),
  } as Response;
}
