// Generated rows for the scale bench (bench/README.md, "Scale"): dresses, orders, order lines and
// bookings, as plain objects keyed by column name. A seeded PRNG makes every run load the same rows
// (ids, names, prices and dates relative to today), so two runs measure the same shop.
// Bookings follow the hold rules of contracts/src/availability.ts: a line holds one unit of its size
// from dispatch (start − 2 days) to return and cleaning (last rental day + 3); a completed order's hold
// ends no later than the day it was completed; a cancelled order holds nothing. Generated dresses have
// one unit per size (stock null), so no two holds of the same dress and size overlap.
import {
  BOOKING_BUFFERS,
  BOOKING_HORIZON_DAYS,
  CATEGORIES,
  OCCASIONS,
  UK_SIZES,
  addDays,
  fourDayPence,
  holdWindow,
  londonMonthOf,
  orderRevenueTally,
  orderSearchWords,
  orderStatusTally,
  orderTotalsPence,
  productSearchWords,
  rentalEndDate,
} from '@dw/contracts';

/** mulberry32: small, fast and good enough to pick words and dates. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(next() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { next, int, pick, uuid };
}

export const BRANDS = [
  'Safiyaa',
  'Rixo',
  'Stella McCartney',
  'Self-Portrait',
  'Needle & Thread',
  'Reformation',
  'Ganni',
  'Zimmermann',
  'Roland Mouret',
  'Jenny Packham',
  'Temperley London',
  'Alessandra Rich',
  'Rotate',
  'Ghost',
  'Whistles',
  'Hobbs',
  'LK Bennett',
  'Vampire’s Wife',
  'Erdem',
  'Simone Rocha',
  'Emilia Wickstead',
  'Victoria Beckham',
  'Solace London',
  'Galvan',
  'Markarian',
  'Khaite',
  'Staud',
  'Nadine Merabi',
  'Hervé Léger',
  'Marchesa Notte',
  'Badgley Mischka',
  'Jonathan Simkhai',
  'Bernadette',
  'Huishan Zhang',
  'Halpern',
  'Saloni',
  'Beulah London',
  'Phase Eight',
  'Karen Millen',
  'Monique Lhuillier',
];
const COLOURS = ['Ivory', 'Black', 'Emerald', 'Cobalt', 'Blush', 'Scarlet', 'Champagne', 'Navy', 'Sage', 'Lilac', 'Gold', 'Silver'];
const FABRICS = ['Silk', 'Satin', 'Crepe', 'Velvet', 'Tulle', 'Sequin', 'Lace', 'Chiffon', 'Jacquard', 'Organza'];
const SHAPES = ['Column', 'Wrap', 'Slip', 'Bias-Cut', 'Corset', 'Draped', 'Tiered', 'Pleated', 'One-Shoulder', 'Halterneck'];
const NOUNS = { 'formal-suit': 'Suit', 'evening-gown': 'Gown', 'bridal-dress': 'Bridal Gown', 'maxi-dress': 'Maxi Dress' };
const WORDS = (
  'cut fluid bias silk crepe satin sequin velvet tulle lace organza jacquard neckline sleeve hem waist bodice train ' +
  'cape shoulder drape pleat flare column slip wrap corset halter strap button belt pocket lining stretch sheen ' +
  'dance dinner wedding gala ceremony party evening garden summer winter awards black-tie cocktail celebration ' +
  'flattering tailored sculpted floaty elegant striking timeless modern romantic effortless comfortable polished ' +
  'figure skim floor midi knee ankle colour print floral ditsy metallic embellished embroidered beaded ruched'
).split(' ');
const FIRST = [
  'Ada',
  'Grace',
  'Amelia',
  'Olivia',
  'Isla',
  'Ava',
  'Mia',
  'Sophia',
  'Lily',
  'Emily',
  'Freya',
  'Poppy',
  'Chloe',
  'Ella',
  'Ruby',
  'Zara',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Davies',
  'Evans',
  'Patel',
  'Khan',
  'Murray',
  'Clarke',
];
const STREETS = ['Savile Row', 'King’s Road', 'Marylebone High Street', 'Portobello Road', 'Upper Street', 'Deansgate', 'Princes Street'];

const SEED = 20261117;

/** 'YYYY-MM-DD HH:MM:SS' (UTC), which both databases store in a datetime column. */
export function sqlDateTime(ms) {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

const money = (pence) => pence / 100;

/**
 * `count` dresses. `images` is the list of demo image-URL arrays (each a product's imageUrls), so
 * generated cards show real pictures. createdAt is spread over the two years before `nowMs`.
 */
export function generateProducts(count, images, nowMs) {
  const r = prng(SEED);
  const products = [];
  for (let i = 0; i < count; i++) {
    const category = r.pick(CATEGORIES).slug;
    const occasions = new Set();
    const nOccasions = r.int(1, 3);
    while (occasions.size < nOccasions) occasions.add(r.pick(OCCASIONS).slug);
    const first = r.int(0, 4);
    const sizes = UK_SIZES.slice(first, Math.min(UK_SIZES.length, first + r.int(3, 7)));
    const brand = r.pick(BRANDS);
    const name = `${r.pick(COLOURS)} ${r.pick(FABRICS)} ${r.pick(SHAPES)} ${NOUNS[category] ?? 'Dress'}`;
    const basePence = r.int(35, 150) * 100;
    const description = Array.from({ length: r.int(25, 45) }, () => r.pick(WORDS)).join(' ');
    products.push({
      id: r.uuid(),
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`,
      name,
      description: `${description.charAt(0).toUpperCase()}${description.slice(1)}.`,
      brand,
      category,
      occasions: JSON.stringify([...occasions]),
      basePrice: money(basePence),
      basePence,
      rentalPrice4Day: null,
      retailPrice: r.next() < 0.8 ? r.int(150, 2500) : null,
      imageUrls: JSON.stringify(r.pick(images)),
      imageUrl: null,
      availableSizes: JSON.stringify(sizes),
      sizes,
      occasionList: [...occasions],
      stock: null,
      listingId: null,
      createdAt: sqlDateTime(nowMs - r.int(0, 730 * 86_400) * 1000),
      updatedAt: sqlDateTime(nowMs),
    });
  }
  return products;
}

/**
 * `count` orders, yielded in batches of { orders, items, bookings, words, tallies } (tallies: a Map
 * of order_tallies name → amount to add). Rental starts fall over the
 * year before and the year after `today` (four in five in the past); past orders are mostly
 * completed, some cancelled; future ones pending, processing or cancelled.
 */
export function* generateOrders(count, products, today, nowMs, batchSize = 5000) {
  const r = prng(SEED + 1);
  const held = new Map(); // `${productId}|${size}` → [[from, to], ...] of holds already given
  const overlaps = (key, from, to) => (held.get(key) ?? []).some(([f, t]) => f <= to && from <= t);
  const lastBookable = addDays(today, BOOKING_HORIZON_DAYS);
  const firstBookable = addDays(today, BOOKING_BUFFERS.dispatchDays);
  let batch = { orders: [], items: [], bookings: [], words: [], tallies: new Map() };
  const tally = (name, delta) => batch.tallies.set(name, (batch.tallies.get(name) ?? 0) + delta);
  for (let n = 0; n < count; n++) {
    const past = r.next() < 0.8;
    const start = past ? addDays(today, -r.int(8, 365)) : addDays(firstBookable, r.int(0, BOOKING_HORIZON_DAYS - 8));
    const roll = r.next();
    const status = past ? (roll < 0.9 ? 'completed' : 'cancelled') : roll < 0.5 ? 'pending' : roll < 0.85 ? 'processing' : 'cancelled';
    const orderId = r.uuid();
    const createdMs = Math.min(nowMs - 60_000, Date.parse(`${start}T12:00:00Z`) - r.int(2, 60) * 86_400_000 + r.int(0, 86_399) * 1000);
    const lines = [];
    const nLines = r.next() < 0.7 ? 1 : r.next() < 0.75 ? 2 : 3;
    for (let l = 0; l < nLines; l++) {
      // A dress, size and start whose hold is free (a few tries; the shop is far from full).
      for (let attempt = 0; attempt < 20; attempt++) {
        const product = r.pick(products);
        const size = r.pick(product.sizes);
        const duration = r.next() < 0.6 ? 2 : 4;
        let lineStart = addDays(start, l === 0 ? 0 : r.int(0, 3));
        if (!past && lineStart > lastBookable) lineStart = lastBookable;
        const window = holdWindow(lineStart, duration);
        const key = `${product.id}|${size}`;
        if (status !== 'cancelled' && overlaps(key, window.from, window.to)) continue;
        if (status !== 'cancelled') held.set(key, [...(held.get(key) ?? []), [window.from, window.to]]);
        lines.push({ product, size, duration, startDate: lineStart, window });
        break;
      }
    }
    if (lines.length === 0) continue;
    const priced = lines.map((l) => ({
      ...l,
      unitPricePence: l.duration === 2 ? l.product.basePence : fourDayPence(l.product.basePence),
      quantity: 1,
    }));
    const totals = orderTotalsPence(priced);
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const starts = priced.map((l) => l.startDate).sort();
    const ends = priced.map((l) => rentalEndDate(l.startDate, l.duration)).sort();
    batch.orders.push({
      id: orderId,
      customerName: `${first} ${last}`,
      customerEmail: `${first}.${last}.${n + 1}@example.com`.toLowerCase(),
      customerPhone: `07700 9${String(r.int(0, 99999)).padStart(5, '0')}`,
      deliveryAddress: `${r.int(1, 200)} ${r.pick(STREETS)}, London W1 ${r.int(1, 9)}AB`,
      rentalStartDate: starts[0],
      rentalEndDate: ends.at(-1),
      subtotal: money(totals.subtotal),
      cleaningFee: money(totals.cleaningFee),
      insurance: money(totals.insurance),
      total: money(totals.total),
      status,
      clientAddress: null,
      clientEmail: null,
      clientPhone: null,
      createdAt: sqlDateTime(createdMs),
    });
    // What checkout writes beside an order: its search words and the dashboard's tallies (ADR 0025).
    const order = batch.orders[batch.orders.length - 1];
    for (const word of orderSearchWords(order)) batch.words.push({ orderId, word });
    tally(orderStatusTally(status), 1);
    if (status !== 'cancelled') tally(orderRevenueTally(londonMonthOf(new Date(createdMs))), totals.total);
    for (const l of priced) {
      const endDate = rentalEndDate(l.startDate, l.duration);
      batch.items.push({
        id: r.uuid(),
        orderId,
        productId: l.product.id,
        productName: l.product.name,
        size: l.size,
        duration: l.duration,
        quantity: 1,
        unitPrice: money(l.unitPricePence),
        startDate: l.startDate,
        endDate,
      });
      if (status === 'cancelled') continue;
      batch.bookings.push({
        id: r.uuid(),
        productId: l.product.id,
        size: l.size,
        units: 1,
        kind: 'order',
        startDate: l.startDate,
        endDate,
        holdFrom: l.window.from,
        // Completing an order releases the days after it (the past ones were completed by today).
        holdUntil: status === 'completed' && l.window.to > today ? today : l.window.to,
        orderId,
        note: null,
        createdAt: sqlDateTime(createdMs),
      });
    }
    if (batch.orders.length >= batchSize) {
      yield batch;
      batch = { orders: [], items: [], bookings: [], words: [], tallies: new Map() };
    }
  }
  if (batch.orders.length) yield batch;
}

/**
 * Rows of the tables the catalogue derives from products (sizes, occasions, search words), for the
 * tables present in the schema; their columns are matched by name.
 */
export function derivedRows(product) {
  return {
    product_sizes: product.sizes.map((size) => ({ productId: product.id, size })),
    product_occasions: product.occasionList.map((occasion) => ({ productId: product.id, occasion })),
    // The search words as the app wrote them while it kept these tables (until the migration that dropped them).
    product_words: productSearchWords(product).map((word) => ({ productId: product.id, word })),
  };
}
