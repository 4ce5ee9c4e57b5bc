import { holdLimitMessage } from '@dw/contracts';

/** Who is placing an order, written so the same person matches however they type it. */
export interface ClientIdentity {
  address: string | null;
  email: string;
  phone: string;
}

/** Lower case, and without a '+tag' (ada+1@x.com is ada@x.com): the same mailbox either way. */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  return `${trimmed.slice(0, at).replace(/\+.*$/, '')}${trimmed.slice(at)}`;
}

/** Digits only, UK numbers in their national form: '+44 (0)7700 900123' is 07700900123. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('440')) return digits.slice(2);
  if (digits.startsWith('44')) return `0${digits.slice(2)}`;
  return digits;
}

/**
 * IPv4 as it is (also when mapped into IPv6); IPv6 cut to its /64, which one household or one
 * server is handed whole, so a client cannot step through its own addresses.
 */
export function normaliseAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1];
  if (!lower.includes(':')) return lower;
  const [head, tail = ''] = lower.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = lower.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, '') || '0')
    .join(':')}::/64`;
}

export function clientIdentity(address: string | null | undefined, email: string, phone: string): ClientIdentity {
  return { address: normaliseAddress(address), email: normaliseEmail(email), phone: normalisePhone(phone) };
}

/** The refusal for `wanted` more units on top of `held`, or null while within `limit`. */
export function holdProblem(held: number, wanted: number, limit: number): string | null {
  return held + wanted > limit ? holdLimitMessage(held, wanted, limit) : null;
}

/** Lock buckets a client's identifiers fall in: two orders sharing any identifier share a bucket. */
export const HOLD_LOCK_BUCKETS = 256;

export function holdLockBuckets(client: ClientIdentity, hash: (text: string) => number): number[] {
  const keys = [client.address && `a:${client.address}`, `e:${client.email}`, `p:${client.phone}`].filter((k): k is string => !!k);
  return [...new Set(keys.map((k) => hash(k) % HOLD_LOCK_BUCKETS))].sort((a, b) => a - b);
}

export interface PendingHold {
  orderId: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  units: number;
}

export interface Holder {
  emails: string[];
  phones: string[];
  addresses: string[];
  units: number;
  orderIds: string[];
}

/**
 * Pending orders grouped by client: orders that share an address, an email or a phone (directly or
 * through another order) are one client. Most units first.
 */
export function groupHolders(holds: readonly PendingHold[]): Holder[] {
  const parent = holds.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const firstWith = new Map<string, number>();
  holds.forEach((hold, i) => {
    for (const key of [hold.address && `a:${hold.address}`, hold.email && `e:${hold.email}`, hold.phone && `p:${hold.phone}`]) {
      if (!key) continue;
      const seen = firstWith.get(key);
      if (seen === undefined) firstWith.set(key, i);
      else parent[find(i)] = find(seen);
    }
  });
  const groups = new Map<number, PendingHold[]>();
  holds.forEach((hold, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), hold]));
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))].sort();
  return [...groups.values()]
    .map((members) => ({
      emails: distinct(members.map((m) => m.email)),
      phones: distinct(members.map((m) => m.phone)),
      addresses: distinct(members.map((m) => m.address)),
      units: members.reduce((sum, m) => sum + m.units, 0),
      orderIds: members.map((m) => m.orderId),
    }))
    .sort((a, b) => b.units - a.units);
}
