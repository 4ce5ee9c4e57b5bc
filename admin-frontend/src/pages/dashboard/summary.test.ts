import type { OrderStatus } from '@dw/contracts';
import { activeOrderCount, dashboardSummary, londonMonth, monthlyRevenuePence, pendingCount } from './summary';
import { poundsText } from '../../app/format';

const order = (total: string, createdAt: string, status: OrderStatus = 'completed') => ({
  total,
  createdAt,
  status,
});

describe('monthly revenue', () => {
  const now = new Date('2026-03-18T12:00:00Z');

  it('adds up the totals of orders placed this calendar month only', () => {
    const orders = [
      order('68.00', '2026-03-01T09:00:00Z'),
      order('104.50', '2026-03-17T22:15:00Z'),
      order('0.10', '2026-03-18T00:00:00Z'),
      order('999.00', '2026-02-28T12:00:00Z'), // last month
      order('500.00', '2025-03-18T12:00:00Z'), // same month, last year
      order('250.00', '2026-04-01T08:00:00Z'), // next month
    ];
    expect(monthlyRevenuePence(orders, now)).toBe(6800 + 10450 + 10);
    expect(poundsText(monthlyRevenuePence(orders, now))).toBe('£172.60');
  });

  it('sums in pence, so float drift never shows', () => {
    const orders = Array.from({ length: 3 }, () => order('0.10', '2026-03-02T10:00:00Z'));
    expect(poundsText(monthlyRevenuePence(orders, now))).toBe('£0.30');
  });

  it('uses the UK calendar: 23:30 GMT on 31 March 2026 is already April in London (BST)', () => {
    expect(londonMonth(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04');
    expect(monthlyRevenuePence([order('40.00', '2026-03-31T23:30:00Z')], now)).toBe(0);
    expect(monthlyRevenuePence([order('40.00', '2026-02-28T23:59:59Z')], new Date('2026-02-01T00:00:00Z'))).toBe(4000);
  });

  it('leaves out cancelled orders, whatever their total, and keeps the other statuses', () => {
    const orders = [
      order('120.00', '2026-03-03T10:00:00Z', 'pending'),
      order('80.00', '2026-03-04T10:00:00Z', 'processing'),
      order('40.00', '2026-03-05T10:00:00Z', 'completed'),
      order('999.00', '2026-03-06T10:00:00Z', 'cancelled'),
    ];
    expect(poundsText(monthlyRevenuePence(orders, now))).toBe('£240.00');
    expect(monthlyRevenuePence([order('999.00', '2026-03-06T10:00:00Z', 'cancelled')], now)).toBe(0);
  });

  it('is £0.00 with no orders', () => {
    expect(poundsText(monthlyRevenuePence([], now))).toBe('£0.00');
  });

  it('groups thousands for reading', () => {
    expect(poundsText(monthlyRevenuePence([order('12345.60', '2026-03-05T10:00:00Z')], now))).toBe('£12,345.60');
  });
});

describe('active orders', () => {
  it('counts pending and processing, not completed or cancelled', () => {
    const orders = [
      order('1.00', '2026-03-01T00:00:00Z', 'pending'),
      order('1.00', '2026-03-01T00:00:00Z', 'processing'),
      order('1.00', '2026-03-01T00:00:00Z', 'processing'),
      order('1.00', '2026-03-01T00:00:00Z', 'completed'),
      order('1.00', '2026-03-01T00:00:00Z', 'cancelled'),
    ];
    expect(activeOrderCount(orders)).toBe(3);
    expect(activeOrderCount([])).toBe(0);
  });

  it('counts active orders whatever month they were placed in', () => {
    expect(activeOrderCount([order('1.00', '2020-01-01T00:00:00Z', 'pending')])).toBe(1);
  });
});

describe('pending counts and the whole summary', () => {
  it('counts only pending lender accounts and listings', () => {
    expect(pendingCount([{ status: 'pending' }, { status: 'approved' }, { status: 'rejected' }, { status: 'pending' }])).toBe(2);
    expect(pendingCount([{ status: 'live' }, { status: 'approved' }])).toBe(0);
  });

  it('combines the four figures', () => {
    const summary = dashboardSummary(
      [
        { ...order('45.00', '2026-03-10T10:00:00Z', 'pending'), id: 'a' },
        { ...order('30.00', '2026-01-10T10:00:00Z', 'completed'), id: 'b' },
      ] as never,
      [{ status: 'pending' }, { status: 'approved' }] as never,
      [{ status: 'pending' }, { status: 'pending' }, { status: 'live' }] as never,
      new Date('2026-03-18T12:00:00Z'),
    );
    expect(summary).toEqual({ monthlyRevenuePence: 4500, activeOrders: 1, pendingLenders: 1, pendingListings: 2 });
  });
});
