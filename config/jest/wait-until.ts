/**
 * The one way a test waits: on the condition it needs, polled, never on a fixed sleep. Used by the
 * API suites, the system tests and the browser journeys alike.
 *
 *   const row = await waitUntil('the e-mail to be sent', async () => (await outbox()).find((m) => m.status === 'sent'));
 *
 * `probe` answers the value waited for, or a falsy one (undefined, null, false) while not there yet;
 * an error it throws ends the wait at once (e.g. "the server exited"). After `timeoutMs` the wait
 * fails naming `what` (or what it returns then), with the last value seen.
 */
export interface WaitOptions {
  /** Default 30 s. */
  timeoutMs?: number;
  /** Pause between probes, default 100 ms. */
  intervalMs?: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitUntil<T>(
  what: string | (() => string),
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 30_000, intervalMs = 100 }: WaitOptions = {},
): Promise<T> {
  const started = Date.now();
  let last: unknown;
  for (;;) {
    last = await probe();
    if (last !== undefined && last !== null && last !== false) return last as T;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()} (last: ${String(last)})`);
    }
    await sleep(intervalMs);
  }
}
