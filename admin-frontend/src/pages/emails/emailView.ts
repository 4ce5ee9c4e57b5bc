import { STATUS_TONE_COLOURS, type EmailKind, type EmailStatus, type ToneColours } from '@dw/contracts';

/** Tag colours of the outbox states, the status tones of contracts; each pair is checked for 4.5:1 contrast in emailView.test.ts. */
export const EMAIL_STATUS_COLOURS: Readonly<Record<EmailStatus, ToneColours>> = {
  queued: STATUS_TONE_COLOURS.waiting,
  sending: STATUS_TONE_COLOURS.moving,
  sent: STATUS_TONE_COLOURS.good,
  failed: STATUS_TONE_COLOURS.bad,
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
