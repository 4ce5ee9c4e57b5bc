/** Small pieces the system suites set their stage with. */
import { addDays, todayInLondon } from '@dw/contracts';

/** A 1×1 PNG: a photo the upload path's byte check accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A set-up call must answer `status`; anything else stops the test saying what answered. */
export function expectStatus(res: { status: number; body: unknown }, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** The UK day `days` from today. */
export const inDays = (days: number): string => addDays(todayInLondon(), days);
