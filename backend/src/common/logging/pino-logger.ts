import { writeSync } from 'node:fs';
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
    destination ?? batchedStdout(),
  );
}

/**
 * Lines are handed to stdout in batches, at most this often: under load a write per line (even
 * per turn of the event loop) cost more than the line itself. 50 ms late is still "at once".
 */
const BATCH_MS = 50;

/**
 * Stdout through pino's asynchronous destination, in batches. Lines still in hand when the
 * process exits are written then, in one attempt, after pino's own flush (so in order): a retry
 * loop on a stdout nobody reads any more would keep the process from ever exiting.
 */
function batchedStdout(): pino.DestinationStream {
  const stream = pino.destination({ sync: false });
  let pending = '';
  const handOver = () => {
    const lines = pending;
    pending = '';
    stream.write(lines);
  };
  process.on('exit', () => {
    try {
      if (pending) writeSync(1, pending);
    } catch {
      // nobody is reading stdout any more
    }
  });
  return {
    write(line: string) {
      if (!pending) setTimeout(handOver, BATCH_MS).unref();
      pending += line;
    },
  };
}

/** Headers that carry credentials: the session cookie, the lender token. */
export const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-lender-token"]', 'res.headers["set-cookie"]'];

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
