import { randomBytes, randomUUID } from 'node:crypto';
import type { OrderStatus } from '@dw/contracts';
import { LenderAccount } from '../../src/lenders/lender-account.entity';
import { DressListing } from '../../src/listings/dress-listing.entity';
import { fillOrderSearchAndTallies } from '../../src/database/migrations/order-search-fill';
import { writeOrderWords } from '../../src/orders/order-words';
import { Order } from '../../src/orders/order.entity';
import type { TestApp } from './test-app';

const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Mary Somerville', 'Hedy Lamarr', 'Joan Clarke', 'Ada_Byron 100%'];
const STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'completed', 'cancelled'];
const TOTALS = ['45.00', '65.50', '120.00', '153.00', '65.50', '88.20', '45.00'];
const HOUR = 3_600_000;

/** What a generated order is, for the brute-force answers. */
export interface GeneratedOrder {
  id: string;
  customerName: string;
  customerEmail: string;
  status: OrderStatus;
  total: string;
  createdAt: Date;
}

/**
 * `count` orders inserted straight into the table: spread over the last ~200 days, in groups of
 * three sharing one instant (ties for the date sort), totals repeating (ties for the total sort).
 */
export async function insertOrders(app: TestApp, count: number, now = new Date()): Promise<GeneratedOrder[]> {
  const rows: GeneratedOrder[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = NAMES[i % NAMES.length];
    rows.push({
      id: randomUUID(),
      customerName: name,
      customerEmail: `${name.split(' ')[0].toLowerCase()}${i % 9}@example.com`,
      status: STATUSES[(i * 7) % STATUSES.length],
      total: TOTALS[i % TOTALS.length],
      createdAt: new Date(now.getTime() - Math.floor(i / 3) * 37 * HOUR - 60_000),
    });
  }
  const repo = app.dataSource.getRepository(Order);
  for (let start = 0; start < rows.length; start += 400) {
    await repo.insert(
      rows.slice(start, start + 400).map((r) => ({
        ...r,
        customerPhone: '07700 900123',
        deliveryAddress: '1 Savile Row, London W1S 3PR',
        rentalStartDate: '2030-01-01',
        rentalEndDate: '2030-01-02',
        subtotal: r.total,
        cleaningFee: '0.00',
        insurance: '0.00',
      })),
    );
  }
  // What checkout writes beside an order: its search words, and the dashboard's tallies recounted.
  await writeOrderWords(app.dataSource.manager, rows);
  const sqlite = app.dataSource.options.type === 'better-sqlite3';
  await fillOrderSearchAndTallies(app.dataSource, (name) => (sqlite ? `"${name}"` : `\`${name}\``), { words: false });
  return rows;
}

export interface GeneratedLender {
  id: string;
  fullName: string;
  email: string;
  status: LenderAccount['status'];
  createdAt: Date;
}

export async function insertLenders(app: TestApp, count: number, now = new Date()): Promise<GeneratedLender[]> {
  const statuses: LenderAccount['status'][] = ['pending', 'approved', 'rejected'];
  const rows: GeneratedLender[] = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    fullName: `${NAMES[i % NAMES.length]} ${String.fromCharCode(65 + (i % 26))}`,
    email: `lender${i}@example.org`,
    status: statuses[i % 3],
    createdAt: new Date(now.getTime() - Math.floor(i / 2) * 29 * HOUR),
  }));
  await app.dataSource.getRepository(LenderAccount).insert(
    rows.map((r) => ({
      ...r,
      phone: '07700 900123',
      address: '2 Bond Street',
      bankAccountName: r.fullName,
      sortCodeEncrypted: '',
      accountNumberEncrypted: '',
      tokenHash: randomBytes(32).toString('hex'),
      erasedAt: null,
    })),
  );
  return rows;
}

export interface GeneratedListing {
  id: string;
  name: string;
  brand: string;
  lenderAccountId: string;
  status: DressListing['status'];
  createdAt: Date;
}

const BRANDS = ['Rixo', 'Ganni', 'Self-Portrait', 'Needle & Thread'];

export async function insertListings(
  app: TestApp,
  lenders: readonly GeneratedLender[],
  count: number,
  now = new Date(),
): Promise<GeneratedListing[]> {
  const statuses: DressListing['status'][] = ['pending', 'approved', 'rejected', 'live'];
  const rows: GeneratedListing[] = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `${['Silk', 'Velvet', 'Linen'][i % 3]} gown ${i % 11}`,
    brand: BRANDS[i % BRANDS.length],
    lenderAccountId: lenders[i % lenders.length].id,
    status: statuses[i % 4],
    createdAt: new Date(now.getTime() - Math.floor(i / 2) * 31 * HOUR),
  }));
  await app.dataSource.getRepository(DressListing).insert(
    rows.map((r) => ({
      ...r,
      description: 'A dress',
      category: 'dresses',
      condition: 'excellent',
      occasion: 'wedding',
      sizes: ['10'],
      originalPrice: '300.00',
      rentalPrice2Day: '50.00',
      rentalPrice4Day: '80.00',
      careInstructions: 'Dry clean',
      imageUrls: [],
      productId: null,
    })),
  );
  return rows;
}
