/** Longest word kept in the catalogue's search index; longer ones are cut (a prefix still finds them). */
export const MAX_SEARCH_WORD_LENGTH = 40;

/**
 * The words of a text as the catalogue's search index keeps them (GET /api/catalogue?q=): lower
 * case, accents dropped, split on anything that is not a letter or digit, each once. Quotes, `*`,
 * `-`, `%`, `;` and the like are separators, so no query operator survives into a search.
 */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_SEARCH_WORD_LENGTH));
  return [...new Set(words)];
}

/** The words a dress is found by: its name, brand and description. */
export function productSearchWords(p: { name: string; brand: string | null; description: string }): string[] {
  return searchWords(`${p.name} ${p.brand ?? ''} ${p.description}`);
}

/**
 * The words the admin finds an order by (GET /api/orders?q=): the customer's name and email (split,
 * so `ada`, `lovelace` and `example` each find ada.lovelace@example.com) and the order reference.
 */
export function orderSearchWords(o: { id: string; customerName: string; customerEmail: string }): string[] {
  return searchWords(`${o.customerName} ${o.customerEmail} ${o.id.slice(-8)}`);
}
