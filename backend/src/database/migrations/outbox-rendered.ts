import type { QueryRunner } from 'typeorm';

/**
 * Before the outbox goes back to rendering in the request: a message queued since has no bodies,
 * and the older code cannot render it, so reverting waits until the sender has been through them.
 */
export async function assertOutboxRendered(runner: QueryRunner, quote: '`' | '"'): Promise<void> {
  const q = (name: string) => `${quote}${name}${quote}`;
  const [row] = (await runner.query(`SELECT COUNT(*) AS n FROM ${q('outbox_messages')} WHERE ${q('html')} IS NULL`)) as {
    n: number | string;
  }[];
  if (Number(row?.n ?? 0) > 0) {
    throw new Error(`${row.n} e-mails are not rendered yet: let the sender deliver them (or delete them) before reverting this migration.`);
  }
}
