import { screen, within } from '@testing-library/react';
import type { AdminPayoutView, PayoutRunDetail, PayoutRunView } from '@dw/contracts';
import { apiError, fakeApi } from '../../test/fakeApi';
import { findToast, renderWithStore, toastText } from '../../test/render';
import { endedMonths } from './payoutMonths';
import { PayoutsTab } from './PayoutsTab';

const october: PayoutRunView = {
  id: 'r0000000-0000-4000-8000-000000000010',
  period: '2026-10',
  status: 'scheduled',
  payoutCount: 2,
  totalPence: 1_234_567,
  createdAt: '2026-11-01T00:05:00.000Z',
  paidAt: null,
};
const september: PayoutRunView = {
  ...october,
  id: 'r0000000-0000-4000-8000-000000000009',
  period: '2026-09',
  status: 'paid',
  payoutCount: 1,
  totalPence: 3363,
  createdAt: '2026-10-01T00:05:00.000Z',
  paidAt: '2026-10-03T09:00:00.000Z',
};

const payout = (over: Partial<AdminPayoutView>): AdminPayoutView => ({
  id: 'p1',
  runId: october.id,
  period: '2026-10',
  amountPence: 1_000_000,
  status: 'scheduled',
  paidAt: null,
  lenderAccountId: 'l1',
  lenderName: 'Amelia Hart',
  sortCode: '••-••-99',
  accountNumber: '••••4958',
  earningCount: 3,
  ...over,
});

const payouts: AdminPayoutView[] = [
  payout({}),
  payout({
    id: 'p2',
    lenderAccountId: 'l2',
    lenderName: 'Bea Stone',
    amountPence: 234_567,
    earningCount: 1,
    sortCode: '••-••-01',
    accountNumber: '••••8352',
  }),
];

const detail: PayoutRunDetail = {
  ...october,
  skippedLenders: 1,
  downloads: [{ id: 'd1', downloadedBy: 'admin:3f2a9c01b7de', clientAddress: '203.0.113.9', downloadedAt: '2026-11-02T10:15:00.000Z' }],
  downloadCount: 1,
};

const LIST = 'GET /api/admin/payout-runs?page=1&pageSize=20';
const DETAIL = `GET /api/admin/payout-runs/${october.id}`;
const PAYOUTS = `GET /api/admin/payout-runs/${october.id}/payouts?page=1&pageSize=20`;
/** A page as the API answers it: the rows, the total in X-Total-Count. */
const page = <T,>(items: T[]) => ({ body: items, headers: { 'X-Total-Count': String(items.length) } });

describe('payouts tab', () => {
  it('lists the runs from the server: month, status, payouts and total in pounds', async () => {
    const api = fakeApi({ [LIST]: page([october, september]) });
    renderWithStore(<PayoutsTab />);

    const row = within((await screen.findByRole('cell', { name: 'October 2026' })).closest('tr') as HTMLElement);
    expect(row.getByText('Scheduled')).toBeInTheDocument();
    expect(row.getByText('£12,345.67')).toBeInTheDocument();
    expect(within(screen.getByRole('cell', { name: 'September 2026' }).closest('tr') as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url).filter((url) => !url.startsWith('/api/admin/payments/'))).toEqual([
      '/api/admin/payout-runs?page=1&pageSize=20',
    ]);
  });

  it('runs last month by default and opens the run: lenders, masked bank details, amounts, rentals, the bank file and its downloads', async () => {
    const lastMonth = endedMonths(new Date())[0];
    const api = fakeApi({
      [LIST]: page([]),
      'POST /api/admin/payout-runs': { status: 201, body: october },
      [DETAIL]: { body: detail },
      [PAYOUTS]: page(payouts),
    });
    const { user } = renderWithStore(<PayoutsTab />);
    await screen.findByText(/No payout runs yet/);

    await user.click(screen.getByRole('button', { name: 'Run payouts for month' }));

    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/admin/payout-runs', body: { period: lastMonth } }]);
    expect(toastText(await findToast('Payout Run Ready'))).toBe('October 2026: 2 payouts, £12,345.67.');
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('Payouts for October 2026')).toBeInTheDocument();
    const amelia = within(drawer.getByText('Amelia Hart').closest('tr') as HTMLElement);
    expect(amelia.getByText('••-••-99 · ••••4958')).toBeInTheDocument();
    expect(amelia.getByText('£10,000.00')).toBeInTheDocument();
    expect(amelia.getByText('3')).toBeInTheDocument();
    expect(drawer.getByText('1 lender not paid')).toBeInTheDocument();
    expect(drawer.getByText(/admin:3f2a9c01b7de · 203\.0\.113\.9/)).toBeInTheDocument();
    const download = drawer.getByRole('link', { name: /Download bank file \(CSV\)/ });
    expect(download).toHaveAttribute('href', `/api/admin/payout-runs/${october.id}/bank-file.csv`);
  });

  it('marks a run paid only after confirmation, and says why when the server refuses', async () => {
    const api = fakeApi({
      [LIST]: page([october]),
      [DETAIL]: { body: detail },
      [PAYOUTS]: page(payouts),
      [`POST /api/admin/payout-runs/${october.id}/paid`]: { body: { ...october, status: 'paid', paidAt: '2026-11-03T09:00:00.000Z' } },
    });
    const { user } = renderWithStore(<PayoutsTab />);
    await user.click(await screen.findByRole('button', { name: 'Open the payouts for October 2026' }));
    const drawer = within(await screen.findByRole('dialog'));
    await drawer.findByText('Amelia Hart');

    await user.click(drawer.getByRole('button', { name: 'Mark paid' }));
    const confirm = within(await screen.findByRole('tooltip'));
    expect(confirm.getByText('Mark October 2026 paid?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);

    await user.click(drawer.getByRole('button', { name: 'Mark paid' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Mark paid' }));
    expect(toastText(await findToast('Run Marked Paid'))).toBe('October 2026: 2 lenders are e-mailed.');
    expect(api.writes()).toEqual([{ method: 'POST', url: `/api/admin/payout-runs/${october.id}/paid`, body: undefined }]);

    api.set(
      `POST /api/admin/payout-runs/${october.id}/paid`,
      apiError(409, 'A payout run cannot move from paid to paid.', 'ILLEGAL_TRANSITION'),
    );
    await user.click(drawer.getByRole('button', { name: 'Mark paid' }));
    await user.click(within((await screen.findAllByRole('tooltip')).at(-1) as HTMLElement).getByRole('button', { name: 'Mark paid' }));
    expect(toastText(await findToast('Error'))).toBe('Failed to mark the run paid. A payout run cannot move from paid to paid.');
  });

  it('offers no Mark paid on a run with nobody to pay', async () => {
    const empty: PayoutRunView = { ...october, payoutCount: 0, totalPence: 0 };
    fakeApi({
      [LIST]: page([empty]),
      [DETAIL]: { body: { ...detail, ...empty, skippedLenders: 0, downloads: [], downloadCount: 0 } },
      [PAYOUTS]: page([]),
    });
    const { user } = renderWithStore(<PayoutsTab />);
    await user.click(await screen.findByRole('button', { name: 'Open the payouts for October 2026' }));
    const drawer = within(await screen.findByRole('dialog'));
    await drawer.findByText('Nobody earned anything this month.');
    expect(drawer.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });
});
