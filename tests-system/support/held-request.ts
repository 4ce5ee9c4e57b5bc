/**
 * A request that is provably in flight: its headers (and half its body) are sent, so the server
 * has accepted it and is waiting for the rest; `finish()` sends the rest and resolves the answer.
 * That is how a slow mobile upload looks to a server that is asked to shut down.
 */
import http from 'node:http';

export interface HeldRequest {
  finish(): Promise<{ status: number; body: unknown; headers: http.IncomingHttpHeaders }>;
}

export function holdRequest(
  baseURL: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): HeldRequest {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const url = new URL(path, baseURL);
  let sendRest = () => {};
  const answer = new Promise<{ status: number; body: unknown; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname,
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* keep text */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(payload.subarray(0, half));
    sendRest = () => req.end(payload.subarray(half));
  });
  // Keep an early network error from becoming an unhandled rejection before finish() is awaited.
  answer.catch(() => undefined);
  return {
    finish: () => {
      sendRest();
      return answer;
    },
  };
}
