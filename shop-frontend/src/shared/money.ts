import { toPence } from '@dw/contracts';

const whole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/**
 * How the shop shows a price: whole pounds when there are no pence, with thousands separators,
 * as a UK shop writes them (4500 → '£45', 4550 → '£45.50', 110000 → '£1,100').
 */
export function pounds(pence: number): string {
  return pence % 100 === 0 ? whole.format(pence / 100) : exact.format(pence / 100);
}

/** Order figures always carry pence: '241.00' → '£241.00', '1241.00' → '£1,241.00'. */
export function poundsExact(amount: string): string {
  return exact.format(toPence(amount) / 100);
}
