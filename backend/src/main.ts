import 'reflect-metadata';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** Orchestrators send SIGKILL after their grace period (Kubernetes: 30 s); finish well before. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const logger = new Logger('Main');
  const config = loadConfig();
  const earlier = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const app = await createApp(config, {
    migrate: process.env.MIGRATIONS_RUN !== 'false',
    seed: process.env.SEED_DEMO !== 'false',
  });
  // createApp enables Nest's shutdown hooks, which close the pool while requests may still run and
  // end in process.kill(pid, signal) (no exit 0, no deadline): SIGTERM/SIGINT drain here instead.
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!earlier.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  drainOnSignals(app, new Logger('Shutdown'));

  await app.listen(config.port, process.env.HOST ?? '0.0.0.0');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const runs = [
    config.role !== 'worker' && 'requests',
    config.mail.senderEnabled && 'the e-mail sender',
    config.scheduledJobs && 'scheduled jobs',
  ];
  logger.log(`Designer Wardrobe is listening on http://localhost:${port} (ROLE=${config.role}: ${runs.filter(Boolean).join(', ')})`);
  if (config.production && !config.publicUrlConfigured) {
    // Not fatal: only the absolute links in pages' share tags use it, and they name this default.
    logger.warn(`PUBLIC_URL is not set: pages' share tags link to ${config.publicUrl}. Set it to the shop's public origin.`);
  }
  if (config.generatedAdminPassword) {
    logger.log(`Admin password (generated, kept in ${config.dataDir}/admin-password.txt): ${config.generatedAdminPassword}`);
  }
}

/**
 * Graceful shutdown: stop listening (the load balancer moves on), let in-flight requests finish on
 * connections that then close, drop idle keep-alive sockets, close the app (and its DB pool), exit 0.
 * Past the deadline the process exits 1 so an orchestrator sees the failed drain.
 */
function drainOnSignals(app: NestExpressApplication, logger: Logger): void {
  const server = app.getHttpServer();
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    // A request that arrives on a kept-alive socket mid-drain is served, then its socket closes.
    if (draining) res.shouldKeepAlive = false;
  });

  const drain = async (signal: NodeJS.Signals): Promise<void> => {
    if (draining) return logger.log(`${signal} received again: already shutting down`);
    draining = true;
    const deadline = setTimeout(() => {
      logger.error(
        `Shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s (${inFlight.size} request(s) still open); exiting with 1`,
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);

    logger.log(`${signal} received: no longer accepting connections; ${inFlight.size} request(s) in flight`);
    for (const res of inFlight) res.shouldKeepAlive = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // Sockets that finish a response become idle between ticks: keep sweeping until closed.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await closed;
    clearInterval(sweep);
    logger.log('In-flight requests finished; HTTP server closed');

    await app.close();
    logger.log('Application closed (database connections released); exiting with 0');
    clearTimeout(deadline);
    process.exit(0);
  };

  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      drain(signal).catch((error: unknown) => {
        logger.error(`Shutdown failed: ${(error as Error).stack ?? String(error)}`);
        process.exit(1);
      });
    });
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
