import { appendFileSync } from 'node:fs';

/**
 * Timings belong in the bench, not in pass/fail assertions: a system test hands what it measured to
 * `bench/resilience.mjs` (which sets DW_BENCH_TIMINGS to a file and compares them with the budgets).
 * Outside the bench this does nothing.
 */
export function recordTimings(scenario: string, figures: Record<string, number>): void {
  const file = process.env.DW_BENCH_TIMINGS;
  if (file) appendFileSync(file, `${JSON.stringify({ scenario, figures })}\n`);
}
