#!/usr/bin/env node
// Waits until the database has no pending migration, then exits 0 (exit 1 after
// WAIT_TIMEOUT_SECONDS, default 600). Kubernetes runs it as the backend pods' init container: the
// migrate Job applies the migrations once, and replicas of a new release start only after it has.
// Reads the same environment as the backend (DATABASE_URL, ...); run from the repository root or /app.
'use strict';
require('reflect-metadata');
const { join } = require('node:path');

const dist = join(__dirname, '..', '..', 'backend', 'dist');
const { DataSource } = require('typeorm');
const { loadConfig } = require(join(dist, 'config', 'app-config'));
const { dataSourceOptions } = require(join(dist, 'database', 'data-source-options'));

const POLL_MS = 3000;

async function pendingMigrations(config) {
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    return await dataSource.showMigrations();
  } finally {
    await dataSource.destroy();
  }
}

async function main() {
  const timeoutMs = Number(process.env.WAIT_TIMEOUT_SECONDS ?? 600) * 1000;
  const deadline = Date.now() + timeoutMs;
  const config = loadConfig();
  for (;;) {
    let reason;
    try {
      if (!(await pendingMigrations(config))) {
        console.log('The database is up to date.');
        return 0;
      }
      reason = 'migrations are pending (the migrate job has not finished)';
    } catch (error) {
      reason = `the database is not reachable yet (${error.message})`;
    }
    if (Date.now() + POLL_MS > deadline) {
      console.error(`Gave up after ${timeoutMs / 1000} s: ${reason}.`);
      return 1;
    }
    console.log(`Waiting: ${reason}.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

main().then((code) => process.exit(code));
