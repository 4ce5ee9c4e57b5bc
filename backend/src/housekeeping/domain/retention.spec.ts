import { retentionCutoffs } from './retention';

describe('retentionCutoffs', () => {
  it("keeps uploads, idempotency keys, expired sign-in links and the booking log 24 hours, unconfirmed newsletter sign-ups 7 days, carts, job leases and sent e-mails' bodies 30 days", () => {
    expect(retentionCutoffs(new Date('2026-11-25T10:00:00.000Z'))).toEqual({
      unreferencedUploads: new Date('2026-11-24T10:00:00.000Z'),
      idempotencyKeys: new Date('2026-11-24T10:00:00.000Z'),
      untouchedCarts: new Date('2026-10-26T10:00:00.000Z'),
      finishedJobLeases: new Date('2026-10-26T10:00:00.000Z'),
      expiredSignInLinks: new Date('2026-11-24T10:00:00.000Z'),
      bookingChanges: new Date('2026-11-24T10:00:00.000Z'),
      sentEmailBodies: new Date('2026-10-26T10:00:00.000Z'),
      unconfirmedNewsletterSignUps: new Date('2026-11-18T10:00:00.000Z'),
    });
  });
});
