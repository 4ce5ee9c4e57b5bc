import { formatPence } from './pricing';

/**
 * How every app and e-mail writes money: '£1,250.50', '£45.00'. Amounts are pence; an API amount
 * ('45.00') goes through toPence first. Grouped in thousands, as a UK shop writes them.
 */
export function formatPounds(pence: number): string {
  const [pounds, fraction] = formatPence(Math.abs(pence)).split('.');
  return `${pence < 0 ? '-' : ''}£${groupThousands(pounds)}.${fraction}`;
}

/**
 * A price on a shop page: whole pounds when there are no pence ('£45', '£1,100'), else as
 * formatPounds ('£45.50'). Statements, totals and e-mails always show pence (formatPounds).
 */
export function displayPounds(pence: number): string {
  if (pence % 100 !== 0) return formatPounds(pence);
  return `${pence < 0 ? '-' : ''}£${groupThousands(String(Math.abs(pence) / 100))}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
