import { EMAIL_KINDS, RETURN_INSTRUCTIONS } from '@dw/contracts';
import type { NotificationMessage } from '../notification-message';
import { HOSTILE, ORDER_ID, ctx, dispatchedWithTracking, line, order, samples } from './email-samples';
import { renderMessage } from './render-message';

async function rendered(message: NotificationMessage) {
  const out = await renderMessage(message, ctx);
  if (!out) throw new Error('nothing rendered');
  return out;
}

/** Every address an HTML body links to (the shop's own footer link aside, which the text names too). */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

describe('every e-mail reads on its own in plain text', () => {
  it.each(EMAIL_KINDS)('%s: no button "above" or "below", and every link of the HTML written out', async (kind) => {
    const out = await rendered(samples[kind]);
    expect(out.text).not.toMatch(/\b(above|below)\b/i);
    const links = hrefsOf(out.html);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(out.text).toContain(href);
  });
});

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
      expect(body).toContain('What happens next');
    }
    // The address a line each, as it goes on a parcel.
    expect(out.text).toMatch(/Delivery address\s+1 Savile Row\n+London W1S 3PR/);
    expect(out.html).toMatch(/1 Savile Row<\/span><span><br\/>London W1S 3PR/);
    expect(out.html).toContain(`href="https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc"`);
    expect(out.text).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
  });

  it('order received with a promo code: the code and its discount between the subtotal and the fees, and the discounted total', async () => {
    const discounted = { ...order, discount: '10.00', promoCode: 'GETDRESSED', total: '253.00' };
    const out = await rendered({ kind: 'order-received', to: 'ada@example.com', order: discounted, accessToken: 'tok_EN-abc' });
    for (const body of [out.html, out.text]) {
      expect(body).toContain('Promo code GETDRESSED');
      expect(body).toContain('-£10.00');
      expect(body).toContain('£253.00');
    }
    expect(out.text.indexOf('£240.00')).toBeLessThan(out.text.indexOf('Promo code GETDRESSED'));
    expect(out.text.indexOf('Promo code GETDRESSED')).toBeLessThan(out.text.indexOf('£15.00'));
  });

  it('order received without a code says nothing of discounts', async () => {
    const out = await rendered(samples['order-received']);
    expect(out.text).not.toContain('Promo code');
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

  it('a backup size is named "UK 14 (backup size, free)" under its line for the renter and in the lender\'s booking, and adds nothing to her share', async () => {
    const withBackup = { ...line, backupSize: '14' };
    const renter = await rendered({
      ...samples['order-received'],
      order: { ...order, lines: [withBackup, order.lines[1]] },
    } as NotificationMessage);
    const lender = await rendered({ ...samples['lender-dress-booked'], line: withBackup } as NotificationMessage);
    for (const body of [renter.html, renter.text, lender.html, lender.text]) expect(body).toContain('UK 14 (backup size, free)');
    for (const body of [lender.html, lender.text]) expect(body).toContain('£117.00');
    const plain = await rendered(samples['order-received']);
    expect(plain.text).not.toContain('backup size');
  });

  it('dispatched: when to post it back, and a link to the order page', async () => {
    const out = await rendered(samples['order-dispatched']);
    expect(out.text.replace(/\s+/g, ' ')).toContain(
      'Your last rental day is Tue 8 Dec 2026: please post it back the next day, Wed 9 Dec 2026',
    );
    expect(hrefsOf(out.html)).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
    expect(out.text).not.toContain('order confirmation e-mail');
  });

  it("dispatched with a tracking reference: the carrier, the reference and the carrier's tracking page, in HTML and text", async () => {
    const out = await rendered(dispatchedWithTracking);
    const trackingUrl = 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB';
    expect(out.html).toMatch(
      /Tracking: Royal Mail (<!-- -->)?<a href="https:\/\/www\.royalmail\.com\/track-your-item#\/tracking-results\/AB123456789GB"[^>]*>AB123456789GB<\/a>/,
    );
    expect(out.text.replace(/\s+/g, ' ')).toContain(`Tracking: Royal Mail AB123456789GB ${trackingUrl}`);
    expect(hrefsOf(out.html)).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
  });

  it('dispatched without a tracking reference reads as before: no tracking line', async () => {
    const out = await rendered(samples['order-dispatched']);
    expect(out.text).not.toContain('Tracking:');
    expect(hrefsOf(out.html).some((href) => href.includes('royalmail'))).toBe(false);
  });

  it.each(['order-returned', 'order-cancelled'] as const)('%s: links to the order page too', async (kind) => {
    expect(hrefsOf((await rendered(samples[kind])).html)).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
  });

  it.each(['payment-received', 'refund-issued', 'payment-released'] as const)(
    '%s: links to the order page, as the updates do',
    async (kind) => {
      const out = await rendered(samples[kind]);
      expect(hrefsOf(out.html)).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
      expect(out.text).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
      const unlinked = await rendered({ ...samples[kind], accessToken: null } as NotificationMessage);
      expect(hrefsOf(unlinked.html).some((href) => href.includes('/orders/'))).toBe(false);
    },
  );

  it('dispatched, for an order whose link cannot be rebuilt: says where the link is instead', async () => {
    const out = await rendered({ ...samples['order-dispatched'], accessToken: null } as NotificationMessage);
    expect(out.html).not.toContain('?token=');
    expect(out.text.replace(/\s+/g, ' ')).toContain('View your order link in your order confirmation e-mail for 2C3D4E5F');
  });

  it('return reminder: the day, every dress in the parcel (the backup too), how to send it back and the order page, in HTML and text', async () => {
    const out = await rendered(samples['order-return-reminder']);
    expect(out.to).toBe('ada@example.com');
    expect(out.subject).toBe('Your dress goes back tomorrow - order 2C3D4E5F');
    for (const body of [out.html, out.text.replace(/\s+/g, ' ')]) {
      expect(body).toContain('Wed 9 Dec 2026');
      expect(body).toContain('Silk Gown, UK 10 (×2)');
      expect(body).toContain('Velvet Midi, UK 12');
      expect(body).toContain('Velvet Midi, UK 14 (backup size, free)');
      for (const step of RETURN_INSTRUCTIONS) expect(body).toContain(step);
    }
    expect(hrefsOf(out.html)).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
    expect(out.text).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
    const unlinked = await rendered({ ...samples['order-return-reminder'], accessToken: null } as NotificationMessage);
    expect(hrefsOf(unlinked.html).some((href) => href.includes('/orders/'))).toBe(false);
  });

  it("return reminder: a renter's name and a dress's name are escaped", async () => {
    const out = await rendered({
      ...samples['order-return-reminder'],
      order: { ...order, customerName: HOSTILE },
      dresses: [{ productName: HOSTILE, size: '10', quantity: 1, isBackup: false }],
    } as NotificationMessage);
    expect(out.html).not.toContain('<script>');
  });

  it('overdue: how late, the fee so far and its rule, how to send it back and the order page', async () => {
    const out = await rendered(samples['order-overdue']);
    expect(out.to).toBe('ada@example.com');
    expect(out.subject).toBe('Your dress is late back - order 2C3D4E5F');
    for (const body of [out.html, out.text.replace(/\s+/g, ' ')]) {
      expect(body).toContain('Wed 9 Dec 2026');
      expect(body).toContain('5 days late');
      expect(body).toContain('£45.00');
      // The days in the post are free: the fee counts from the third day after the return post.
      expect(body).toContain(
        'We allow 2 days for the post; from Sat 12 Dec 2026 a late return costs £15.00 a day, at most £119.00 for this rental',
      );
      for (const step of RETURN_INSTRUCTIONS) expect(body).toContain(step);
    }
    expect(hrefsOf(out.html)).toContain(`https://shop.example/orders/${ORDER_ID}?token=tok_EN-abc`);
    const hostile = await rendered({ ...samples['order-overdue'], order: { ...order, customerName: HOSTILE } } as NotificationMessage);
    expect(hostile.html).not.toContain('<script>');
  });

  it('a declined charge: to the admin address only, with what, how much, what the card said and the renter; dropped without ADMIN_EMAIL', async () => {
    const out = await rendered(samples['admin-charge-declined']);
    expect(out.to).toBe('admin@shop.example');
    expect(out.subject).toBe('Card declined: £30.00 owed on order 2C3D4E5F');
    const text = out.text.replace(/\s+/g, ' ');
    expect(text).toContain('refused late return fees (2 days), £30.00 (the card said "card_declined")');
    expect(text).toContain('Ada Lovelace, ada@example.com');
    expect(await renderMessage(samples['admin-charge-declined'], { ...ctx, adminEmail: null })).toBeNull();
  });

  it('not returned: to the admin address only, with the renter to call; dropped without ADMIN_EMAIL', async () => {
    const out = await rendered(samples['admin-order-not-returned']);
    expect(out.to).toBe('admin@shop.example');
    expect(out.subject).toBe('Not returned: order 2C3D4E5F, 14 days late');
    expect(out.text.replace(/\s+/g, ' ')).toContain('Ada Lovelace, ada@example.com, 07700 900123');
    expect(await renderMessage(samples['admin-order-not-returned'], { ...ctx, adminEmail: null })).toBeNull();
  });

  it('review invitation: each dress she rented and her private review link, in HTML and text', async () => {
    const out = await rendered(samples['review-invitation']);
    expect(out.subject).toBe('How did your dress fit? - order 2C3D4E5F');
    for (const body of [out.html, out.text.replace(/\s+/g, ' ')]) {
      expect(body).toContain('Silk Gown, UK 10');
      expect(body).toContain('Velvet Midi, UK 12');
    }
    expect(hrefsOf(out.html)).toContain('https://shop.example/review?token=rvw_EN-abc');
    const hostile = await rendered({
      ...samples['review-invitation'],
      order: { ...order, customerName: HOSTILE },
      dresses: [{ productName: HOSTILE, size: '10' }],
    } as NotificationMessage);
    expect(hostile.html).not.toContain('<script>');
  });

  it('dress booked: the day the dress leaves (two days before the rental), the deadline on the UK clock and a link to her requests', async () => {
    const out = await rendered(samples['lender-dress-booked']);
    const text = out.text.replace(/\s+/g, ' ');
    expect(text).toContain('it leaves for the renter on Thu 3 Dec 2026, 2 days before the rental starts');
    expect(text).toContain('Please accept or decline it by 14:00 on Wed 2 Dec 2026');
    expect(out.subject).toBe('Booking request: Silk Gown');
    expect(out.html).toContain('href="https://shop.example/lender/requests"');
  });

  it('request declined: the reason, that she pays nothing for it, and dresses free on her dates', async () => {
    const out = await rendered(samples['booking-request-declined']);
    const text = out.text.replace(/\s+/g, ' ');
    expect(text).toContain('was declined by its lender: Dress needs repair or cleaning');
    expect(text).toContain('You pay nothing for it');
    expect(out.html).toContain('href="https://shop.example/product/satin-slip"');
    expect(out.subject).toContain('A dress of your order is not available');
  });

  it('listing approved: says it goes live with her own photos, promises no photo shoot', async () => {
    const out = await rendered(samples['listing-approved']);
    const text = out.text.replace(/\s+/g, ' ');
    expect(text).toContain('It goes live in the shop with the photos you uploaded');
    expect(text).not.toMatch(/photograph|photo shoot/i);
    expect(out.html).toContain('href="https://shop.example/lender/listings"');
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
      expect(body.replace(/\s+/g, ' ')).toContain('1 rental completed by the end of October 2026');
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
