import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { buildOpenApiDocument } from './swagger';

/** The OpenAPI document of the app as built, without listening (used to generate client types). */
export async function exportOpenApi(): Promise<object> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-openapi-'));
  const app = await createApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: 'unused', STATIC_ROOT: '' }), {
    logger: false,
    seed: false,
  });
  try {
    await app.init();
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  exportOpenApi()
    .then((doc) => process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
