// Ceiling for `npm run bench`: bare node:http answering GET /api/products with bytes held in memory
// (read once from SOURCE_URL, the app's own response), so no server on this machine can do better.
// Env: SOURCE_URL (e.g. http://127.0.0.1:4000/api/products), PORT, HOST (default 127.0.0.1).
import { createServer } from 'node:http';

const source = process.env.SOURCE_URL;
if (!source) throw new Error('SOURCE_URL must be set to the URL whose body this server repeats');
const res = await fetch(source);
if (!res.ok) throw new Error(`${source} answered ${res.status}`);
const body = Buffer.from(await res.arrayBuffer());
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

const server = createServer((req, res) => {
  if (req.method !== 'GET' || req.url !== '/api/products') {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"statusCode":404}');
    return;
  }
  res.writeHead(200, headers).end(body);
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`in-memory baseline listening on ${server.address().port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
