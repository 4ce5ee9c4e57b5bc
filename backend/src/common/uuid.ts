const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else (a slug, a typo) is told apart before it reaches a query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
