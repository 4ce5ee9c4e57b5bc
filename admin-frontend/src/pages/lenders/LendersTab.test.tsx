import { screen, within } from '@testing-library/react';
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
    expect(
      within(rowOf('Priya Shah'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Reject']);
    expect(within(rowOf('Olivia Grant')).queryAllByRole('button')).toEqual([]);
    expect(within(rowOf('Rosa Lind')).queryAllByRole('button')).toEqual([]);
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

  it('rejects an account after confirmation', async () => {
    const api = fakeApi({
      'GET /api/lender-accounts': { body: [pending] },
      [`PUT /api/lender-accounts/${pending.id}/status`]: { body: { ...pending, status: 'rejected' } },
    });
    const { user } = renderWithStore(<LendersTab />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(api.writes()).toEqual([]);
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Reject' }));

    expect(toastText(await findToast('Lender Account Updated'))).toBe('Priya Shah has been rejected');
    expect(api.writes()).toEqual([{ method: 'PUT', url: `/api/lender-accounts/${pending.id}/status`, body: { status: 'rejected' } }]);
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
