import type { LenderEarning, PayoutFileDownloadView, PayoutRunView } from '@dw/contracts';
import { orderReference } from '@dw/contracts';
import type { Earning } from './earning.entity';
import type { PayoutFileDownload } from './payout-file-download.entity';
import type { PayoutRun } from './payout-run.entity';
import type { Payout } from './payout.entity';

/** How payouts' rows are shown, to the admin and to the lender. */

export function runView(run: PayoutRun): PayoutRunView {
  return {
    id: run.id,
    period: run.period,
    status: run.status,
    payoutCount: run.payoutCount,
    totalPence: run.totalPence,
    createdAt: run.createdAt.toISOString(),
    paidAt: run.paidAt ? run.paidAt.toISOString() : null,
  };
}

export function payoutBase(p: Payout) {
  return {
    id: p.id,
    runId: p.runId,
    period: p.period,
    amountPence: p.amountPence,
    status: p.status,
    paidAt: p.paidAt ? p.paidAt.toISOString() : null,
  };
}

export function earningView(e: Earning): LenderEarning {
  return {
    id: e.id,
    orderReference: orderReference(e.orderId),
    productName: e.productName,
    size: e.size,
    startDate: e.startDate,
    endDate: e.endDate,
    rentalFeePence: e.rentalFeePence,
    amountPence: e.amountPence,
    status: e.status,
    earnedOn: e.earnedOn,
    payoutId: e.payoutId,
    claimWindowEndsAt: e.claimWindowEndsAt?.toISOString() ?? null,
    claimOpen: e.claimOpen,
  };
}

export function downloadView(d: PayoutFileDownload): PayoutFileDownloadView {
  return { id: d.id, downloadedBy: d.downloadedBy, clientAddress: d.clientAddress, downloadedAt: d.downloadedAt.toISOString() };
}
