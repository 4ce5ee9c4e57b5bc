import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fakeApi';
import { lender } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { LendersTab } from './LendersTab';

const accounts = [
  lender({ fullName: 'Imogen Hale', status: 'pending', createdAt: '2026-03-03T10:00:00Z' }),
  lender({ fullName: 'Flora Dean', status: 'approved', createdAt: '2026-03-02T10:00:00Z' }),
  lender({ fullName: 'Nell Aston', status: 'rejected', createdAt: '2026-03-01T10:00:00Z' }),
];

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.url.startsWith('/api/lender-accounts') && !c.url.includes('pageSize=1')).map((c) => c.url);

describe('lender accounts table in server mode', () => {
  it('asks the server for one status and shows what it answers', async () => {
    const api = fakeApi({ 'GET /api/lender-accounts': { body: accounts } });
    const { user } = renderWithStore(<LendersTab />);
    await screen.findByText('Flora Dean');
    expect(screen.getByText('Lender accounts · 1 awaiting approval')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Filter lender accounts by status' }));
    await user.click(await screen.findByTitle('Approved'));
    await waitFor(() => expect(listCalls(api)).toContain('/api/lender-accounts?status=approved'));
    await waitFor(() => expect(screen.queryByText('Imogen Hale')).not.toBeInTheDocument());
    expect(screen.getByText('Flora Dean')).toBeInTheDocument();
    expect(screen.queryByText('Nell Aston')).not.toBeInTheDocument();
  });

  it('sorts by name on the server when the admin clicks the Lender heading', async () => {
    const api = fakeApi({ 'GET /api/lender-accounts': { body: accounts } });
    const { user } = renderWithStore(<LendersTab />);
    await screen.findByText('Flora Dean');
    await user.click(screen.getByRole('columnheader', { name: /Lender/ }));
    await waitFor(() => expect(listCalls(api)).toContain('/api/lender-accounts?sort=name-asc'));
  });
});
