/**
 * The pictures a product row's `imageUrls` column holds, as the API and the pages show them: only
 * non-blank strings, in order. The API writes nothing else, but a bulk import straight into the table
 * can (a null, a number, no array at all), and one bad entry must cost that picture, not the page.
 */
export function storedImageUrls(column: unknown): string[] {
  if (!Array.isArray(column)) return [];
  return column.filter((url): url is string => typeof url === 'string' && url.trim() !== '');
}
