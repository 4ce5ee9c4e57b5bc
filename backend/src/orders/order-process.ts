import type { EntityManager } from 'typeorm';
import { EmailKind, ORDER_TRANSITIONS, OrderStatus, TransitionTable } from '@dw/contracts';
import type { AvailabilityService } from '../availability/availability.service';

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
  /** Queues `message` to the renter in the same transaction (the outbox sends it after commit). */
  notify: (message: QueuedMessage) => Promise<void>;
}

export interface StatusEffects {
  /** What happens to the order's booked days. */
  bookings: (context: OrderEffectContext) => Promise<void>;
  /** Messages queued for the renter, sent once the change commits. */
  messages: readonly QueuedMessage[];
}

const keepBookings = async (): Promise<void> => {};

/** Exhaustive: a status without its effects is a compile error. */
export const ORDER_EFFECTS: Readonly<Record<OrderStatus, StatusEffects>> = {
  pending: { bookings: keepBookings, messages: [] },
  // Dispatched: the dress is on its way.
  processing: { bookings: keepBookings, messages: ['order-dispatched'] },
  // The dress is back and clean: the days after today are free again.
  completed: {
    bookings: ({ availability, manager, orderId, today }) => availability.releaseAfter(manager, orderId, today),
    messages: ['order-returned'],
  },
  // Every day the order held is free again.
  cancelled: { bookings: ({ availability, manager, orderId }) => availability.releaseAll(manager, orderId), messages: ['order-cancelled'] },
};

/** Runs what entering `status` does, inside the status change's transaction. */
export async function enterStatus(status: OrderStatus, context: OrderEffectContext): Promise<void> {
  const effects = ORDER_EFFECTS[status];
  await effects.bookings(context);
  for (const message of effects.messages) await context.notify(message);
}
