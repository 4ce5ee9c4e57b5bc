import type { EmailKind, EmailStatus } from '@dw/contracts';
import type { TagColours } from '../../components/statusColors';

/** Tag colours of the outbox states; each pair is checked for 4.5:1 contrast in emailView.test.ts. */
export const EMAIL_STATUS_COLOURS: Readonly<Record<EmailStatus, TagColours>> = {
  queued: { color: '#6e4400', background: '#fdf1d8', border: '#e9cf94' },
  sending: { color: '#1d4477', background: '#e5edf8', border: '#b4c8e6' },
  sent: { color: '#1c4d2e', background: '#e2f0e6', border: '#a9cfb5' },
  failed: { color: '#8a1a16', background: '#fbe6e4', border: '#ecb4ae' },
};

export const EMAIL_STATUS_LABELS: Readonly<Record<EmailStatus, string>> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** 'order-received' → 'Order received'; 'admin-listing-review' → 'Admin listing review'. */
export function emailKindText(kind: EmailKind): string {
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When a message left us, to the minute, in UK time: '25 Nov 2026, 09:30'. */
export function dateTimeText(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? instant : LONDON_TIME.format(d);
}
