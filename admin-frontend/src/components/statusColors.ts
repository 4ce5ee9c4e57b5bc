import type { LenderAccountStatus, ListingStatus, OrderStatus } from '@dw/contracts';

export type AnyStatus = OrderStatus | LenderAccountStatus | ListingStatus;

export interface TagColours {
  readonly color: string;
  readonly background: string;
  readonly border: string;
}

/**
 * Our own tag colours: antd's preset green is too light to read (it fails WCAG contrast). Each pair is
 * checked for at least 4.5:1 contrast in statusColors.test.ts.
 */
export const STATUS_COLOURS: Readonly<Record<AnyStatus, TagColours>> = {
  pending: { color: '#6e4400', background: '#fdf1d8', border: '#e9cf94' },
  processing: { color: '#1d4477', background: '#e5edf8', border: '#b4c8e6' },
  completed: { color: '#1c4d2e', background: '#e2f0e6', border: '#a9cfb5' },
  approved: { color: '#1c4d2e', background: '#e2f0e6', border: '#a9cfb5' },
  live: { color: '#ffffff', background: '#1c4d2e', border: '#1c4d2e' },
  rejected: { color: '#8a1a16', background: '#fbe6e4', border: '#ecb4ae' },
  // Greyed out: a cancelled order needs nothing more, unlike a rejected one someone may query.
  cancelled: { color: '#4a4640', background: '#ecebe8', border: '#cdc9c2' },
};

const LABELS: Readonly<Record<AnyStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  approved: 'Approved',
  live: 'Live',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export function statusLabel(status: AnyStatus): string {
  return LABELS[status] ?? status;
}
