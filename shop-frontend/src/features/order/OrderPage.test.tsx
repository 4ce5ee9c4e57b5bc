import type { ClaimView, OrderReceiptView } from '@dw/contracts';
import { screen, within } from '@testing-library/react';
import { apiError, installFakeApi } from '../../test/fakeApi';
import { anUnpaidPayment } from '../../test/fixtures';
import { renderShop } from '../../test/renderShop';

const ORDER_ID = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';
const TOKEN = 'tok_abc123';

function aReceipt(overrides: Partial<OrderReceiptView> = {}): OrderReceiptView {
  return {
    id: ORDER_ID,
    reference: '2C3D4E5F',
    status: 'pending',
    createdAt: '2026-11-25T09:30:00.000Z',
    customerName: 'Amelia Clarke',
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
        productName: 'Midnight Silk Gown',
        productSlug: 'midnight-silk-gown',
        size: '10',
        duration: 4,
        quantity: 2,
        unitPrice: '151.00',
        startDate: '2026-12-05',
        endDate: '2026-12-08',
        isBackup: false,
        requestState: 'accepted',
        declineReason: null,
      },
      {
        productName: 'Retired Velvet Midi',
        productSlug: null,
        size: '8',
        duration: 2,
        quantity: 1,
        unitPrice: '45.00',
        startDate: null,
        endDate: null,
        isBackup: false,
        requestState: 'accepted',
        declineReason: null,
      },
    ],
    subtotal: '347.00',
    cleaningFee: '15.00',
    insurance: '8.00',
    total: '370.00',
    ...overrides,
  };
}

function receiptRoute(receipt: OrderReceiptView) {
  return {
    'GET /api/orders/:id': ({ params, query }: { params: Record<string, string>; query: Record<string, string> }) =>
      params.id === receipt.id && query.token === TOKEN ? { body: receipt } : apiError(404, 'Order not found.', 'ORDER_NOT_FOUND'),
    'GET /api/orders/:id/claims': () => ({ body: [] }),
  };
}

/** The same page whatever was wrong, so it tells no one whether the order exists. */
const invalidLinkPage = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: 'This order link is not valid' })).toBeInTheDocument();
  expect(screen.getByText(/Open the link in your order confirmation e-mail again/)).toBeInTheDocument();
  expect(screen.getByText(/Reply to any e-mail from us/)).toBeInTheDocument();
  expect(screen.queryByText('404 Page Not Found')).toBeNull();
  expect(document.title).toBe('Order Link Not Valid | Designer Wardrobe');
};

describe('order page', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

  it("shows each dress's answer from its lender and what she pays: a declined dress at £0.00", async () => {
    const receipt = aReceipt();
    const [gown, midi] = receipt.lines;
    installFakeApi(
      receiptRoute({
        ...receipt,
        lines: [
          { ...gown, requestState: 'requested' },
          { ...midi, requestState: 'declined', declineReason: 'needs-care' },
        ],
        payment: anUnpaidPayment({ amountDue: '325.00' }),
      }),
    );
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    const lines = within(await screen.findByRole('region', { name: 'Your selection' })).getAllByRole('listitem');
    expect(within(lines[0]).getByText('Waiting for the lender')).toBeInTheDocument();
    expect(within(lines[0]).getByLabelText('You pay £302.00 for this dress')).toBeInTheDocument();
    expect(within(lines[1]).getByText('Declined — Dress needs repair or cleaning')).toBeInTheDocument();
    expect(within(lines[1]).getByLabelText('You pay £0.00 for this dress')).toBeInTheDocument();
    expect(screen.getByText('You pay £325.00: dresses a lender could not confirm are not charged.')).toBeInTheDocument();
  });

  it('names a confirmed dress and an expired one', async () => {
    const receipt = aReceipt();
    const [gown, midi] = receipt.lines;
    installFakeApi(receiptRoute({ ...receipt, lines: [gown, { ...midi, requestState: 'expired' }] }));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    const lines = within(await screen.findByRole('region', { name: 'Your selection' })).getAllByRole('listitem');
    expect(within(lines[0]).getByText('Confirmed')).toBeInTheDocument();
    expect(within(lines[1]).getByText('Expired')).toBeInTheDocument();
  });

  it('names a free backup size as such, at £0', async () => {
    const receipt = aReceipt();
    const backup = { ...receipt.lines[0], size: '12', quantity: 1, unitPrice: '0.00', isBackup: true };
    installFakeApi(receiptRoute({ ...receipt, lines: [receipt.lines[0], backup] }));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    expect(await screen.findByText('Backup size 12 UK (free) · 4-day rental')).toBeInTheDocument();
    expect(screen.getByText('Size 10 UK · 4-day rental')).toBeInTheDocument();
  });

  it('shows the status, reference, lines, totals and delivery address from the private link', async () => {
    const api = installFakeApi(receiptRoute(aReceipt()));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order received' })).toBeInTheDocument();
    expect(screen.getByText('#2C3D4E5F')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are preparing your dresses. They will reach you before your rental starts on Sat 5 Dec 2026, and we will e-mail you as soon as they are on the way.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Placed on 25 November 2026 by Amelia Clarke')).toBeInTheDocument();
    expect(api.sent('GET /api/orders/:id')[0].query).toEqual({ token: TOKEN });

    const lines = within(screen.getByRole('region', { name: 'Your selection' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const gown = within(lines[0]);
    expect(gown.getByRole('link', { name: 'Midnight Silk Gown' })).toHaveAttribute('href', '/product/midnight-silk-gown');
    expect(gown.getByText('Size 10 UK · 4-day rental')).toBeInTheDocument();
    expect(gown.getByText('Sat 5 Dec 2026 – Tue 8 Dec 2026')).toBeInTheDocument();
    expect(gown.getByText('Qty 2 × £151.00')).toBeInTheDocument();
    expect(gown.getByText('£302.00')).toBeInTheDocument();
    // A product that is gone has no page to link to; a line without dates takes the order's.
    const midi = within(lines[1]);
    expect(midi.queryByRole('link')).toBeNull();
    expect(midi.getByRole('heading', { name: 'Retired Velvet Midi' })).toBeInTheDocument();
    expect(midi.getByText('Sat 5 Dec 2026 – Tue 8 Dec 2026')).toBeInTheDocument();

    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    const row = (label: string) => summary.getByText(label).closest('div') as HTMLElement;
    expect(row('Subtotal')).toHaveTextContent('£347.00');
    expect(row('Dry cleaning')).toHaveTextContent('£15.00');
    expect(row('Damage insurance')).toHaveTextContent('£8.00');
    expect(row('Total')).toHaveTextContent('£370.00');

    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText(/12 Albemarle Street\s+London W1S 4HW/)).toBeInTheDocument();

    const progress = within(screen.getByRole('list', { name: 'Order progress' }));
    expect(progress.getByText('Order received').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('is private: its own title and description, and search engines are asked not to index it', async () => {
    installFakeApi(receiptRoute(aReceipt()));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Order received' });

    expect(document.title).toBe('Order 2C3D4E5F | Designer Wardrobe');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Your Designer Wardrobe order/);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it.each([
    ['processing', 'Dispatched', /on the way by tracked delivery.*post them back in the prepaid bag on Wed 9 Dec 2026/],
    ['completed', 'Returned', /safely back with us/],
    ['cancelled', 'Cancelled', /has been cancelled and nothing will be sent/],
  ] as const)('says what a %s order means to the renter and what happens next', async (status, headline, next) => {
    installFakeApi(receiptRoute(aReceipt({ status })));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
    expect(screen.getByText(next)).toBeInTheDocument();
    if (status === 'cancelled') expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
  });

  it("links a dispatched parcel to its carrier's tracking page, in a new tab", async () => {
    const shipment = {
      carrier: 'royal-mail' as const,
      carrierName: 'Royal Mail',
      reference: 'AB123456789GB',
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    };
    installFakeApi(receiptRoute(aReceipt({ status: 'processing', shipment })));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);

    await screen.findByRole('heading', { level: 1, name: 'Dispatched' });
    const track = screen.getByRole('link', { name: 'Track your parcel' });
    expect(track).toHaveAttribute('href', shipment.trackingUrl);
    expect(track).toHaveAttribute('target', '_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(track.closest('p')).toHaveTextContent('Royal Mail AB123456789GB');
  });

  it.each([
    ['dispatched without a reference', { status: 'processing' as const, shipment: null }, 'Dispatched'],
    ['not yet dispatched', { status: 'pending' as const, shipment: null }, 'Order received'],
  ])('offers no tracking when %s', async (_label, overrides, headline) => {
    installFakeApi(receiptRoute(aReceipt(overrides)));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);

    await screen.findByRole('heading', { level: 1, name: headline });
    expect(screen.queryByRole('link', { name: 'Track your parcel' })).toBeNull();
  });

  it('shows a late return fee with its days, what was charged and what is still owed, and asks for the dress back', async () => {
    const lateFees = {
      overdueSince: '2026-12-10',
      days: 3,
      total: '45.00',
      charged: '30.00',
      owed: '15.00',
      failed: '0.00',
      collected: '0.00',
      cap: '302.00',
      notReturnedReportedAt: null,
    };
    installFakeApi(receiptRoute(aReceipt({ status: 'processing', lateFees })));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);

    const late = within(await screen.findByRole('region', { name: 'Late return' }));
    expect(late.getByText('Late return fee: £45 — 3 days')).toBeInTheDocument();
    const row = (label: string) => late.getByText(label).closest('div') as HTMLElement;
    expect(row('Charged to your card')).toHaveTextContent('£30.00');
    expect(row('Still to pay')).toHaveTextContent('£15.00');
    expect(
      late.getByText(/Please post the dress back today: the fee stops once it is with us, and never comes to more than £302.00/),
    ).toBeInTheDocument();
  });

  it('says one late day in the singular, and no longer asks for a dress that is back; a fee paid to us is shown paid', async () => {
    const lateFees = {
      overdueSince: '2026-12-10',
      days: 1,
      total: '15.00',
      charged: '0.00',
      owed: '0.00',
      failed: '0.00',
      collected: '15.00',
      cap: '302.00',
      notReturnedReportedAt: null,
    };
    installFakeApi(receiptRoute(aReceipt({ status: 'completed', lateFees })));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);

    const late = within(await screen.findByRole('region', { name: 'Late return' }));
    expect(late.getByText('Late return fee: £15 — 1 day')).toBeInTheDocument();
    expect(late.getByText('Paid to us').closest('div')).toHaveTextContent('£15.00');
    expect(late.queryByText('Still to pay')).toBeNull();
    expect(late.queryByText(/Please post the dress back/)).toBeNull();
  });

  it('has no late return section for an order that was never late', async () => {
    installFakeApi(receiptRoute(aReceipt({ status: 'processing' })));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    expect(await screen.findByRole('region', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Late return' })).toBeNull();
  });

  it('says the link is not valid for a wrong token', async () => {
    installFakeApi(receiptRoute(aReceipt()));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}x`);

    await invalidLinkPage();
    expect(screen.queryByText('Amelia Clarke')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();
  });

  it('says the same for an order that does not exist', async () => {
    installFakeApi(receiptRoute(aReceipt()));
    renderShop(`/orders/00000000-0000-4000-8000-000000000000?token=${TOKEN}`);
    await invalidLinkPage();
  });

  it('says the same without asking the API when the link has no token', async () => {
    const api = installFakeApi(receiptRoute(aReceipt()));
    renderShop(`/orders/${ORDER_ID}`);

    await invalidLinkPage();
    expect(api.sent('GET /api/orders/:id')).toHaveLength(0);
  });

  it('offers another try when the server cannot be reached, then shows the order', async () => {
    let fail = true;
    installFakeApi({
      'GET /api/orders/:id': () => (fail ? apiError(503, 'Service unavailable', 'DATABASE_UNAVAILABLE') : { body: aReceipt() }),
    });
    const { user } = renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);

    expect(await screen.findByText('We couldn’t load your order.')).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order received' })).toBeInTheDocument();
  });
});

describe('order page: condition photos and damage reports', () => {
  const claim = (over: Partial<ClaimView>): ClaimView => ({
    id: 'c1',
    orderId: ORDER_ID,
    orderReference: '2C3D4E5F',
    orderItemId: 'i1',
    productName: 'Midnight Silk Gown',
    size: '10',
    status: 'open',
    openedBy: 'lender',
    description: 'A 3 cm tear at the left side seam.',
    photos: ['/objects/uploads/back1'],
    amountPence: 12_000,
    openedAt: '2026-12-10T10:00:00.000Z',
    answerDueAt: '2026-12-13T10:00:00.000Z',
    answer: null,
    answerPhoto: null,
    answeredAt: null,
    decision: null,
    decidedPence: null,
    decisionNote: null,
    decidedAt: null,
    charge: null,
    ...over,
  });

  it('shows her dresses as they left us, and no damage section before the return', async () => {
    const dispatchPhotos = [
      {
        orderItemId: 'i1',
        productName: 'Midnight Silk Gown',
        size: '10',
        photos: ['/objects/uploads/out1'],
        note: 'Steamed and bagged',
        recordedAt: '2026-12-03T09:00:00.000Z',
      },
    ];
    const api = installFakeApi(receiptRoute(aReceipt({ status: 'processing', dispatchPhotos })));
    renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    const section = within(await screen.findByRole('region', { name: 'As your dresses left us' }));
    expect(section.getByRole('img', { name: 'Midnight Silk Gown as it left us, photo 1' })).toHaveAttribute('src', '/objects/uploads/out1');
    expect(section.getByText('Steamed and bagged')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Damage reports' })).toBeNull();
    expect(api.sent('GET /api/orders/:id/claims')).toHaveLength(0);
  });

  it('lets her answer an open report once she has written enough, and shows each decision in plain words', async () => {
    const routes = receiptRoute(aReceipt({ status: 'completed' }));
    let claims = [
      claim({}),
      claim({
        id: 'c2',
        productName: 'Retired Velvet Midi',
        size: '8',
        description: 'Red wine stain on the skirt.',
        amountPence: 9_000,
        status: 'decided',
        decision: 'charge-renter',
        decidedPence: 8_000,
        charge: { amount: '80.00', state: 'owed', failureCode: 'card_declined', collectedAt: null },
      }),
      claim({
        id: 'c3',
        productName: 'Sequin Mini',
        description: 'Missing sequins along the hem.',
        amountPence: 5_000,
        status: 'decided',
        decision: 'charge-renter',
        decidedPence: 4_500,
        charge: { amount: '45.00', state: 'charged', failureCode: null, collectedAt: '2026-11-12T10:00:00.000Z' },
      }),
      claim({
        id: 'c4',
        productName: 'Satin Slip',
        description: 'A burn mark on the front panel.',
        amountPence: 3_000,
        status: 'decided',
        decision: 'charge-renter',
        decidedPence: 3_000,
        charge: { amount: '30.00', state: 'collected', failureCode: null, collectedAt: '2026-11-14T10:00:00.000Z' },
      }),
    ];
    const api = installFakeApi({
      ...routes,
      'GET /api/orders/:id/claims': () => ({ body: claims }),
      'POST /api/orders/:id/claims/:claimId/answer': ({ body }) => {
        claims = [claim({ status: 'answered', answer: (body as { answer: string }).answer }), ...claims.slice(1)];
        return { body: claims[0] };
      },
    });
    const { user } = renderShop(`/orders/${ORDER_ID}?token=${TOKEN}`);
    const section = within(await screen.findByRole('region', { name: 'Damage reports' }));
    expect(section.getByText('A 3 cm tear at the left side seam.')).toBeInTheDocument();
    expect(section.getByText('Amount asked: £120.00')).toBeInTheDocument();
    // What each decision against her came to: owed, taken from her card, or paid to the shop.
    expect(section.getByText('You owe £80.00: we could not charge your card, so we will be in touch about paying it.')).toBeInTheDocument();
    expect(section.getByText('We charged £45.00 to the card you paid with on Thu 12 Nov 2026.')).toBeInTheDocument();
    expect(section.getByText('Paid: we received your £30.00 on Sat 14 Nov 2026. Thank you.')).toBeInTheDocument();

    const form = within(section.getByRole('form', { name: 'Answer the report on Midnight Silk Gown' }));
    await user.type(form.getByLabelText(/Your answer/), 'No.');
    await user.click(form.getByRole('button', { name: 'Send answer' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please write at least 10 characters.');
    expect(api.sent('POST /api/orders/:id/claims/:claimId/answer')).toHaveLength(0);

    await user.clear(form.getByLabelText(/Your answer/));
    await user.type(form.getByLabelText(/Your answer/), 'The seam was loose when it arrived.');
    await user.click(form.getByRole('button', { name: 'Send answer' }));
    expect(await section.findByText('Your answer: “The seam was loose when it arrived.”')).toBeInTheDocument();
    const [sent] = api.sent('POST /api/orders/:id/claims/:claimId/answer');
    expect(sent).toMatchObject({
      params: { id: ORDER_ID, claimId: 'c1' },
      query: { token: TOKEN },
      body: { answer: 'The seam was loose when it arrived.' },
    });
  });
});
