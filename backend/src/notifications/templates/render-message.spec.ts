import { EMAIL_KINDS, EmailKind } from '@dw/contracts';
import type { NotificationMessage, OrderFacts } from '../notification-message';
import { RenderContext, renderMessage } from './render-message';

const ctx: RenderContext = { publicUrl: 'https://shop.example', adminEmail: 'admin@shop.example' };
const ORDER_ID = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';
const HOSTILE = 'Eve\r\nBcc: victim@example.com <script>alert(1)</script>';

const order: OrderFacts = {
  id: ORDER_ID,
  customerName: 'Ada Lovelace',
  deliveryAddress: '1 Savile Row, London W1S 3PR',
  rentalStartDate: '2026-12-05',
  rentalEndDate: '2026-12-08',
  lines: [
    { productName: 'Silk Gown', size: '10', duration: 2, quantity: 2, unitPrice: '65.00', startDate: '2026-12-05', endDate: '2026-12-06' },
    {
      productName: 'Velvet Midi',
      size: '12',
      duration: 4,
      quantity: 1,
      unitPrice: '110.00',
      startDate: '2026-12-05',
      endDate: '2026-12-08',
    },
  ],
  subtotal: '240.00',
  cleaningFee: '15.00',
  insurance: '8.00',
  total: '263.00',
};
const line = order.lines[0];

const samples: Record<EmailKind, NotificationMessage> = {
  'order-received': { kind: 'order-received', to: 'ada@example.com', order, accessToken: 'tok_EN-abc' },
  'order-dispatched': { kind: 'order-dispatched', to: 'ada@example.com', order },
  'order-returned': { kind: 'order-returned', to: 'ada@example.com', order },
  'order-cancelled': { kind: 'order-cancelled', to: 'ada@example.com', order },
  'lender-account-received': { kind: 'lender-account-received', to: 'lena@example.com', lenderId: 'l1', lenderName: 'Lena Lender' },
  'lender-account-approved': { kind: 'lender-account-approved', to: 'lena@example.com', lenderId: 'l1', lenderName: 'Lena Lender' },
  'lender-account-rejected': {
    kind: 'lender-account-rejected',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    reason: 'The bank account name does not match yours.',
  },
  'listing-received': {
    kind: 'listing-received',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    dressName: 'Silk Gown',
  },
  'listing-approved': {
    kind: 'listing-approved',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    dressName: 'Silk Gown',
  },
  'listing-rejected': {
    kind: 'listing-rejected',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    dressName: 'Silk Gown',
    reason: 'The photos are too dark to judge the condition.',
  },
  'listing-live': {
    kind: 'listing-live',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    dressName: 'Silk Gown',
    productSlug: 'silk-gown',
  },
  'lender-dress-booked': {
    kind: 'lender-dress-booked',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    orderId: ORDER_ID,
    line,
  },
  'admin-lender-review': { kind: 'admin-lender-review', lenderId: 'l1', lenderName: 'Lena Lender', lenderEmail: 'lena@example.com' },
  'admin-listing-review': { kind: 'admin-listing-review', lenderId: 'l1', lenderName: 'Lena Lender', dressName: 'Silk Gown' },
  'newsletter-confirm': { kind: 'newsletter-confirm', to: 'sam@example.com', token: 'tok_CONFIRM-me' },
  'newsletter-subscribed': { kind: 'newsletter-subscribed', to: 'sam@example.com', unsubscribeToken: 'abc.def' },
  'lender-sign-in-link': {
    kind: 'lender-sign-in-link',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    token: 'tok_SIGN-in',
  },
  'lender-bank-details-changed': {
    kind: 'lender-bank-details-changed',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    sortCode: '••-••-99',
    accountNumber: '••••4958',
  },
  'payout-paid': {
    kind: 'payout-paid',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    period: '2026-10',
    amount: '150.30',
    rentals: [{ productName: 'Silk Gown', size: '10', startDate: '2026-10-05', endDate: '2026-10-06', amount: '117.00' }],
    rentalCount: 1,
  },
};

async function rendered(message: NotificationMessage) {
  const out = await renderMessage(message, ctx);
  if (!out) throw new Error('nothing rendered');
  return out;
}

describe('renderMessage', () => {
  it.each(EMAIL_KINDS)('%s has a subject, HTML in the shop look and a plain-text twin', async (kind) => {
    const out = await rendered(samples[kind]);
    expect(out.kind).toBe(kind);
    expect(out.subject.length).toBeGreaterThan(5);
    expect(out.html).toContain('Designer Wardrobe');
    expect(out.html).toContain('Cormorant Garamond');
    expect(out.text).toContain('Designer Wardrobe');
    expect(out.text).not.toMatch(/<[a-z]/i);
  });

  it('order received: reference, every line, dates, totals, address and the private link, in HTML and text', async () => {
    const out = await rendered(samples['order-received']);
    expect(out.to).toBe('ada@example.com');
    expect(out.subject).toBe('Your Designer Wardrobe order 2C3D4E5F');
    for (const body of [out.html, out.text]) {
      for (const figure of ['2C3D4E5F', 'Silk Gown', 'UK 10', '2-day rental', 'Velvet Midi', '4-day rental', '£65.00 × 2', '£110.00 × 1']) {
        expect(body).toContain(figure);
      }
      for (const figure of ['Sat 5 Dec 2026', 'Sun 6 Dec 2026', 'Tue 8 Dec 2026', '£240.00', '£15.00', '£8.00', '£263.00']) {
        expect(body).toContain(figure);
      }
      expect(body).toContain('1 Savile Row, London W1S 3PR');
      expect(body).toContain('What happens next');
    }
    expect(out.html).toContain(`href="https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc"`);
    expect(out.text).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
  });

  it('status messages name the order and the news', async () => {
    expect((await rendered(samples['order-dispatched'])).subject).toBe('Your dress is on its way - order 2C3D4E5F');
    expect((await rendered(samples['order-returned'])).text).toContain('received the return of order 2C3D4E5F');
    const cancelled = await rendered(samples['order-cancelled']);
    expect(cancelled.text).toContain('Sat 5 Dec 2026 – Tue 8 Dec 2026');
    expect(cancelled.subject).toContain('cancelled');
  });

  it("dress booked: the lender's 90% of the line's fee, without cleaning or insurance", async () => {
    const out = await rendered(samples['lender-dress-booked']);
    // 2 x £65.00 = £130.00; 90% = £117.00
    for (const body of [out.html, out.text]) {
      expect(body).toContain('£117.00');
      expect(body).toContain('Sat 5 Dec 2026');
      expect(body).toContain('UK 10');
      expect(body).toContain('2C3D4E5F');
    }
  });

  it('sign-in link: the confirm page with the token, in the HTML and the text', async () => {
    const out = await rendered(samples['lender-sign-in-link']);
    expect(out.html).toContain('href="https://shop.example/lender/sign-in/confirm?token=tok_SIGN-in"');
    expect(out.text).toContain('https://shop.example/lender/sign-in/confirm?token=tok_SIGN-in');
    expect(out.text).toContain('15 minutes');
    expect(out.text).not.toContain('tried to create a new lender account');
  });

  it('sign-in link after a sign-up with a taken address: says someone tried to sign up with it', async () => {
    const out = await rendered({ ...samples['lender-sign-in-link'], signUpAttempt: true } as NotificationMessage);
    expect(out.text).toContain('Someone just tried to create a new lender account with this e-mail address');
    expect(out.text).toContain('https://shop.example/lender/sign-in/confirm?token=tok_SIGN-in');
  });

  it('bank details changed: only the masked digits', async () => {
    const out = await rendered(samples['lender-bank-details-changed']);
    for (const body of [out.html, out.text]) {
      expect(body).toContain('••-••-99');
      expect(body).toContain('••••4958');
    }
  });

  it('payout paid: the amount, the month, each rental covered and a link to the payouts page', async () => {
    const out = await rendered(samples['payout-paid']);
    expect(out.subject).toBe('Your October 2026 payout: £150.30');
    for (const body of [out.html, out.text]) {
      expect(body).toContain('£150.30');
      expect(body.replace(/\s+/g, ' ')).toContain('1 rental completed in October 2026');
      expect(body).toContain('Silk Gown (UK 10), Mon 5 Oct 2026');
      expect(body).toContain('£117.00');
    }
    expect(out.html).toContain('href="https://shop.example/lender/payouts"');
  });

  it('listing live links to the product page', async () => {
    const out = await rendered(samples['listing-live']);
    expect(out.html).toContain('href="https://shop.example/product/silk-gown"');
  });

  it("rejections quote the admin's reason, escaped, and the listing's links to the lender's listings", async () => {
    const account = await rendered(samples['lender-account-rejected']);
    const listing = await rendered(samples['listing-rejected']);
    for (const body of [account.html, account.text]) expect(body).toContain('The bank account name does not match yours.');
    for (const body of [listing.html, listing.text]) expect(body).toContain('The photos are too dark to judge the condition.');
    expect(listing.html).toContain('href="https://shop.example/lender/listings"');
    const hostile = await rendered({ ...samples['listing-rejected'], reason: HOSTILE } as NotificationMessage);
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('admin notices go to ADMIN_EMAIL, and nowhere without it', async () => {
    expect((await rendered(samples['admin-listing-review'])).to).toBe('admin@shop.example');
    expect(await renderMessage(samples['admin-lender-review'], { ...ctx, adminEmail: null })).toBeNull();
  });

  it('newsletter sign-up: a confirmation link to the shop page, no unsubscribe headers (nothing to leave yet)', async () => {
    const out = await rendered(samples['newsletter-confirm']);
    expect(out.subject).toBe('Confirm your Designer Wardrobe subscription');
    expect(out.html).toContain('href="https://shop.example/newsletter/confirm?token=tok_CONFIRM-me"');
    expect(out.text).toContain('works for 7 days');
    expect(out.headers).toEqual({});
  });

  it('newsletter: unsubscribe link and one-click headers', async () => {
    const out = await rendered(samples['newsletter-subscribed']);
    expect(out.html).toContain('href="https://shop.example/unsubscribe?token=abc.def"');
    expect(out.headers).toEqual({
      'List-Unsubscribe': '<https://shop.example/api/newsletter/unsubscribe?token=abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('escapes markup from people in HTML and keeps CR/LF out of the subject', async () => {
    const out = await rendered({ ...samples['listing-received'], lenderName: HOSTILE, dressName: HOSTILE } as NotificationMessage);
    expect(out.html).not.toContain('<script>');
    expect(out.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out.subject).not.toMatch(/[\r\n]/);
    expect(out.subject).toContain('Eve Bcc: victim@example.com');
  });

  it('bounds a 5,000-character name in the subject and the body', async () => {
    const long = 'N'.repeat(5000);
    const out = await rendered({ ...samples['listing-received'], lenderName: long, dressName: long } as NotificationMessage);
    expect(out.subject.length).toBeLessThanOrEqual(250);
    expect(out.html).not.toContain('N'.repeat(600));
    expect(out.text).not.toContain('N'.repeat(600));
  });

  it('sends nothing to an address that is blank or carries a line break', async () => {
    expect(await renderMessage({ ...samples['lender-account-approved'], to: '' } as NotificationMessage, ctx)).toBeNull();
    expect(
      await renderMessage({ ...samples['lender-account-approved'], to: 'a@b.com\r\nBcc: c@d.com' } as NotificationMessage, ctx),
    ).toBeNull();
  });

  it('the largest possible order fits the outbox columns (MySQL TEXT: 65,535 bytes)', async () => {
    // 20 lines (the checkout limit), names at the 160-character limit made of characters HTML expands.
    const name = '&<'.repeat(80);
    const lines = Array.from({ length: 20 }, (_, i) => ({ ...line, productName: name, size: String(4 + (i % 10)) }));
    const biggest = { ...order, customerName: name, deliveryAddress: '&'.repeat(500), lines };
    const out = await rendered({ kind: 'order-received', to: 'ada@example.com', order: biggest, accessToken: 'x'.repeat(43) });
    expect(Buffer.byteLength(out.html, 'utf8')).toBeLessThan(65_535);
    expect(Buffer.byteLength(out.text, 'utf8')).toBeLessThan(65_535);
  });
});
