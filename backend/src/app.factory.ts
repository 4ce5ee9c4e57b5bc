import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { DataSource } from 'typeorm';
import { createSessionMiddleware } from './admin/session.middleware';
import { AppModule } from './app.module';
import { csrfMiddleware } from './common/csrf.middleware';
import { AllExceptionsFilter, toApiError } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation.pipe';
import type { AppConfig } from './config/app-config';
import { prepareDatabase } from './database/prepare-database';
import { setupSwagger } from './swagger';
import { staticFiles } from './web/static-files';

export const JSON_BODY_LIMIT = '100kb';

/** Builds the whole app (used by main.ts and by every e2e suite, so tests run what ships). */
export async function createApp(
  config: AppConfig,
  options: { logger?: LogLevel[] | false; migrate?: boolean; seed?: boolean } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  const dataSource = app.get(DataSource);
  await prepareDatabase(dataSource, config, { migrate: options.migrate ?? true, seed: options.seed ?? true });

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // antd and swagger-ui set inline styles.
          'style-src': ["'self'", "'unsafe-inline'"],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': config.production ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use(staticFiles(config.staticRoot));
  app.use(csrfMiddleware);
  app.use(express.json({ limit: JSON_BODY_LIMIT, strict: true }));
  // Body parser failures happen before Nest routes; answer them in the one error shape.
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    const body = toApiError(err);
    res.status(body.statusCode).json(body);
  });
  app.use(createSessionMiddleware({ dataSource, secret: config.sessionSecret, production: config.production }));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupSwagger(app);
  app.enableShutdownHooks();
  return app;
}
