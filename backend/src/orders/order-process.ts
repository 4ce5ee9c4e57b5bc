import type { EntityManager } from 'typeorm';
import { ORDER_TRANSITIONS, OrderStatus, TransitionTable } from '@dw/contracts';
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

/** What an effect may use: the transaction, the order and the day it happens (UK calendar). */
export interface OrderEffectContext {
  manager: EntityManager;
  orderId: string;
  today: string;
  availability: AvailabilityService;
}

/**
 * A message sent when an order enters a status. None is sent yet: the notifications module will
 * name its messages here (e.g. 'order-confirmed') and queue them in the same transaction.
 */
export type QueuedMessage = never;

export interface StatusEffects {
  /** What happens to the order's booked days. */
  bookings: (context: OrderEffectContext) => Promise<void>;
  /** Messages queued for the customer or the shop (none yet). */
  messages: readonly QueuedMessage[];
}

const keepBookings = async (): Promise<void> => {};

/** Exhaustive: a status without its effects is a compile error. */
export const ORDER_EFFECTS: Readonly<Record<OrderStatus, StatusEffects>> = {
  pending: { bookings: keepBookings, messages: [] },
  processing: { bookings: keepBookings, messages: [] },
  // The dress is back and clean: the days after today are free again.
  completed: { bookings: ({ availability, manager, orderId, today }) => availability.releaseAfter(manager, orderId, today), messages: [] },
  // Every day the order held is free again.
  cancelled: { bookings: ({ availability, manager, orderId }) => availability.releaseAll(manager, orderId), messages: [] },
};

/** Runs what entering `status` does, inside the status change's transaction. */
export async function enterStatus(status: OrderStatus, context: OrderEffectContext): Promise<void> {
  const effects = ORDER_EFFECTS[status];
  await effects.bookings(context);
  // effects.messages: queued here once the notifications module exists.
}
