import type { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

/** One JSON line per event on stdout; secrets never reach it (see REDACT). */
export function createPino(destination?: pino.DestinationStream, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
    level,
    base: { service: 'designer-wardrobe', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT, censor: '[redacted]' },
    },
    destination ?? pino.destination({ sync: false }),
  );
}

/** Headers that carry credentials: the session cookie, the lender token. */
export const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-lender-token"]',
  'res.headers["set-cookie"]',
];

const QUIET_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer', 'InstanceLoader']);

/** Nest's own logging (start-up, errors from the filter) through the same JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    // The route table Nest prints at every start is detail, not news.
    if (context && QUIET_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
