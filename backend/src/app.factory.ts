import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { DataSource } from 'typeorm';
import { createSessionMiddleware } from './admin-auth/session.middleware';
import { AppModule } from './app.module';
import { CatalogCache } from './catalogue/catalogue-cache';
import { catalogueReads } from './catalogue/catalogue-fast-path';
import { seedDemoCatalogue } from './catalogue/seed/seed-demo-catalogue';
import { csrfMiddleware } from './common/csrf.middleware';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { writeApiError } from './common/http/error-writer';
import { createValidationPipe } from './common/validation.pipe';
import { PinoNestLogger, createPino } from './common/logging/pino-logger';
import { type FrontDoorPolicy, inFrontOfExpress, withValidHost } from './common/http/front-door';
import { headersSetBy } from './common/http/security-headers';
import { privateByDefault, setHstsOverTls } from './common/http/cache-and-transport';
import { logRequest, requestLogging } from './common/logging/request-logging';
import { type TrustProxy, clientAddressOf } from './common/rate-limit/client-address';
import { globalRateLimit, outside } from './common/rate-limit/global-limit.middleware';
import { RateLimiter } from './common/rate-limit/rate-limiter.service';
import type { AppConfig } from './config/app-config';
import { prepareDatabase } from './database/prepare-database';
import { setupSwagger } from './swagger';
import { CART_SESSION_HINT_CSP_SOURCE } from './web/cart-session-hint';
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
  await prepareDatabase(dataSource, {
    migrate: options.migrate ?? true,
    seed: (options.seed ?? true) ? () => seedDemoCatalogue(dataSource, config) : null,
  });

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  if (pinoLogger) app.use(requestLogging(pinoLogger));
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // The two inline scripts: server-drawn pages start their code after their photograph, and
        // the cart page picks its first state from the browser's storage before it paints.
        'script-src': ["'self'", PICTURE_FIRST_CSP_SOURCE, CART_SESSION_HINT_CSP_SOURCE],
        // antd and swagger-ui set inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        // Browsers PUT photos straight to S3/MinIO when the client declares the file.
        'connect-src': ["'self'", ...[browserUploadOrigin(config.s3)].filter((o): o is string => o !== null)],
        'upgrade-insecure-requests': config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const trust = app.getHttpAdapter().getInstance().get('trust proxy fn') as TrustProxy;
  app.use(securityHeaders);
  app.use((req: Request, res: Response, next: NextFunction) => {
    setHstsOverTls(req, res, trust);
    next();
  });
  app.use('/api', privateByDefault);
  app.use(compression());
  app.use(staticFiles(config.staticRoot));
  app.use(csrfMiddleware);
  // Per-address ceilings, before any body is parsed, session loaded or page drawn: one on the API,
  // a more generous one on pages and images. The apps' built files (above) are not counted: they
  // are files on disk, hashed ones cached by browsers for a year, and a page needs them all at once.
  const limiter = app.get(RateLimiter);
  const apiLimit = globalRateLimit(limiter, 'global');
  if (apiLimit) app.use('/api', apiLimit);
  const pageLimit = globalRateLimit(limiter, 'pages');
  if (pageLimit) app.use(outside('/api', pageLimit));
  // Stripe signs the exact bytes it sends: its webhook keeps them raw (express.json skips a parsed body).
  app.use('/api/payments/stripe/webhook', express.raw({ type: '*/*', limit: JSON_BODY_LIMIT }));
  app.use(express.json({ limit: JSON_BODY_LIMIT, strict: true }));
  // Body parser failures happen before Nest routes; answer them in the one error shape.
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    writeApiError(res, err);
  });
  app.use(
    createSessionMiddleware({
      dataSource,
      secret: config.sessionSecret,
      production: config.production,
      adminPasswordIdentity: config.adminPasswordIdentity,
    }),
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupSwagger(app);
  app.enableShutdownHooks();

  // Catalogue reads without a query string are answered from cached, precompressed bytes before
  // express sees them, with the same request id, log line, security headers and rate limit. Before
  // that, every request with a malformed Host is refused, as is an HTTP/1.1 one without a Host
  // (which Node would otherwise answer itself, with an empty 400).
  const expressApp = app.getHttpAdapter().getInstance();
  const frontDoor: FrontDoorPolicy = {
    log: pinoLogger ? (req, res, startedAt) => logRequest(pinoLogger, req, res, startedAt) : null,
    headers: headersSetBy(securityHeaders),
    overTls: (req, res) => setHstsOverTls(req, res, trust),
    limit: limiter.enabled('global') ? (req) => limiter.consume('global', clientAddressOf(req, trust)) : null,
  };
  const server = app.getHttpServer();
  // Node reads this server option per request; @types/node declares it only as a createServer option.
  Object.assign(server, { requireHostHeader: false });
  inFrontOfExpress(server, expressApp, withValidHost(frontDoor, catalogueReads(app.get(CatalogCache), frontDoor)));
  return app;
}
