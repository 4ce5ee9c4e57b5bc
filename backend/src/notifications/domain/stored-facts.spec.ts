import { renderBodies } from '../templates/render-message';
import type { NotificationMessage } from '../notification-message';
import { storedFacts } from './stored-facts';

const ctx = { publicUrl: 'https://shop.example', adminEmail: null };

describe('storedFacts', () => {
  it('keeps of an order update only what its template reads, and renders the same after a trip through JSON', async () => {
    const row = {
      id: '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f',
      customerName: 'Ada Lovelace',
      rentalStartDate: '2026-12-05',
      rentalEndDate: '2026-12-08',
      accessTokenHash: 'secret-hash',
      clientAddress: '203.0.113.9',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    };
    const message = { kind: 'order-dispatched', to: 'ada@example.com', order: row, accessToken: 'tok_EN-abc' } as NotificationMessage;
    const kept = JSON.parse(JSON.stringify(storedFacts(message))) as NotificationMessage;
    expect(kept).toEqual({
      kind: 'order-dispatched',
      to: 'ada@example.com',
      accessToken: 'tok_EN-abc',
      order: { id: row.id, customerName: 'Ada Lovelace', rentalStartDate: '2026-12-05', rentalEndDate: '2026-12-08' },
    });
    expect(JSON.stringify(kept)).not.toMatch(/secret-hash|203\.0\.113\.9/);
    expect(await renderBodies(kept, ctx)).toEqual(await renderBodies(message, ctx));
  });

  it("keeps a dispatch's parcel (carrier and reference) and renders the same tracking line after a trip through JSON", async () => {
    const row = {
      id: '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f',
      customerName: 'Ada',
      rentalStartDate: '2026-12-05',
      rentalEndDate: '2026-12-08',
    };
    const message = {
      kind: 'order-dispatched',
      to: 'ada@example.com',
      order: row,
      accessToken: 'tok',
      shipment: { carrier: 'evri', reference: 'H01ABC1234567890' },
    } as NotificationMessage;
    const kept = JSON.parse(JSON.stringify(storedFacts(message))) as NotificationMessage;
    expect(kept).toMatchObject({ shipment: { carrier: 'evri', reference: 'H01ABC1234567890' } });
    const bodies = await renderBodies(kept, ctx);
    expect(bodies.text).toContain('https://www.evri.com/track/parcel/H01ABC1234567890/details');
    expect(bodies).toEqual(await renderBodies(message, ctx));
  });

  it('passes other messages through as they are: plain facts already', () => {
    const message: NotificationMessage = { kind: 'newsletter-subscribed', to: 'ada@example.com', unsubscribeToken: 'tok' };
    expect(storedFacts(message)).toBe(message);
  });
});
