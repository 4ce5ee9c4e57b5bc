import { PENDING_HOLD_LIMIT } from '@dw/contracts';
import {
  HOLD_LOCK_BUCKETS,
  clientIdentity,
  groupHolders,
  holdLockBuckets,
  holdProblem,
  normaliseAddress,
  normaliseEmail,
  normalisePhone,
} from './client-holds';

describe('client identity', () => {
  it('matches an email however it is typed', () => {
    expect(normaliseEmail('  Ada.L+party@Example.COM ')).toBe('ada.l@example.com');
    expect(normaliseEmail('ada@example.com')).toBe('ada@example.com');
  });

  it('matches a UK phone in national or international form', () => {
    expect(normalisePhone('07700 900123')).toBe('07700900123');
    expect(normalisePhone('+44 7700 900123')).toBe('07700900123');
    expect(normalisePhone('+44 (0)7700-900-123')).toBe('07700900123');
  });

  it('keeps IPv4, unmaps IPv4 in IPv6 and cuts IPv6 to its /64', () => {
    expect(normaliseAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(normaliseAddress('2001:DB8:0:1:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(normaliseAddress('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress(undefined)).toBeNull();
  });
});

describe('holdProblem', () => {
  it('lets a client reach the limit and no further', () => {
    expect(holdProblem(0, PENDING_HOLD_LIMIT, PENDING_HOLD_LIMIT)).toBeNull();
    expect(holdProblem(4, 2, 6)).toBeNull();
    expect(holdProblem(4, 3, 6)).toBe(
      'You already have 4 dresses reserved in orders we have not confirmed yet, and we reserve at most 6 dresses for one customer until we confirm their orders. You can order up to 2 dresses more now, or contact us for a larger order.',
    );
    expect(holdProblem(6, 1, 6)).toContain('Please wait until we confirm them');
    expect(holdProblem(0, 7, 6)).toBe(
      'This order has 7 dresses, but we reserve at most 6 dresses for one customer until we confirm their orders. Please order fewer, or contact us for a larger order.',
    );
  });
});

describe('holdLockBuckets', () => {
  it('gives each identifier a bucket, sorted and without repeats', () => {
    const hash = (text: string) => text.length;
    const buckets = holdLockBuckets(clientIdentity('10.0.0.1', 'a@b.co', '07700 900123'), hash);
    expect(buckets).toEqual([...new Set(buckets)].sort((a, b) => a - b));
    expect(buckets.every((b) => b >= 0 && b < HOLD_LOCK_BUCKETS)).toBe(true);
  });
});

describe('groupHolders', () => {
  it('joins orders sharing any identifier, also through a third order, and keeps strangers apart', () => {
    const groups = groupHolders([
      { orderId: 'o1', address: '10.0.0.1', email: 'a@x.com', phone: '0111', units: 2 },
      { orderId: 'o2', address: '10.0.0.2', email: 'b@x.com', phone: '0111', units: 3 },
      { orderId: 'o3', address: '10.0.0.2', email: 'c@x.com', phone: '0333', units: 1 },
      { orderId: 'o4', address: null, email: 'd@x.com', phone: '0444', units: 1 },
    ]);
    expect(groups).toEqual([
      {
        emails: ['a@x.com', 'b@x.com', 'c@x.com'],
        phones: ['0111', '0333'],
        addresses: ['10.0.0.1', '10.0.0.2'],
        units: 6,
        orderIds: ['o1', 'o2', 'o3'],
      },
      { emails: ['d@x.com'], phones: ['0444'], addresses: [], units: 1, orderIds: ['o4'] },
    ]);
  });
});
