import {
  LENDER_ACCOUNT_STATUS_TEXT,
  LISTING_STATUS_TEXT,
  ORDER_STATUS_TEXT,
  STATUS_TONE_COLOURS,
  type LenderAccountStatus,
  type ListingStatus,
  type OrderStatus,
  type StatusText,
  type ToneColours,
} from '@dw/contracts';

export type AnyStatus = OrderStatus | LenderAccountStatus | ListingStatus;

/** Whose status a tag shows: the same value (`pending`) reads differently on an order and on a listing. */
export type StatusOf = 'order' | 'lender' | 'listing';

const TEXT: Readonly<Record<StatusOf, Readonly<Record<string, StatusText>>>> = {
  order: ORDER_STATUS_TEXT,
  lender: LENDER_ACCOUNT_STATUS_TEXT,
  listing: LISTING_STATUS_TEXT,
};

/** The words and tag colours of a status, from contracts (the shop, the lender area and the e-mails use the same). */
export function statusText(of: StatusOf, status: AnyStatus): StatusText & { colours: ToneColours } {
  const text = TEXT[of][status] ?? { label: status, tone: 'quiet', action: null };
  return { ...text, colours: STATUS_TONE_COLOURS[text.tone] };
}

export function statusLabel(of: StatusOf, status: AnyStatus): string {
  return statusText(of, status).label;
}
