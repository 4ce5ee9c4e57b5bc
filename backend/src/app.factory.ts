import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { DataSource } from 'typeorm';
import { createSessionMiddleware } from './admin/session.middleware';
import { AppModule } from './app.module';
import { CatalogCache } from './catalog/catalog-cache';
import { catalogueReads } from './catalog/catalogue-fast-path';
import { csrfMiddleware } from './common/csrf.middleware';
import { AllExceptionsFilter, toApiError } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation.pipe';
import { PinoNestLogger, createPino } from './common/logging/pino-logger';
import { inFrontOfExpress } from './common/http/front-door';
import { headersSetBy } from './common/http/security-headers';
import { logRequest, requestLogging } from './common/logging/request-logging';
import { type TrustProxy, clientAddressOf } from './common/rate-limit/client-address';
import { globalRateLimit } from './common/rate-limit/global-limit.middleware';
import { RateLimiter } from './common/rate-limit/rate-limiter.service';
import type { AppConfig } from './config/app-config';
import { prepareDatabase } from './database/prepare-database';
import { setupSwagger } from './swagger';
import { PICTURE_FIRST_CSP_SOURCE } from './web/picture-first';
import { staticFiles } from './web/static-files';
import { browserUploadOrigin } from './uploads/storage/create-object-storage';

export const JSON_BODY_LIMIT = '100kb';

/** Builds the whole app (used by main.ts and by every e2e suite, so tests run what ships). */
export async function createApp(
  config: AppConfig,
  options: { logger?: false; logDestination?: NodeJS.WritableStream; migrate?: boolean; seed?: boolean } = {},
): Promise<NestExpressApplication> {
  // Structured JSON logs (pino) unless a test asks for silence.
  const pinoLogger = options.logger === false ? null : createPino(options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: pinoLogger ? new PinoNestLogger(pinoLogger) : false,
  });
  const dataSource = app.get(DataSource);
  await prepareDatabase(dataSource, config, { migrate: options.migrate ?? true, seed: options.seed ?? true });

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  if (pinoLogger) app.use(requestLogging(pinoLogger));
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // The one inline script: server-drawn pages start their code after their photograph.
        'script-src': ["'self'", PICTURE_FIRST_CSP_SOURCE],
        // antd and swagger-ui set inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        // Browsers PUT photos straight to S3/MinIO when the client declares the file.
        'connect-src': ["'self'", ...[browserUploadOrigin(config.s3)].filter((o): o is string => o !== null)],
        'upgrade-insecure-requests': config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.use(securityHeaders);
  app.use(compression());
  app.use(staticFiles(config.staticRoot));
  app.use(csrfMiddleware);
  // The per-address ceiling on the API, before any body is parsed or session loaded.
  const limiter = app.get(RateLimiter);
  const rateLimit = globalRateLimit(limiter);
  if (rateLimit) app.use('/api', rateLimit);
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

  // Catalogue reads without a query string are answered from cached, precompressed bytes before
  // express sees them, with the same request id, log line, security headers and rate limit.
  const expressApp = app.getHttpAdapter().getInstance();
  const trust = expressApp.get('trust proxy fn') as TrustProxy;
  inFrontOfExpress(
    app.getHttpServer(),
    expressApp,
    catalogueReads(app.get(CatalogCache), {
      log: pinoLogger ? (req, res, startedAt) => logRequest(pinoLogger, req, res, startedAt) : null,
      headers: headersSetBy(securityHeaders),
      limit: limiter.enabled('global') ? (req) => limiter.consume('global', clientAddressOf(req, trust)) : null,
    }),
  );
  return app;
}
