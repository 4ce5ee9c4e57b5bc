import type { ClaimDecision, LenderAccountStatus, ListingStatus, RentalDuration } from '@dw/contracts';

/** One order line as the messages quote it; money as '45.00' strings like the rest of the API. */
export interface OrderLineFacts {
  productName: string;
  size: string;
  duration: RentalDuration;
  quantity: number;
  unitPrice: string;
  startDate: string;
  endDate: string;
  /** The free backup size sent with this line; absent without one (and on messages queued before backups). */
  backupSize?: string | null;
}

/** How the renter pays, as her confirmation e-mail says it. */
export type OrderPaymentFacts =
  | {
      method: 'bank-transfer';
      bankTransfer: { accountName: string; sortCode: string; accountNumber: string; reference: string; amount: string };
    }
  | { method: 'card' };

export interface OrderFacts {
  id: string;
  customerName: string;
  deliveryAddress: string;
  rentalStartDate: string;
  rentalEndDate: string;
  lines: OrderLineFacts[];
  subtotal: string;
  cleaningFee: string;
  insurance: string;
  /** A promo code's discount; absent on messages queued before promo codes existed. */
  discount?: string;
  promoCode?: string | null;
  total: string;
}

/** A dispatched parcel: the carrier's id (contracts CARRIER_IDS) and its normalised reference. */
export interface ShipmentFacts {
  carrier: string | null;
  reference: string;
}

/** A dress the renter sends back, as the return reminder names it. */
export interface ReturnedDressFacts {
  productName: string;
  size: string;
  quantity: number;
  isBackup: boolean;
}

/** One rental a payout covers, as the lender's e-mail lists it; her share as '33.63'. */
export interface PayoutRentalFacts {
  productName: string;
  size: string;
  startDate: string;
  endDate: string;
  amount: string;
}

/** A dress free on the renter's dates, suggested when one of hers is declined. */
export interface SimilarDressFacts {
  name: string;
  slug: string;
  /** Its 2-day price, '45.00'. */
  price: string;
}

/** Messages that name a lender carry its account id, so erasing the lender erases them too. */
export interface AboutLender {
  lenderId: string;
}

/**
 * Everything another module can ask NotificationsService.queue to send. `to` is the recipient
 * (admin notices go to ADMIN_EMAIL and carry none); the rest are the facts the template draws.
 */
export type NotificationMessage =
  | { kind: 'order-received'; to: string; order: OrderFacts; accessToken: string; payment?: OrderPaymentFacts }
  | {
      kind: 'payment-received';
      to: string;
      order: Pick<OrderFacts, 'id' | 'customerName'>;
      /** The order page's token, as an order update carries it; null for an order whose link it cannot rebuild. */
      accessToken: string | null;
      amount: string;
      method: string;
    }
  | {
      kind: 'refund-issued';
      to: string;
      order: Pick<OrderFacts, 'id' | 'customerName'>;
      accessToken: string | null;
      amount: string;
      reason: string;
      /** Everything taken has now gone back. */
      full: boolean;
    }
  /** A card held and let go, or a payment page that lapsed: the order is cancelled, and why. */
  | { kind: 'payment-released'; to: string; order: Pick<OrderFacts, 'id' | 'customerName'>; accessToken: string | null; reason: string }
  | {
      kind: 'order-dispatched' | 'order-returned' | 'order-cancelled';
      to: string;
      order: Pick<OrderFacts, 'id' | 'customerName' | 'rentalStartDate' | 'rentalEndDate'>;
      /** The order page's token, derived again for this e-mail; null for an order whose link it cannot rebuild. */
      accessToken: string | null;
      /** A dispatch's parcel, as stored on the order; absent or null without a tracking reference (and on older messages). */
      shipment?: ShipmentFacts | null;
    }
  /** A line declined by its lender (or expired unanswered): the dates are free, she pays nothing for it, and dresses free on her dates. */
  | {
      kind: 'booking-request-declined';
      to: string;
      order: Pick<OrderFacts, 'id' | 'customerName'>;
      line: Pick<OrderLineFacts, 'productName' | 'size' | 'startDate' | 'endDate'>;
      /** 'declined' with its reason's words, or 'expired'. */
      outcome: { kind: 'declined'; reason: string } | { kind: 'expired' };
      /** Every line of the order is out, so the order is cancelled. */
      orderCancelled: boolean;
      similar: SimilarDressFacts[];
      accessToken: string | null;
    }
  /** The day before the return post: what goes back, the day, how to send it and her order page. */
  | {
      kind: 'order-return-reminder';
      to: string;
      order: Pick<OrderFacts, 'id' | 'customerName' | 'rentalEndDate'>;
      /** The day she posts it back (rentalSchedule's returnPost), 'YYYY-MM-DD'. */
      returnPost: string;
      /** Every dress in the parcel, backup sizes included (they go back too). */
      dresses: ReturnedDressFacts[];
      accessToken: string | null;
    }
  /** Past the return post: how late, the late fee so far and how it grows, how to send it back. */
  | {
      kind: 'order-overdue';
      to: string;
      order: Pick<OrderFacts, 'id' | 'customerName' | 'rentalEndDate'>;
      /** The day it should have been posted, 'YYYY-MM-DD'. */
      returnPost: string;
      daysLate: number;
      /** Money as '45.00'. */
      feesSoFar: string;
      dailyFee: string;
      feeCap: string;
      accessToken: string | null;
    }
  /** To ADMIN_EMAIL: the card saved at checkout refused a charge after the rental; it is owed now. */
  | {
      kind: 'admin-charge-declined';
      orderId: string;
      customerName: string;
      customerEmail: string;
      /** What was charged: "Late return fees (2 days)", "Damage claim: …". */
      what: string;
      amount: string;
      /** The card's answer (card_declined, authentication_required, …). */
      failureCode: string;
    }
  /** To ADMIN_EMAIL: a dress not back NOT_RETURNED_AFTER_DAYS days after its return post. */
  | {
      kind: 'admin-order-not-returned';
      orderId: string;
      customerName: string;
      customerEmail: string;
      customerPhone: string;
      returnPost: string;
      daysLate: number;
      feesSoFar: string;
    }
  /** After the return: each dress she rented (never a backup size), and the private link to review them. */
  | {
      kind: 'review-invitation';
      to: string;
      order: Pick<OrderFacts, 'id' | 'customerName'>;
      dresses: { productName: string; size: string }[];
      reviewToken: string;
    }
  /**
   * A new message in a conversation about an order, to the other side: who wrote and a link to the
   * thread, never the text (so nothing hidden before acceptance can leak). `accessToken`: the renter's
   * order-page token (null for a lender, or an order whose link cannot be rebuilt).
   */
  | ({
      kind: 'message-received';
      to: string;
      recipient: 'renter' | 'lender';
      recipientFirstName: string;
      senderFirstName: string;
      orderId: string;
      accessToken: string | null;
    } & AboutLender)
  | ({
      kind: 'lender-account-received' | 'lender-account-approved';
      to: string;
      lenderName: string;
    } & AboutLender)
  | ({ kind: 'lender-account-rejected'; to: string; lenderName: string; reason: string } & AboutLender)
  | ({
      kind: 'listing-received' | 'listing-approved';
      to: string;
      lenderName: string;
      dressName: string;
    } & AboutLender)
  | ({ kind: 'listing-rejected'; to: string; lenderName: string; dressName: string; reason: string } & AboutLender)
  | ({ kind: 'listing-live'; to: string; lenderName: string; dressName: string; productSlug: string } & AboutLender)
  | ({
      kind: 'lender-dress-booked';
      to: string;
      lenderName: string;
      orderId: string;
      line: OrderLineFacts;
      /** When the request expires unanswered (ISO instant); absent on messages queued before requests. */
      deadline?: string | null;
    } & AboutLender)
  | ({ kind: 'admin-lender-review'; lenderName: string; lenderEmail: string } & AboutLender)
  | ({ kind: 'admin-listing-review'; lenderName: string; dressName: string } & AboutLender)
  /** The raw confirmation token: only here and, hashed, in newsletter_subscribers. */
  | { kind: 'newsletter-confirm'; to: string; token: string }
  | { kind: 'newsletter-subscribed'; to: string; unsubscribeToken: string }
  /**
   * The raw link token: it exists only in this message and, hashed, in lender_sign_in_links.
   * `signUpAttempt`: sent because someone tried to sign up with this address, and says so.
   */
  | ({ kind: 'lender-sign-in-link'; to: string; lenderName: string; token: string; signUpAttempt?: boolean } & AboutLender)
  /** The new bank details, already masked. */
  | ({ kind: 'lender-bank-details-changed'; to: string; lenderName: string; sortCode: string; accountNumber: string } & AboutLender)
  /** A damage claim on one of her dresses: what happened, what is asked, and until when she may answer on her order page. */
  | {
      kind: 'claim-opened';
      to: string;
      order: Pick<OrderFacts, 'id' | 'customerName'>;
      accessToken: string | null;
      dress: { productName: string; size: string };
      description: string;
      amount: string;
      /** ISO instant. */
      answerDueAt: string;
    }
  /** The admin's decision, to the renter: what (if anything) she is charged. */
  | {
      kind: 'claim-decided';
      to: string;
      order: Pick<OrderFacts, 'id' | 'customerName'>;
      accessToken: string | null;
      dress: { productName: string; size: string };
      decision: ClaimDecision;
      amount: string;
    }
  /** The admin's decision, to the lender: what (if anything) is added to her next payout. */
  | ({
      kind: 'lender-claim-decided';
      to: string;
      lenderName: string;
      orderId: string;
      dress: { productName: string; size: string };
      decision: ClaimDecision;
      amount: string;
    } & AboutLender)
  | ({
      kind: 'payout-paid';
      to: string;
      lenderName: string;
      /** 'YYYY-MM' */
      period: string;
      amount: string;
      /** The first rentals it covers (at most PAYOUT_EMAIL_RENTALS, in contracts). */
      rentals: PayoutRentalFacts[];
      rentalCount: number;
    } & AboutLender);

/**
 * A lender's or listing's status change, as the owning module reports it: NotificationsService
 * decides which message (if any) it means (domain/which-message.ts). An order's status messages are
 * named by the order process itself (orders/order-process.ts), with the rest of each status's effects.
 */
export type StatusChange =
  | ({
      kind: 'lender-account-status-changed';
      status: LenderAccountStatus;
      to: string;
      lenderName: string;
      /** The admin's reason when rejecting, quoted in the message. */
      reason?: string | null;
    } & AboutLender)
  | ({
      kind: 'listing-status-changed';
      status: ListingStatus;
      to: string;
      lenderName: string;
      dressName: string;
      /** The published product's slug when the listing went live. */
      productSlug: string | null;
      /** The admin's reason when rejecting, quoted in the message. */
      reason?: string | null;
    } & AboutLender);

/** What NotificationsService.queue accepts. */
export type NotificationRequest = NotificationMessage | StatusChange;
