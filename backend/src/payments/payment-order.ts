import type { EntityManager } from 'typeorm';
import type { OrderStatus } from '@dw/contracts';

/** An order as payments needs it: its figures, its renter and its lines, read by the orders module. */
export interface PaymentOrder {
  id: string;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  rentalStartDate: string;
  rentalEndDate: string;
  subtotal: string;
  cleaningFee: string;
  insurance: string;
  total: string;
  items: { id: string; productName: string; size: string; duration: number; quantity: number; unitPrice: string }[];
}

/** An order's figures in pence. */
export interface OrderFigures {
  id: string;
  subtotalPence: number;
  cleaningPence: number;
  insurancePence: number;
  totalPence: number;
}

/** Charges after the rental (late fees, damage charges) for the month's reconciliation, in pence. */
export interface ChargeSums {
  takenPence: number;
  owedPence: number;
}

/**
 * What payments asks of the orders module, which registers it at start (orders depends on payments,
 * never the other way): an order's facts, and cancelling it through the order process, the only
 * writer of an order's status.
 */
export interface OrderHooks {
  facts(manager: EntityManager, orderId: string): Promise<PaymentOrder | null>;
  /** The figures of these orders (the month's reconciliation), with the lenders' shares of each. */
  figures(manager: EntityManager, orderIds: readonly string[]): Promise<OrderFigures[]>;
  /** Late fees taken in [start, end) (charged or recorded collected), and those still owed today, in pence. */
  lateFeeSums(manager: EntityManager, start: Date, end: Date): Promise<ChargeSums>;
  /** The order page's token for an e-mail about the order (as its dispatch e-mail carries), or null when it cannot be rebuilt. */
  pageToken(manager: EntityManager, orderId: string): Promise<string | null>;
  /** Cancels the order if it may still be cancelled; false when it had moved on (completed or cancelled). */
  cancel(manager: EntityManager, orderId: string): Promise<boolean>;
}
