import type { EntityManager } from 'typeorm';
import { EmailKind, ORDER_TRANSITIONS, OrderStatus, TransitionTable } from '@dw/contracts';
import type { AvailabilityService } from '../availability/availability.service';
import type { PayoutsService } from '../payouts/payouts.service';

/**
 * The order's life in one place, in the spirit of Vendure's default order process: which moves are
 * allowed (the table in contracts, which the admin app's buttons read too) and, for every status,
 * what entering it does. The effects run inside the status change's transaction, so a status and
 * its consequences are written together or not at all.
 *
 * To add a status: add it to ORDER_STATUSES and ORDER_TRANSITIONS in contracts; this file then does
 * not compile until the new status has its entry in ORDER_EFFECTS.
 */
export const ORDER_PROCESS_TRANSITIONS: TransitionTable<OrderStatus> = ORDER_TRANSITIONS;

/** A message to the renter when their order enters a status (templates in notifications/templates). */
export type QueuedMessage = Extract<EmailKind, 'order-dispatched' | 'order-returned' | 'order-cancelled'>;

/** What an effect may use: the transaction, the order, the day it happens (UK calendar), the mailer. */
export interface OrderEffectContext {
  manager: EntityManager;
  orderId: string;
  today: string;
  availability: AvailabilityService;
  payouts: PayoutsService;
  /** Queues `message` to the renter in the same transaction (the outbox sends it after commit). */
  notify: (message: QueuedMessage) => Promise<void>;
}

export interface StatusEffects {
  /** What happens to the order's booked days. */
  bookings: (context: OrderEffectContext) => Promise<void>;
  /** Messages queued for the renter, sent once the change commits. */
  messages: readonly QueuedMessage[];
  /** What happens to the lenders' earnings from the order's lines. */
  earnings: (context: OrderEffectContext) => Promise<void>;
}

const keepBookings = async (): Promise<void> => {};
const keepEarnings = async (): Promise<void> => {};

/** Exhaustive: a status without its effects is a compile error. */
export const ORDER_EFFECTS: Readonly<Record<OrderStatus, StatusEffects>> = {
  // Placed: each lender's line already has its earning, pending (written by the checkout).
  pending: { bookings: keepBookings, messages: [], earnings: keepEarnings },
  // Dispatched: the dress is on its way.
  processing: { bookings: keepBookings, messages: ['order-dispatched'], earnings: keepEarnings },
  // The dress is back and clean: the days after today are free again, and the lenders have earned
  // their share today (a UK day: its month is the payout it goes into).
  completed: {
    bookings: ({ availability, manager, orderId, today }) => availability.releaseAfter(manager, orderId, today),
    messages: ['order-returned'],
    earnings: ({ payouts, manager, orderId, today }) => payouts.earnOrder(manager, orderId, today),
  },
  // Every day the order held is free again; nobody earns from it.
  cancelled: {
    bookings: ({ availability, manager, orderId }) => availability.releaseAll(manager, orderId),
    messages: ['order-cancelled'],
    earnings: ({ payouts, manager, orderId }) => payouts.cancelOrder(manager, orderId),
  },
};

/** Runs what entering `status` does, inside the status change's transaction. */
export async function enterStatus(status: OrderStatus, context: OrderEffectContext): Promise<void> {
  const effects = ORDER_EFFECTS[status];
  await effects.bookings(context);
  await effects.earnings(context);
  for (const message of effects.messages) await context.notify(message);
}
