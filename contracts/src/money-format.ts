import { formatPence } from './pricing';

/**
 * 125050 → '£1,250.50', 4500 → '£45.00': how a statement of money shows an amount (lender earnings
 * and payouts), always with pence so a column of figures lines up. Prices in the shop use displayPounds.
 */
export function formatPounds(pence: number): string {
  const [pounds, fraction] = formatPence(Math.abs(pence)).split('.');
  const grouped = pounds.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${pence < 0 ? '-' : ''}£${grouped}.${fraction}`;
}
