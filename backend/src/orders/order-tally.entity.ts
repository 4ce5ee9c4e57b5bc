import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Running figures of the orders table kept in the transaction of every write that changes them
 * (order-tallies.ts), so the dashboard reads a few rows whatever the number of orders:
 * `status:<status>` counts orders in that status, `revenue:<YYYY-MM>` sums in pence the totals of
 * the orders placed in that UK month and not cancelled. docs/decisions/0025-admin-orders-at-scale.md
 */
@Entity('order_tallies')
export class OrderTally {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  name: string;

  @Column({ type: 'bigint', default: 0 })
  value: string;
}
