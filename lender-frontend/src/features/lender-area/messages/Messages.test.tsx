import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ConversationMessageView,
  type LenderConversationView,
  MESSAGE_MASK,
  MESSAGE_REMOVED_TEXT,
  MESSAGE_TEXTS,
  MESSAGE_TEXT_MAX,
} from '@dw/contracts';
import { type FetchCall, mockFetch } from '../../../test/fakes';
import { aMe, page } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';

const ADA: LenderConversationView = {
  id: 'c-ada',
  orderReference: 'A1B2C3D4',
  renterFirstName: 'Ada',
  dressNames: ['Silk Column Gown'],
  unreadCount: 2,
  unlocked: false,
  lastMessageAt: '2026-11-26T10:15:00.000Z',
};
const BEA: LenderConversationView = { ...ADA, id: 'c-bea', orderReference: 'E5F6A7B8', renterFirstName: 'Bea', unreadCount: 0 };

const message = (overrides: Partial<ConversationMessageView>): ConversationMessageView => ({
  id: `m-${Math.random()}`,
  sender: 'renter',
  text: '',
  masked: false,
  removed: false,
  mine: false,
  createdAt: '2026-11-26T10:15:00.000Z',
  ...overrides,
});

function world() {
  const conversations = [ADA, BEA].map((c) => ({ ...c }));
  const thread: ConversationMessageView[] = [
    message({ text: 'Is it true to size?' }),
    message({ text: `Call me on ${MESSAGE_MASK}`, masked: true }),
    message({ text: MESSAGE_REMOVED_TEXT, removed: true }),
  ];
  const unread = () => conversations.reduce((n, c) => n + c.unreadCount, 0);
  const calls = mockFetch({
    'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
    'GET /api/lender/conversations?page=1': () => page(conversations),
    'GET /api/lender/conversations/unread': () => ({ status: 200, body: { unreadCount: unread() } }),
    'GET /api/lender/conversations/c-ada/messages?pageSize=30': () => page(thread),
    'PUT /api/lender/conversations/c-ada/read': () => {
      conversations[0].unreadCount = 0;
      return { status: 204 };
    },
    'POST /api/lender/conversations/c-ada/messages': (call: FetchCall) => {
      const text = (call.body as { text: string }).text;
      const sent = message({ sender: 'lender', mine: true, text });
      thread.push(sent);
      return { status: 201, body: { message: sent, notice: null } };
    },
  });
  return { calls, thread };
}

describe('the lender area’s Messages tab', () => {
  it('counts unread messages in the tab, lists her conversations by the renter’s first name, and reads one on opening', async () => {
    const { calls } = world();
    renderAt('/lender/messages');
    const nav = within(await screen.findByRole('navigation', { name: 'Lender area' }));
    const tab = await nav.findByRole('link', { name: 'Messages 2 unread' });
    expect(tab).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('h2'));
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Ada', 'Bea']);
    expect(within(cards[0]).getByText('Order A1B2C3D4')).toBeInTheDocument();
    expect(within(cards[0]).getByText('2 unread')).toBeInTheDocument();
    expect(within(cards[1]).queryByText(/unread/)).toBeNull();

    const user = userEvent.setup();
    await user.click(within(cards[0]).getByRole('button', { name: 'Open conversation with Ada' }));
    const list = within(await screen.findByRole('list', { name: 'Messages with Ada' }));
    expect(list.getAllByRole('listitem').map((li) => li.querySelector('p:nth-child(2)')?.textContent)).toEqual([
      'Is it true to size?',
      `Call me on ${MESSAGE_MASK}`,
      MESSAGE_REMOVED_TEXT,
    ]);
    expect(list.getByText('Contact details hidden until the booking is confirmed')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    // Read: the tab's count and the card's badge go.
    await waitFor(() => expect(nav.getByRole('link', { name: 'Messages' })).toBeInTheDocument());
    await waitFor(() => expect(within(cards[0]).queryByText('2 unread')).toBeNull());
  });

  it('replies to the renter, and says what is too long before sending', async () => {
    const { calls } = world();
    renderAt('/lender/messages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open conversation with Ada' }));
    const box = await screen.findByLabelText('Your message to Ada');

    await user.click(box);
    await user.paste('a'.repeat(MESSAGE_TEXT_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_TEXTS.tooLong);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'Yes, it runs true to size.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ text: 'Yes, it runs true to size.' }]),
    );
    const list = within(await screen.findByRole('list', { name: 'Messages with Ada' }));
    expect(await list.findByText('Yes, it runs true to size.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says so when no renter has written yet', async () => {
    mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/conversations?page=1': () => page([]),
      'GET /api/lender/conversations/unread': () => ({ status: 200, body: { unreadCount: 0 } }),
    });
    renderAt('/lender/messages');
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  });
});
