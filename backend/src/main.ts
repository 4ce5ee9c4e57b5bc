import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const logger = new Logger('Main');
  const config = loadConfig();
  const app = await createApp(config, {
    migrate: process.env.MIGRATIONS_RUN !== 'false',
    seed: process.env.SEED_DEMO !== 'false',
  });
  await app.listen(config.port, process.env.HOST ?? '0.0.0.0');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.log(`Designer Wardrobe is listening on http://localhost:${port}`);
  if (config.generatedAdminPassword) {
    logger.log(`Admin password (generated, kept in ${config.dataDir}/admin-password.txt): ${config.generatedAdminPassword}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
