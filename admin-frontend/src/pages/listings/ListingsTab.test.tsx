import { screen, within } from '@testing-library/react';
import { REJECTION_MESSAGES, REJECTION_REASON_MAX } from '@dw/contracts';
import { apiError, fakeApi } from '../../test/fakeApi';
import { listing } from '../../test/fixtures';
import { findToast, renderWithStore, toastText } from '../../test/render';
import { ListingsTab } from './ListingsTab';

const pending = listing({ name: 'Emerald Satin Midi', status: 'pending', createdAt: '2026-03-06T09:00:00.000Z' });
const approved = listing({ name: 'Noir Sequin Gown', status: 'approved', createdAt: '2026-03-05T09:00:00.000Z' });
const rejected = listing({ name: 'Coral Ruffle Dress', status: 'rejected', createdAt: '2026-03-04T09:00:00.000Z' });
const live = listing({ name: 'Ivory Lace Maxi', status: 'live', createdAt: '2026-03-03T09:00:00.000Z' });

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
// Photos open a preview, so they are buttons too; only the status actions are counted here.
const buttons = (name: string) =>
  within(rowOf(name))
    .queryAllByRole('button')
    .filter((b) => !b.getAttribute('aria-label')?.includes('photo'))
    .map((b) => b.textContent);

describe('dress listings', () => {
  it('shows photos, brand, category, £ prices, sizes and the lender', async () => {
    fakeApi({ 'GET /api/dress-listings': { body: [pending] } });
    renderWithStore(<ListingsTab />);
    const row = within((await screen.findByText('Emerald Satin Midi')).closest('tr') as HTMLElement);
    expect(row.getByRole('img', { name: 'Emerald Satin Midi, photo 1 of 1' })).toHaveAttribute('src', '/objects/uploads/p1');
    expect(row.getByText('Rixo')).toBeInTheDocument();
    expect(row.getByText('Midi Dress · Wedding Guest')).toBeInTheDocument();
    expect(row.getByText('£320.00')).toBeInTheDocument();
    expect(row.getByText('£45.00')).toBeInTheDocument();
    expect(row.getByText('£70.00')).toBeInTheDocument();
    expect(row.getByText('8, 10')).toBeInTheDocument();
    expect(row.getByText('Priya Shah')).toBeInTheDocument();
  });

  it('offers Approve / Reject when pending, Make Live when approved, nothing when rejected or live', async () => {
    fakeApi({ 'GET /api/dress-listings': { body: [pending, approved, rejected, live] } });
    renderWithStore(<ListingsTab />);
    await screen.findByText('Emerald Satin Midi');
    expect(buttons('Emerald Satin Midi')).toEqual(['Approve', 'Reject']);
    expect(buttons('Noir Sequin Gown')).toEqual(['Make Live']);
    expect(buttons('Coral Ruffle Dress')).toEqual([]);
    expect(buttons('Ivory Lace Maxi')).toEqual([]);
  });

  it('Make Live publishes an approved listing', async () => {
    const api = fakeApi({
      'GET /api/dress-listings': { body: [approved] },
      [`PUT /api/dress-listings/${approved.id}/status`]: { body: { ...approved, status: 'live' } },
    });
    const { user } = renderWithStore(<ListingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Make Live' }));

    expect(toastText(await findToast('Dress Listing Updated'))).toBe('Noir Sequin Gown is now live in the catalogue.');
    expect(api.writes()).toEqual([{ method: 'PUT', url: `/api/dress-listings/${approved.id}/status`, body: { status: 'live' } }]);
  });

  it('approves a pending listing', async () => {
    const api = fakeApi({
      'GET /api/dress-listings': { body: [pending] },
      [`PUT /api/dress-listings/${pending.id}/status`]: { body: { ...pending, status: 'approved' } },
    });
    const { user } = renderWithStore(<ListingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(toastText(await findToast('Dress Listing Updated'))).toBe('Emerald Satin Midi has been approved.');
    expect(api.writes()[0].body).toEqual({ status: 'approved' });
  });

  it('rejects a pending listing with the reason the lender will read, and shows it on the row', async () => {
    const reason = 'The photos are too dark to judge the condition.';
    const api = fakeApi({
      'GET /api/dress-listings': { body: [pending] },
      [`PUT /api/dress-listings/${pending.id}/status`]: { body: { ...pending, status: 'rejected', rejectionReason: reason } },
    });
    const { user } = renderWithStore(<ListingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject Emerald Satin Midi?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(REJECTION_MESSAGES.required)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    const box = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(box).toHaveAttribute('maxlength', String(REJECTION_REASON_MAX));
    await user.type(box, reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(toastText(await findToast('Dress Listing Updated'))).toBe('Emerald Satin Midi has been rejected.');
    expect(api.writes()).toEqual([
      { method: 'PUT', url: `/api/dress-listings/${pending.id}/status`, body: { status: 'rejected', reason } },
    ]);
  });

  it('shows why a rejected listing was rejected', async () => {
    fakeApi({ 'GET /api/dress-listings': { body: [{ ...rejected, rejectionReason: 'Missing the label photo.' }] } });
    renderWithStore(<ListingsTab />);
    const row = within((await screen.findByText('Coral Ruffle Dress')).closest('tr') as HTMLElement);
    expect(row.getByText('Missing the label photo.')).toBeInTheDocument();
  });

  it('reports a refused update with the server reason', async () => {
    fakeApi({
      'GET /api/dress-listings': { body: [approved] },
      [`PUT /api/dress-listings/${approved.id}/status`]: apiError(409, 'Only approved listings can go live.'),
    });
    const { user } = renderWithStore(<ListingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Make Live' }));
    expect(toastText(await findToast('Error'))).toBe('Failed to update dress listing status. Only approved listings can go live.');
  });
});
