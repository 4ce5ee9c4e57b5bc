import { type ReconciliationView, todayInLondon } from '@dw/contracts';
import type { TestApp } from './test-app';

/** The admin's reconciliation of a UK month ('YYYY-MM'; this month by default). */
export async function reconciliationOf(app: TestApp, month = todayInLondon().slice(0, 7)): Promise<ReconciliationView> {
  const agent = await app.adminAgent();
  return (await agent.get(`/api/admin/payments/reconciliation?month=${month}`).expect(200)).body as ReconciliationView;
}

/** A signed amount ('-12.34' too) in pence. */
export function signedPence(amount: string): number {
  const pence = Math.round(Number(amount) * 100);
  if (!Number.isFinite(pence)) throw new Error(`not an amount: ${amount}`);
  return pence;
}
