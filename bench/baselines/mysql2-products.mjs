// Baseline for `npm run bench`: GET /api/products answered by bare node:http and one mysql2 pool
// query per request, no framework. Same JSON as the app (fields, order, money as '45.00', arrays
// parsed), so the ratio app/baseline is what the framework, middleware and mapping cost.
// Env: DATABASE_URL (mysql:// or mariadb://), PORT, HOST (default 127.0.0.1).
import { createServer } from 'node:http';
import { createPool } from 'mysql2/promise';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set (mysql://user@host:port/database)');

// The app's pool settings (backend/src/database/data-source-options.ts): same size, UTC dates.
const pool = createPool({
  uri: url.replace(/^mariadb:/, 'mysql:'),
  connectionLimit: 10,
  charset: 'utf8mb4_unicode_ci',
  timezone: 'Z',
  dateStrings: false,
  enableKeepAlive: true,
});

const SQL =
  'SELECT id, slug, name, description, brand, category, occasions, basePrice, rentalPrice4Day, retailPrice, ' +
  'imageUrls, imageUrl, availableSizes, stock, createdAt FROM products ORDER BY createdAt DESC, slug ASC';

// DECIMAL(10,2) arrives as a '45.00' string; the simple-json columns as JSON text.
const view = (r) => {
  const imageUrls = JSON.parse(r.imageUrls);
  const availableSizes = JSON.parse(r.availableSizes);
  // Units the admin set, else one per size (as the app's availability/domain/stock.ts).
  const set = r.stock ? JSON.parse(r.stock) : {};
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    brand: r.brand,
    category: r.category,
    occasions: JSON.parse(r.occasions),
    basePrice: r.basePrice,
    rentalPrice4Day: r.rentalPrice4Day,
    retailPrice: r.retailPrice,
    imageUrls,
    imageUrl: imageUrls[0] ?? r.imageUrl ?? null,
    availableSizes,
    stock: Object.fromEntries(availableSizes.map((size) => [size, set[size] ?? 1])),
    createdAt: r.createdAt.toISOString(),
  };
};

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' || req.url !== '/api/products') {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"statusCode":404}');
    return;
  }
  try {
    const [rows] = await pool.query(SQL);
    const body = JSON.stringify(rows.map(view));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (error) {
    res
      .writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ statusCode: 500, message: String(error) }));
  }
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`mysql2 baseline listening on ${server.address().port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => pool.end().finally(() => process.exit(0)));
    server.closeAllConnections();
  });
}
