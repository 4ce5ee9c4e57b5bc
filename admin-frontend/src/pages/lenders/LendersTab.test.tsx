import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REJECTION_MESSAGES, REJECTION_REASON_MAX } from '@dw/contracts';
import { fakeApi } from '../../test/fakeApi';
import { lender } from '../../test/fixtures';
import { findToast, renderWithStore, toastText } from '../../test/render';
import { LendersTab } from './LendersTab';

const pending = lender({ fullName: 'Priya Shah', status: 'pending', sortCode: '••-••-99', accountNumber: '••••4958' });
const approved = lender({ fullName: 'Olivia Grant', status: 'approved' });
const rejected = lender({ fullName: 'Rosa Lind', status: 'rejected' });

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('lender accounts', () => {
  it('shows contact details and masked bank details exactly as the API sends them', async () => {
    fakeApi({ 'GET /api/lender-accounts': { body: [pending] } });
    renderWithStore(<LendersTab />);
    const row = within((await screen.findByText('Priya Shah')).closest('tr') as HTMLElement);
    expect(row.getByText('priya@example.co.uk')).toBeInTheDocument();
    expect(row.getByText('07700 900456')).toBeInTheDocument();
    expect(row.getByText('••-••-99')).toBeInTheDocument();
    expect(row.getByText('••••4958')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
  });

  it('offers Approve and Reject only on pending accounts', async () => {
    fakeApi({ 'GET /api/lender-accounts': { body: [pending, approved, rejected] } });
    renderWithStore(<LendersTab />);
    await screen.findByText('Priya Shah');
    // Every row has its response stats on demand; only a pending one has status moves.
    const moves = (name: string) =>
      within(rowOf(name))
        .queryAllByRole('button')
        .map((b) => b.textContent)
        .filter((text) => text !== 'Show');
    expect(moves('Priya Shah')).toEqual(['Approve', 'Reject']);
    expect(moves('Olivia Grant')).toEqual([]);
    expect(moves('Rosa Lind')).toEqual([]);
  });

  it("shows a lender's response rate and time when asked", async () => {
    fakeApi({
      'GET /api/lender-accounts': { body: [approved] },
      [`GET /api/lender-accounts/${approved.id}/response-stats`]: {
        body: { accepted: 3, declined: 1, expired: 1, rate: 0.8, medianHours: 5 },
      },
    });
    const user = userEvent.setup();
    renderWithStore(<LendersTab />);
    await user.click(await screen.findByRole('button', { name: 'Show how Olivia Grant answers requests' }));
    expect(await within(rowOf('Olivia Grant')).findByText('80% answered · median 5 h')).toBeInTheDocument();
    expect(within(rowOf('Olivia Grant')).getByText('3 accepted · 1 declined · 1 expired')).toBeInTheDocument();
  });

  it('approves an account', async () => {
    const api = fakeApi({
      'GET /api/lender-accounts': { body: [pending] },
      [`PUT /api/lender-accounts/${pending.id}/status`]: { body: { ...pending, status: 'approved' } },
    });
    const { user } = renderWithStore(<LendersTab />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(toastText(await findToast('Lender Account Updated'))).toBe('Priya Shah has been approved');
    expect(api.writes()).toEqual([{ method: 'PUT', url: `/api/lender-accounts/${pending.id}/status`, body: { status: 'approved' } }]);
  });

  it('asks why before rejecting: the reason is required, counted to 500, and sent trimmed', async () => {
    const api = fakeApi({
      'GET /api/lender-accounts': { body: [pending] },
      [`PUT /api/lender-accounts/${pending.id}/status`]: {
        body: { ...pending, status: 'rejected', rejectionReason: 'The bank account name does not match.' },
      },
    });
    const { user } = renderWithStore(<LendersTab />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject Priya Shah?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(REJECTION_MESSAGES.required)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(api.writes()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The bank account name does not match. ');
    expect(within(dialog).getByText(`41 / ${REJECTION_REASON_MAX}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(toastText(await findToast('Lender Account Updated'))).toBe('Priya Shah has been rejected');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: `/api/lender-accounts/${pending.id}/status`,
        body: { status: 'rejected', reason: 'The bank account name does not match.' },
      },
    ]);
  });

  it('cancelling the reason dialog rejects nothing', async () => {
    const api = fakeApi({ 'GET /api/lender-accounts': { body: [pending] } });
    const { user } = renderWithStore(<LendersTab />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Changed my mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);
  });

  it('shows the reason a rejected account was given', async () => {
    fakeApi({ 'GET /api/lender-accounts': { body: [{ ...rejected, rejectionReason: 'We could not verify your address.' }] } });
    renderWithStore(<LendersTab />);
    const row = within((await screen.findByText('Rosa Lind')).closest('tr') as HTMLElement);
    expect(row.getByText('Rejected')).toBeInTheDocument();
    expect(row.getByText('We could not verify your address.')).toBeInTheDocument();
  });

  it('reports a failed update', async () => {
    fakeApi({
      'GET /api/lender-accounts': { body: [pending] },
      [`PUT /api/lender-accounts/${pending.id}/status`]: { status: 500, body: '' },
    });
    const { user } = renderWithStore(<LendersTab />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(toastText(await findToast('Error'))).toBe('Failed to update lender account status.');
  });
});
