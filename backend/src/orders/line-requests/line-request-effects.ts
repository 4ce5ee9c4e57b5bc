import type { EntityManager } from 'typeorm';
import { LineRequestAnswerer, LineRequestState } from '@dw/contracts';
import type { AvailabilityService } from '../../availability/availability.service';
import type { EarningsLedgerService } from '../../payouts/earnings-ledger.service';
import type { OrderItem } from '../order-item.entity';

/** How a request was answered: by whom, and a decline's reason and note. */
export interface RequestAnswer {
  by: LineRequestAnswerer;
  reason?: string | null;
  note?: string | null;
}

/** What a line's effect may use: the transaction, the line and its backup size, the services. */
export interface RequestEffectContext {
  manager: EntityManager;
  orderId: string;
  /** The line answered and its backup size, if any: they move together. */
  lines: readonly OrderItem[];
  availability: AvailabilityService;
  earnings: EarningsLedgerService;
}

const nothing = async (): Promise<void> => {};

/** Let go: the line's days (and its backup's) are free again, and it earns nothing. */
const letGo = async ({ manager, orderId, lines, availability, earnings }: RequestEffectContext): Promise<void> => {
  await availability.releaseLines(manager, orderId, lines);
  await earnings.cancelLines(
    manager,
    lines.map((line) => line.id),
  );
};

/**
 * What entering each request state does to the line itself; what it does to the order (the money
 * owed, the renter's e-mail, cancelling an order left with no dress) follows in OrderProcess, which
 * sees all its lines. Exhaustive: a state without its effects is a compile error.
 */
export const REQUEST_EFFECTS: { readonly [S in LineRequestState]: (context: RequestEffectContext) => Promise<void> } = {
  // Placed: the order's own placement books and records it.
  requested: nothing,
  // Confirmed: it goes out with the order, as booked.
  accepted: nothing,
  declined: letGo,
  expired: letGo,
};

/** The columns an answer writes. */
export function answerColumns(to: LineRequestState, answer: RequestAnswer, now: Date): Partial<OrderItem> {
  return {
    requestState: to,
    answeredAt: now,
    answeredBy: answer.by,
    declineReason: to === 'declined' ? (answer.reason ?? null) : null,
    declineNote: to === 'declined' ? answer.note?.trim() || null : null,
  };
}
