import { Injectable } from '@nestjs/common';
import { EntityManager, In, IsNull } from 'typeorm';
import {
  LINE_REQUEST_RELEASED,
  LINE_REQUEST_TRANSITIONS,
  LineRequestState,
  ORDER_INITIAL_STATUS,
  ORDER_TRANSITIONS,
  OrderStatus,
  RentalDuration,
  declineReasonLabel,
  orderDispatchDate,
  toPence,
  todayInLondon,
} from '@dw/contracts';
import { AvailabilityService, type StockedProduct } from '../availability/availability.service';
import { AppError } from '../common/app-error';
import { assertTransition, transitionStatus } from '../common/state-machine';
import type { LenderContact } from '../lenders/lenders.service';
import { NotificationsService, type SimilarDressFacts } from '../notifications/notifications.service';
import { PaymentsService } from '../payments/payments.service';
import { EarningsLedgerService } from '../payouts/earnings-ledger.service';
import { DispatchDetails } from './domain/dispatch-details';
import { GuardedOrder, guardOf } from './domain/order-guards';
import { requestGuardOf } from './line-requests/domain/line-request-guards';
import { requestDeadline } from './line-requests/domain/request-deadline';
import { REQUEST_EFFECTS, RequestAnswer, answerColumns } from './line-requests/line-request-effects';
import { OrderItem } from './order-item.entity';
import { OrderLinks } from './order-links';
import { tallied, updateTallies } from './order-tallies';
import { Order } from './order.entity';

/**
 * The order's life in one place, in the manner of Vendure's default order process: which moves
 * exist (ORDER_TRANSITIONS in contracts, which the admin's buttons read too), whether this order
 * may make one now (ORDER_GUARDS, domain/order-guards.ts), and what entering each status does
 * (ORDER_EFFECTS below). OrderProcess is the only writer of `orders.status`, from the insert of a
 * placed order to its last move (architecture.spec.ts checks that nothing else writes it); every
 * step runs in the caller's transaction, so a status and its consequences land together or not at all.
 *
 * Each line of an order is also a booking request to its lender (line-requests/): its own table
 * (LINE_REQUEST_TRANSITIONS), guards and effects, answered here in the order's transaction, since a
 * declined line changes what the order owes and may leave it nothing to send (then it is cancelled).
 *
 * To add a status: ORDER_STATUSES / ORDER_TRANSITIONS and its words in contracts; this module then
 * does not compile until each new move has its guard and the status its effects.
 */

/** Written by the late-fee job once the order is late; a new order has none. */
type OverdueStamps = 'overdueSince' | 'lateFeeCapPence' | 'overdueNoticeDay' | 'notReturnedReportedAt';

/** A line of an order being placed, as checkout priced and dated it. */
export interface PlacedLine {
  id: string;
  productId: string;
  productName: string;
  size: string;
  duration: RentalDuration;
  quantity: number;
  unitPrice: string;
  startDate: string;
  endDate: string;
  /** The lender whose dress it is; undefined for the shop's own stock. */
  lender: LenderContact | undefined;
  /** The free backup size of the line before it: booked like it, earns nothing, named in the e-mails under its line. */
  isBackup: boolean;
}

/** Everything checkout decided about a new order; the process writes it and enters `pending`. */
export interface Placement {
  /** A new order has no parcel yet (its carrier and reference come with its dispatch) and no reminder sent. */
  order: Omit<Order, 'status' | 'items' | 'carrier' | 'trackingReference' | 'returnReminderSentAt' | OverdueStamps | 'reviewTokenHash'>;
  lines: readonly PlacedLine[];
  /** The ordered products, locked by checkout, whose units the lines take (and whether the shop's own wait for the admin). */
  products: ReadonlyMap<string, StockedProduct & { requiresApproval?: boolean }>;
  /** The renter's order-page token, in clear only in her confirmation e-mail. */
  accessToken: string;
  /** She agreed at checkout that the card may be charged later (late return, damage). */
  chargesConsent: boolean;
}

/** What an effect may use: the transaction, the order as it was before the move, the UK day, the services. */
export interface OrderEffectContext {
  manager: EntityManager;
  order: Order;
  today: string;
  availability: AvailabilityService;
  earnings: EarningsLedgerService;
  notifications: NotificationsService;
  links: OrderLinks;
  payments: PaymentsService;
}

/** Entering the first status also has the placement: the lines, their products and the renter's token. */
export interface PlacedEffectContext extends OrderEffectContext {
  placement: Placement;
  /** The deadline of each line placed as an open request, by line id. */
  requests?: ReadonlyMap<string, Date>;
}

export interface StatusEffects<C extends OrderEffectContext> {
  /** What happens to the order's booked days. */
  bookings: (context: C) => Promise<void>;
  /** What happens to the lenders' earnings from the order's lines. */
  earnings: (context: C) => Promise<void>;
  /** What happens to the renter's money: awaited, taken, let go or given back (payments/). */
  payment: (context: C) => Promise<void>;
  /** The e-mails queued (sent once the change commits). */
  messages: (context: C) => Promise<void>;
}

type ContextOf<S extends OrderStatus> = S extends typeof ORDER_INITIAL_STATUS ? PlacedEffectContext : OrderEffectContext;

const nothing = async (): Promise<void> => {};
const tellRenter =
  (kind: 'order-dispatched' | 'order-returned' | 'order-cancelled') =>
  async ({ manager, notifications, links, order }: OrderEffectContext) =>
    notifications.queue(manager, {
      kind,
      to: order.customerEmail,
      order,
      accessToken: await links.forExistingOrder(manager, order.id),
      // Only the dispatch e-mail names the parcel.
      ...(kind === 'order-dispatched' && order.trackingReference
        ? { shipment: { carrier: order.carrier, reference: order.trackingReference } }
        : {}),
    });

/**
 * Invites the renter of a returned order to review each dress she rented (a backup size is not a
 * rental of its own): the link's hash is stored with the order, the clear token only in the e-mail.
 */
async function inviteReviews({ manager, notifications, links, order }: OrderEffectContext): Promise<void> {
  const items = await manager
    .getRepository(OrderItem)
    .find({ where: { orderId: order.id, isBackup: false }, order: { productName: 'ASC', id: 'ASC' } });
  if (items.length === 0) return;
  const { token, hash } = links.forReview(order.id);
  await manager.update(Order, { id: order.id }, { reviewTokenHash: hash });
  await notifications.queue(manager, {
    kind: 'review-invitation',
    to: order.customerEmail,
    order: { id: order.id, customerName: order.customerName },
    dresses: items.map(({ productName, size }) => ({ productName, size })),
    reviewToken: token,
  });
}

/**
 * What entering each status does, besides the tallies (every move changes them; they are written
 * once per batch of moves, last, so the few hot rows they lock are held only until the commit).
 * Exhaustive: a status without its effects is a compile error.
 */
export const ORDER_EFFECTS: { readonly [S in OrderStatus]: StatusEffects<ContextOf<S>> } = {
  // Placed: each line takes its units for its dates (409 if someone was quicker), each lender's
  // line earns her share, pending until the order is returned; the renter and the lenders are told.
  pending: {
    bookings: ({ manager, availability, order, placement }) => availability.reserve(manager, order.id, placement.lines, placement.products),
    earnings: ({ manager, earnings, order, placement }) =>
      earnings.recordEarnings(
        manager,
        placement.lines.flatMap((line) =>
          line.lender && !line.isBackup
            ? [
                {
                  orderId: order.id,
                  orderItemId: line.id,
                  lenderAccountId: line.lender.id,
                  productName: line.productName,
                  size: line.size,
                  startDate: line.startDate,
                  endDate: line.endDate,
                  rentalFeePence: toPence(line.unitPrice) * line.quantity,
                },
              ]
            : [],
        ),
      ),
    payment: ({ manager, payments, order, placement }) => payments.open(manager, order, { chargesConsent: placement.chargesConsent }),
    messages: async ({ manager, notifications, payments, order, placement, requests }) => {
      // A backup is told under its line ("UK 10 (backup size, free)"), not as a line of its own.
      const mains = placement.lines.filter((line) => !line.isBackup);
      const backupOf = (productId: string) => placement.lines.find((l) => l.isBackup && l.productId === productId)?.size ?? null;
      const lines = mains.map(({ productId, productName, size, duration, quantity, unitPrice, startDate, endDate }) => ({
        productName,
        size,
        duration,
        quantity,
        unitPrice,
        startDate,
        endDate,
        backupSize: backupOf(productId),
      }));
      await notifications.queue(manager, {
        kind: 'order-received',
        to: order.customerEmail,
        accessToken: placement.accessToken,
        payment: payments.paymentFacts(order),
        order: {
          id: order.id,
          customerName: order.customerName,
          deliveryAddress: order.deliveryAddress,
          rentalStartDate: order.rentalStartDate,
          rentalEndDate: order.rentalEndDate,
          subtotal: order.subtotal,
          cleaningFee: order.cleaningFee,
          insurance: order.insurance,
          discount: order.discount,
          promoCode: order.promoCode,
          total: order.total,
          lines,
        },
      });
      for (const [i, line] of mains.entries()) {
        if (!line.lender) continue;
        await notifications.queue(manager, {
          kind: 'lender-dress-booked',
          to: line.lender.email,
          lenderId: line.lender.id,
          lenderName: line.lender.fullName,
          orderId: order.id,
          line: lines[i],
          deadline: requests?.get(line.id)?.toISOString() ?? null,
        });
      }
    },
  },
  // Dispatched: the order is confirmed, so requests still open are accepted on their lenders' behalf
  // (declined and expired lines hold no days and are not sent), a held card is charged what is owed
  // now; the dress is on its way.
  processing: {
    bookings: async ({ manager, order }) => {
      if (!canAnswer('requested', 'accepted')) return;
      await manager
        .getRepository(OrderItem)
        .update({ orderId: order.id, requestState: 'requested' }, answerColumns('accepted', { by: 'admin' }, new Date()));
    },
    earnings: nothing,
    payment: ({ manager, payments, order }) => payments.onConfirmed(manager, order),
    messages: tellRenter('order-dispatched'),
  },
  // Returned: the days after today are free again, and the lenders have earned their share today
  // (a UK day: its month is the payout it goes into).
  completed: {
    bookings: ({ manager, availability, order, today }) => availability.releaseAfter(manager, order.id, today),
    earnings: ({ manager, earnings, order, today }) => earnings.earnOrder(manager, order.id, today),
    payment: nothing,
    messages: async (context) => {
      await tellRenter('order-returned')(context);
      await inviteReviews(context);
    },
  },
  // Every day the order held is free again; nobody earns from it; a held card is let go and money
  // taken goes back in full.
  cancelled: {
    bookings: ({ manager, availability, order }) => availability.releaseAll(manager, order.id),
    earnings: ({ manager, earnings, order }) => earnings.cancelOrder(manager, order.id),
    payment: ({ manager, payments, order }) => payments.onCancelled(manager, order),
    messages: tellRenter('order-cancelled'),
  },
};

/** Runs what entering `status` does: bookings, then earnings, then the payment, then e-mails. */
export async function enterStatus<S extends OrderStatus>(status: S, context: ContextOf<S>): Promise<void> {
  const effects = ORDER_EFFECTS[status] as StatusEffects<ContextOf<S>>;
  await effects.bookings(context);
  await effects.earnings(context);
  await effects.payment(context);
  await effects.messages(context);
}

/** 409 unless the table has `from → to` and its guard lets this order through. */
export function checkMove(from: OrderStatus | null, to: OrderStatus, order: GuardedOrder): void {
  if (from !== null) assertTransition(ORDER_TRANSITIONS, 'order', from, to);
  const guard = guardOf(from, to);
  if (!guard) throw AppError.conflict(`An order cannot start as ${to}.`, 'ILLEGAL_TRANSITION');
  const refusal = guard(order);
  if (refusal) throw AppError.conflict(refusal, 'ILLEGAL_TRANSITION');
}

const orderNotFound = () => AppError.notFound('Order not found.', 'ORDER_NOT_FOUND');

const canAnswer = (from: LineRequestState, to: LineRequestState) =>
  (LINE_REQUEST_TRANSITIONS[from] as readonly LineRequestState[]).includes(to);

export const REQUEST_ALREADY_ANSWERED = 'This request has already been answered (or it expired).';

/** Each line's request as placed: a lender's dress (or the shop's own marked for approval) waits for its answer; a backup follows its line. */
function placedRequests(
  placement: Placement,
  now: Date,
): Map<string, Pick<OrderItem, 'requestState' | 'requestDeadline' | 'answeredAt' | 'answeredBy'>> {
  const deadline = requestDeadline(
    now,
    orderDispatchDate({
      rentalStartDate: placement.order.rentalStartDate,
      items: placement.lines.map((l) => ({ startDate: l.startDate, duration: l.duration })),
    }),
  );
  const asks = (line: PlacedLine) => line.lender !== undefined || placement.products.get(line.productId)?.requiresApproval === true;
  const mainOf = (backup: PlacedLine) =>
    placement.lines.find((l) => !l.isBackup && l.productId === backup.productId && l.startDate === backup.startDate) ?? backup;
  return new Map(
    placement.lines.map((line) => {
      const requested = asks(line.isBackup ? mainOf(line) : line);
      return [
        line.id,
        requested
          ? { requestState: 'requested' as const, requestDeadline: deadline, answeredAt: null, answeredBy: null }
          : { requestState: 'accepted' as const, requestDeadline: null, answeredAt: now, answeredBy: 'shop' as const },
      ];
    }),
  );
}

@Injectable()
export class OrderProcess {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly earnings: EarningsLedgerService,
    private readonly notifications: NotificationsService,
    private readonly links: OrderLinks,
    private readonly payments: PaymentsService,
  ) {}

  /** Writes a new order and its lines in the initial status and runs what entering it does. */
  async place(manager: EntityManager, placement: Placement): Promise<void> {
    const today = todayInLondon();
    checkMove(null, ORDER_INITIAL_STATUS, { lineCount: placement.lines.length, rentalEndDate: placement.order.rentalEndDate, today });
    const order = {
      ...placement.order,
      carrier: null,
      trackingReference: null,
      returnReminderSentAt: null,
      overdueSince: null,
      lateFeeCapPence: null,
      overdueNoticeDay: null,
      notReturnedReportedAt: null,
      reviewTokenHash: null,
      status: ORDER_INITIAL_STATUS,
    } as Order;
    await manager.insert(Order, order);
    const requests = placedRequests(placement, placement.order.createdAt);
    await manager.insert(
      OrderItem,
      placement.lines.map(({ lender, ...line }) => ({
        ...line,
        orderId: order.id,
        lenderAccountId: lender?.id ?? null,
        ...requests.get(line.id),
      })),
    );
    const deadlines = new Map([...requests].flatMap(([id, r]) => (r.requestDeadline ? [[id, r.requestDeadline] as const] : [])));
    await enterStatus(ORDER_INITIAL_STATUS, { ...this.context(manager, order, today), placement, requests: deadlines });
    await updateTallies(manager, [{ before: null, after: tallied(order) }]);
  }

  /**
   * Moves one order from the status it was read in; of two admins pressing at once exactly one
   * moves it, the other gets 409 (the move is illegal from where it is now, or it changed meanwhile).
   * A dispatch's carrier and reference are written with it, after the status and before its effects.
   */
  async move(manager: EntityManager, order: Order, to: OrderStatus, dispatch?: DispatchDetails): Promise<void> {
    const today = todayInLondon();
    checkMove(order.status, to, await this.guarded(manager, order, today));
    await transitionStatus(manager, {
      entity: Order,
      label: 'order',
      table: ORDER_TRANSITIONS,
      id: order.id,
      from: order.status,
      to,
      changedMeanwhile: 'This order was just changed by someone else - please reload it.',
      notFound: orderNotFound,
    });
    // Before the effects, so the dispatch e-mail they queue carries the tracking link.
    const moved = dispatch ? { ...order, ...dispatch } : order;
    if (dispatch) await manager.update(Order, { id: order.id }, dispatch);
    await enterStatus(to, this.context(manager, moved, today));
    await updateTallies(manager, [{ before: tallied(order), after: tallied({ ...order, status: to }) }]);
  }

  /**
   * Moves those of `ids` that are in `from` to `to`, together: the table and every order's guard
   * are checked before anything is written (one refusal refuses them all, 409), then each row is
   * moved while it is still in `from` (orders that moved on meanwhile are left alone), then the
   * effects, then the tallies. Returns the ids moved.
   */
  async moveAll(manager: EntityManager, ids: readonly string[], from: OrderStatus, to: OrderStatus): Promise<string[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
    if (unique.length === 0) return [];
    const today = todayInLondon();
    const found = await manager.getRepository(Order).find({ where: { id: In(unique), status: from }, order: { id: 'ASC' } });
    assertTransition(ORDER_TRANSITIONS, 'order', from, to);
    const lineCounts = await this.lineCounts(
      manager,
      found.map((o) => o.id),
    );
    for (const order of found) checkMove(from, to, { lineCount: lineCounts.get(order.id) ?? 0, rentalEndDate: order.rentalEndDate, today });
    const moved: Order[] = [];
    // Every order row is locked before any effect: freeing days takes the bookings version row,
    // which a single move takes after its one order row, so the two never wait on each other.
    for (const order of found) {
      const result = await manager.getRepository(Order).update({ id: order.id, status: from }, { status: to });
      if (result.affected) moved.push(order);
    }
    for (const order of moved) await enterStatus(to, this.context(manager, order, today));
    await updateTallies(
      manager,
      moved.map((o) => ({ before: tallied(o), after: tallied({ ...o, status: to }) })),
    );
    return moved.map((o) => o.id);
  }

  /**
   * Answers one line's booking request (and its backup size's) of an order the caller has locked:
   * the table and the guard decide, then one conditional write while the line is still requested,
   * so of two answers at once exactly one lands (409 REQUEST_ALREADY_ANSWERED for the other). A
   * declined or expired line is let go (its days, its earning); the order then owes less, or, with
   * no dress left, is cancelled; the renter is told, with `similar` dresses free on her dates.
   */
  async answerRequest(
    manager: EntityManager,
    order: Order,
    item: OrderItem,
    to: LineRequestState,
    answer: RequestAnswer,
    now: Date,
    similar: readonly SimilarDressFacts[] = [],
  ): Promise<void> {
    if (item.requestState !== 'requested') throw AppError.conflict(REQUEST_ALREADY_ANSWERED, 'REQUEST_ALREADY_ANSWERED');
    const guard = requestGuardOf(item.requestState, to);
    if (!guard) throw AppError.conflict(`A booking request cannot move from ${item.requestState} to ${to}.`, 'ILLEGAL_TRANSITION');
    const refusal = guard({ orderStatus: order.status, deadline: item.requestDeadline, now });
    if (refusal) throw AppError.conflict(refusal, 'ILLEGAL_TRANSITION');
    const items = await manager.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    const backup = items.find((i) => i.isBackup && !item.isBackup && i.productId === item.productId && i.startDate === item.startDate);
    const columns = answerColumns(to, answer, now);
    const moved = await manager.getRepository(OrderItem).update({ id: item.id, requestState: 'requested' }, columns);
    if (!moved.affected) throw AppError.conflict(REQUEST_ALREADY_ANSWERED, 'REQUEST_ALREADY_ANSWERED');
    if (backup) await manager.getRepository(OrderItem).update({ id: backup.id, requestState: 'requested' }, columns);
    const answered = [item, ...(backup ? [backup] : [])];
    await REQUEST_EFFECTS[to]({ manager, orderId: order.id, lines: answered, availability: this.availability, earnings: this.earnings });
    if (!LINE_REQUEST_RELEASED.includes(to)) return;

    const after = items.map((i) => (answered.some((a) => a.id === i.id) ? { ...i, requestState: to } : i));
    const kept = (i: OrderItem) => !LINE_REQUEST_RELEASED.includes(i.requestState);
    const orderCancelled = !after.some((i) => !i.isBackup && kept(i));
    const reason = to === 'declined' ? declineReasonLabel(columns.declineReason ?? null) : null;
    if (orderCancelled) {
      await this.move(manager, order, 'cancelled');
    } else {
      const owed = this.payments.payableOf({
        lines: after.map((i) => ({ feePence: toPence(i.unitPrice) * i.quantity, kept: kept(i) })),
        cleaningPence: toPence(order.cleaningFee),
        insurancePence: toPence(order.insurance),
        discountPence: toPence(order.discount),
      });
      await this.payments.onLinesReleased(manager, order, owed, `${item.productName} ${reason ? 'declined' : 'not confirmed in time'}`);
    }
    await this.notifications.queue(manager, {
      kind: 'booking-request-declined',
      to: order.customerEmail,
      order: { id: order.id, customerName: order.customerName },
      line: {
        productName: item.productName,
        size: item.size,
        startDate: item.startDate ?? order.rentalStartDate,
        endDate: item.endDate ?? order.rentalEndDate,
      },
      outcome: reason ? { kind: 'declined', reason } : { kind: 'expired' },
      orderCancelled,
      similar: [...similar],
      accessToken: await this.links.forExistingOrder(manager, order.id),
    });
  }

  /**
   * Queues the renter's return reminder for a dispatched order and stamps it sent, together: the
   * stamp is written only while the order is still dispatched and unreminded, so of two runs (or a
   * run and a return booked meanwhile) exactly one sends it. Returns whether this call sent it.
   */
  async remindReturn(manager: EntityManager, order: Order, returnPost: string, now: Date): Promise<boolean> {
    const stamped = await manager
      .getRepository(Order)
      .update({ id: order.id, status: 'processing', returnReminderSentAt: IsNull() }, { returnReminderSentAt: now });
    if (!stamped.affected) return false;
    // The dresses first, then the backup sizes sent with them.
    const items = await manager
      .getRepository(OrderItem)
      .find({ where: { orderId: order.id }, order: { isBackup: 'ASC', productName: 'ASC', id: 'ASC' } });
    await this.notifications.queue(manager, {
      kind: 'order-return-reminder',
      to: order.customerEmail,
      order: { id: order.id, customerName: order.customerName, rentalEndDate: order.rentalEndDate },
      returnPost,
      dresses: items.map(({ productName, size, quantity, isBackup }) => ({ productName, size, quantity, isBackup })),
      accessToken: await this.links.forExistingOrder(manager, order.id),
    });
    return true;
  }

  /**
   * The late-fee job's stamps on a dispatched order (late-fees/late-fees.service.ts), none of them a
   * status: each is written only while the order is still dispatched and as the caller read it, so
   * of two runs (or a run and a return booked meanwhile) exactly one writes it. True when this call did.
   */
  async markOverdue(manager: EntityManager, orderId: string, overdueSince: string, lateFeeCapPence: number): Promise<boolean> {
    const result = await manager
      .getRepository(Order)
      .update({ id: orderId, status: 'processing', overdueSince: IsNull() }, { overdueSince, lateFeeCapPence });
    return Boolean(result.affected);
  }

  /** The renter's overdue notice of `today`, stamped over the one before it (null: the first). */
  async stampOverdueNotice(manager: EntityManager, orderId: string, previous: string | null, today: string): Promise<boolean> {
    const result = await manager
      .getRepository(Order)
      .update(
        { id: orderId, status: 'processing', overdueNoticeDay: previous === null ? IsNull() : previous },
        { overdueNoticeDay: today },
      );
    return Boolean(result.affected);
  }

  /** The admin was told the dress is not back: once per order. */
  async stampNotReturned(manager: EntityManager, orderId: string, now: Date): Promise<boolean> {
    const result = await manager
      .getRepository(Order)
      .update({ id: orderId, status: 'processing', notReturnedReportedAt: IsNull() }, { notReturnedReportedAt: now });
    return Boolean(result.affected);
  }

  private async guarded(manager: EntityManager, order: Order, today: string): Promise<GuardedOrder> {
    const counts = await this.lineCounts(manager, [order.id]);
    return { lineCount: counts.get(order.id) ?? 0, rentalEndDate: order.rentalEndDate, today };
  }

  private async lineCounts(manager: EntityManager, orderIds: readonly string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await manager
      .getRepository(OrderItem)
      .createQueryBuilder('i')
      .select('i.orderId', 'orderId')
      .addSelect('COUNT(*)', 'n')
      .where('i.orderId IN (:...orderIds)', { orderIds })
      .groupBy('i.orderId')
      .getRawMany<{ orderId: string; n: string | number }>();
    return new Map(rows.map((r) => [r.orderId, Number(r.n)]));
  }

  private context(manager: EntityManager, order: Order, today: string): OrderEffectContext {
    const { availability, earnings, notifications, links, payments } = this;
    return { manager, order, today, availability, earnings, notifications, links, payments };
  }
}
