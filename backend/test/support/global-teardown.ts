import { TEMPLATE_ENV, dropMariadbDatabase } from './databases';

/** Drops the run's migrated template database (global-setup). */
export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) await dropMariadbDatabase(template);
}
