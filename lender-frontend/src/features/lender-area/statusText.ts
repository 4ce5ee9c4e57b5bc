import {
  ORDER_STATUS_TEXT,
  type EarningStatus,
  type LenderAccountStatus,
  type ListingStatus,
  type OrderStatus,
  type PayoutStatus,
} from '@dw/contracts';
import type { Tone } from './areaParts';

interface Shown {
  label: string;
  tone: Tone;
}

export const ACCOUNT_STATUS: Readonly<Record<LenderAccountStatus, Shown & { text: string }>> = {
  pending: {
    label: 'Under review',
    tone: 'neutral',
    text: 'We are reviewing your account, usually within 24-48 hours. We will email you as soon as it is approved.',
  },
  approved: {
    label: 'Approved',
    tone: 'good',
    text: 'Your account is approved: your dresses can go live and you are paid on the 1st of each month.',
  },
  rejected: {
    label: 'Not approved',
    tone: 'bad',
    text: 'We could not approve your account. If you think this is a mistake, our lender team will gladly help.',
  },
};

export const LISTING_STATUS: Readonly<Record<ListingStatus, Shown>> = {
  pending: { label: 'In review', tone: 'neutral' },
  approved: { label: 'Approved', tone: 'good' },
  rejected: { label: 'Not approved', tone: 'bad' },
  live: { label: 'Live', tone: 'ink' },
};

/** A booking's badge: the order's status in the words every screen uses (contracts), or 'Blocked by you' for days the lender held. */
export function orderStatusBadge(status: OrderStatus | null): Shown {
  if (!status) return { label: 'Blocked by you', tone: 'quiet' };
  const { label, tone } = ORDER_STATUS_TEXT[status];
  return { label, tone };
}

export const EARNING_STATUS: Readonly<Record<EarningStatus, Shown>> = {
  pending: { label: 'Pending', tone: 'neutral' },
  earned: { label: 'Earned', tone: 'good' },
  cancelled: { label: 'Cancelled', tone: 'quiet' },
  paid: { label: 'Paid', tone: 'ink' },
};

export const PAYOUT_STATUS: Readonly<Record<PayoutStatus, Shown>> = {
  scheduled: { label: 'Scheduled', tone: 'neutral' },
  paid: { label: 'Paid', tone: 'ink' },
};
