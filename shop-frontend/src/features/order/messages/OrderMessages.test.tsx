import {
  type ConversationMessageView,
  MESSAGE_MASK,
  MESSAGE_REMOVED_TEXT,
  MESSAGE_TEXTS,
  type OrderReceiptView,
  type RenterConversationView,
} from '@dw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { type RecordedRequest, apiError, installFakeApi } from '../../../test/fakeApi';
import { anUnpaidPayment } from '../../../test/fixtures';
import { renderShop } from '../../../test/renderShop';

const ORDER_ID = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';
const TOKEN = 'tok_abc123';
const AMELIA = '8a1b2c3d-0000-4000-8000-000000000001';

const receipt: OrderReceiptView = {
  id: ORDER_ID,
  reference: '2C3D4E5F',
  status: 'pending',
  createdAt: '2026-11-25T09:30:00.000Z',
  customerName: 'Ada Lovelace',
  deliveryAddress: '12 Albemarle Street\nLondon W1S 4HW',
  rentalStartDate: '2026-12-05',
  rentalEndDate: '2026-12-08',
  returnDate: '2026-12-09',
  discount: '0.00',
  promoCode: null,
  payment: anUnpaidPayment(),
  shipment: null,
  lateFees: null,
  dispatchPhotos: [],
  lines: [
    {
      productName: 'Midnight Velvet Gown',
      productSlug: 'midnight-velvet-gown',
      size: '10',
      duration: 2,
      quantity: 1,
      unitPrice: '85.00',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      isBackup: false,
      requestState: 'accepted',
      declineReason: null,
    },
  ],
  subtotal: '85.00',
  cleaningFee: '15.00',
  insurance: '8.00',
  total: '108.00',
};

const message = (overrides: Partial<ConversationMessageView>): ConversationMessageView => ({
  id: `m${Math.random()}`,
  sender: 'lender',
  text: '',
  masked: false,
  removed: false,
  mine: false,
  createdAt: '2026-11-26T10:15:00.000Z',
  ...overrides,
});

/** A fake API holding one conversation with Amelia: two unread messages from her, one removed. */
function world() {
  const conversation: RenterConversationView = {
    id: AMELIA,
    lenderFirstName: 'Amelia',
    dressNames: ['Midnight Velvet Gown'],
    unreadCount: 2,
    unlocked: false,
    lastMessageAt: '2026-11-26T10:15:00.000Z',
  };
  const thread: ConversationMessageView[] = [
    message({ sender: 'renter', mine: true, text: 'Hello! Would it suit a 5 ft 4 in wearer?' }),
    message({ text: 'Yes, it has a <b>2 in</b> hem allowance.' }),
    message({ text: MESSAGE_REMOVED_TEXT, removed: true }),
  ];
  const ok = (request: RecordedRequest) => request.query.token === TOKEN && request.params.id === ORDER_ID;
  const notFound = apiError(404, 'Order not found.', 'ORDER_NOT_FOUND');
  const api = installFakeApi({
    'GET /api/orders/:id': (r) => (ok(r) ? { body: receipt } : notFound),
    'GET /api/orders/:id/conversations': (r) => (ok(r) ? { body: [conversation] } : notFound),
    'GET /api/orders/:id/conversations/:c/messages': (r) => (ok(r) ? { body: thread } : notFound),
    'PUT /api/orders/:id/conversations/:c/read': (r) => {
      conversation.unreadCount = 0;
      return ok(r) ? { status: 204 } : notFound;
    },
    'POST /api/orders/:id/conversations/:c/messages': (r) => {
      const text = (r.body as { text: string }).text.trim();
      if (text === 'spam') return apiError(429, MESSAGE_TEXTS.rateLimited(7), 'MESSAGE_RATE_LIMITED');
      const masked = /07700/.test(text);
      const sent = message({ sender: 'renter', mine: true, text: masked ? text.replace(/07700 900123/, MESSAGE_MASK) : text, masked });
      thread.push(sent);
      return { status: 201, body: { message: sent, notice: masked ? MESSAGE_TEXTS.masked : null } };
    },
  });
  return { api, conversation, thread };
}

describe("the order page's messages", () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

  it('asks the lender by first name, shows the unread count, and reads the thread newest last as text', async () => {
    const { api } = world();
    const { user } = renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    const section = within(await screen.findByRole('region', { name: 'Messages' }));
    const toggle = await section.findByRole('button', { name: /Ask Amelia a question/ });
    expect(toggle).toHaveTextContent('2 unread messages');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const list = within(await section.findByRole('list', { name: 'Messages with Amelia' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('You'),
      expect.stringContaining('Yes, it has a <b>2 in</b> hem allowance.'),
      expect.stringContaining(MESSAGE_REMOVED_TEXT),
    ]);
    // Plain text: the markup is shown, never rendered.
    expect(items[1].querySelector('b')).toBeNull();
    // Opening it reads her messages: the count goes.
    await waitFor(() => expect(api.sent('PUT /api/orders/:id/conversations/:c/read')).toHaveLength(1));
    await waitFor(() => expect(toggle).not.toHaveTextContent('unread'));
    expect(api.sent('PUT /api/orders/:id/conversations/:c/read')[0].query).toEqual({ token: TOKEN });
  });

  it('sends a message, tells her why contact details were hidden, and refuses an empty one before sending', async () => {
    const { api } = world();
    const { user } = renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: /Ask Amelia a question/ }));
    const box = await screen.findByLabelText('Your message to Amelia');
    expect(screen.getByText('Until the booking is confirmed, e-mail addresses, phone numbers and links are hidden.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_TEXTS.empty);
    expect(api.sent('POST /api/orders/:id/conversations/:c/messages')).toHaveLength(0);

    await user.type(box, 'Call me on 07700 900123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGE_TEXTS.masked);
    expect(api.sent('POST /api/orders/:id/conversations/:c/messages')[0].body).toEqual({ text: 'Call me on 07700 900123' });
    expect(box).toHaveValue('');
    const list = within(await screen.findByRole('list', { name: 'Messages with Amelia' }));
    expect(await list.findByText(`Call me on ${MESSAGE_MASK}`)).toBeInTheDocument();
    expect(list.getByText('Contact details hidden until the booking is confirmed')).toBeInTheDocument();
  });

  it("says the server's words when a message is refused, and keeps what she wrote", async () => {
    world();
    const { user } = renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: /Ask Amelia a question/ }));
    const box = await screen.findByLabelText('Your message to Amelia');
    await user.type(box, 'spam');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_TEXTS.rateLimited(7));
    expect(box).toHaveValue('spam');
  });

  it('shows no Messages section for an order of the shop’s own dresses', async () => {
    installFakeApi({
      'GET /api/orders/:id': () => ({ body: receipt }),
      'GET /api/orders/:id/conversations': () => ({ body: [] }),
    });
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Order received' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull());
  });
});
