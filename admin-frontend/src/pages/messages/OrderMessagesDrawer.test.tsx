import { screen, within } from '@testing-library/react';
import { type AdminMessageView, MESSAGE_MASK, MESSAGE_TEXTS } from '@dw/contracts';
import { fakeApi } from '../../test/fakeApi';
import { order } from '../../test/fixtures';
import { fill, findToast, renderWithStore, toastText } from '../../test/render';
import { OrderMessagesDrawer } from './OrderMessagesDrawer';

const ORDER = order({ id: '5b0c1d2e-0000-4000-8000-00000000a1b2', customerName: 'Ada Lovelace' });
const message = (over: Partial<AdminMessageView>): AdminMessageView => ({
  id: 'm1',
  conversationId: 'c1',
  lenderFirstName: 'Amelia',
  renterFirstName: 'Ada',
  sender: 'renter',
  originalText: 'Is it true to size?',
  shownText: 'Is it true to size?',
  masked: false,
  hiddenAt: null,
  hiddenReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...over,
});

describe("an order's messages in the back office", () => {
  it('shows the original beside what was shown, and removes a message only with a reason', async () => {
    const masked = message({
      id: 'm2',
      originalText: 'Call me on 07700 900123',
      shownText: `Call me on ${MESSAGE_MASK}`,
      masked: true,
      createdAt: '2026-03-02T11:00:00.000Z',
    });
    const removed = message({
      id: 'm3',
      sender: 'lender',
      originalText: 'Rude',
      hiddenAt: '2026-03-03T09:00:00.000Z',
      hiddenReason: 'Abuse',
    });
    const url = `/api/admin/orders/${ORDER.id}/messages?page=1&pageSize=50`;
    const api = fakeApi({
      [`GET ${url}`]: { body: [message({}), masked, removed], headers: { 'X-Total-Count': '3' } },
      'PUT /api/admin/messages/m2/hidden': { body: { ...masked, hiddenAt: '2026-03-04T09:00:00.000Z', hiddenReason: 'Spam' } },
    });
    const { user } = renderWithStore(<OrderMessagesDrawer order={ORDER} onClose={() => undefined} />);
    const drawer = within(await screen.findByRole('dialog', { name: 'Messages of order #0000A1B2' }));
    expect(await drawer.findByText('Call me on 07700 900123')).toBeInTheDocument();
    expect(drawer.getByText(`Shown as: Call me on ${MESSAGE_MASK}`)).toBeInTheDocument();
    expect(drawer.getAllByText('Ada (renter) to Amelia')).toHaveLength(2);
    expect(drawer.getByText('Amelia (lender) to Ada')).toBeInTheDocument();
    expect(drawer.getByText('Removed')).toBeInTheDocument();
    expect(drawer.getByText('Abuse')).toBeInTheDocument();
    // A removed message has no Remove of its own.
    expect(drawer.getAllByRole('button', { name: /^Remove message of/ })).toHaveLength(2);

    await user.click(drawer.getAllByRole('button', { name: /^Remove message of/ })[1]);
    // antd's ids are all 'test-id' under jest, so the confirmation is found by its title's text.
    const confirm = within((await screen.findByText('Remove this message?')).closest('[role="dialog"]') as HTMLElement);
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await confirm.findByText(MESSAGE_TEXTS.hideReasonRequired)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await fill(user, confirm.getByLabelText('Reason (for the back office)'), 'Spam');
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(toastText(await findToast('Message removed'))).toBe('Both sides now see it removed from order #0000A1B2.');
    expect(api.writes()).toEqual([{ method: 'PUT', url: '/api/admin/messages/m2/hidden', body: { reason: 'Spam' } }]);
  });
});
