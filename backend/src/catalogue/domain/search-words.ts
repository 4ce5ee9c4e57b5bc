import { CATALOGUE_SEARCH, searchWords } from '@dw/contracts';

/**
 * The words of a shopper's search, each to match the start of some word of a dress: at most
 * CATALOGUE_SEARCH.maxWords of them, the longest when there are more (they narrow the most).
 * Empty when the text holds no letter or digit (it then finds nothing).
 */
export function queryWords(q: string): string[] {
  const words = searchWords(q);
  if (words.length <= CATALOGUE_SEARCH.maxWords) return words;
  return [...words].sort((a, b) => b.length - a.length).slice(0, CATALOGUE_SEARCH.maxWords);
}
