type Runner = { query(sql: string, params?: unknown[]): Promise<unknown> };

/**
 * Fills `lender_accounts.emailKey` (the address trimmed and lower-cased, null once erased) for both
 * drivers, after checking that no two live accounts share one: those are reported, never merged or
 * renamed by guesswork, since either account may be the real lender's. `q` quotes a name the
 * driver's way. Runs before any DDL, so a refused migration has changed nothing.
 */
export async function checkLenderEmailsUnique(runner: Runner, q: (name: string) => string): Promise<void> {
  const key = `LOWER(TRIM(${q('email')}))`;
  const rows = (await runner.query(
    `SELECT ${key} AS ${q('k')}, ${q('id')} AS ${q('id')} FROM ${q('lender_accounts')} WHERE ${q('erasedAt')} IS NULL AND ${key} IN ` +
      `(SELECT ${key} FROM ${q('lender_accounts')} WHERE ${q('erasedAt')} IS NULL GROUP BY ${key} HAVING COUNT(*) > 1) ` +
      `ORDER BY ${q('k')}, ${q('id')}`,
  )) as { k: string; id: string }[];
  if (rows.length === 0) return;
  const byAddress = new Map<string, string[]>();
  for (const row of rows) byAddress.set(row.k, [...(byAddress.get(row.k) ?? []), row.id]);
  const lines = [...byAddress].map(([address, ids]) => `  ${address}: ${ids.join(', ')}`);
  throw new Error(
    `Live lender accounts share an e-mail address (${byAddress.size} addresses below); each address may belong to one account only. ` +
      `Decide which account is the lender's, then change the others' e-mail or erase them, and start again:\n${lines.join('\n')}`,
  );
}

export async function fillLenderEmailKeys(runner: Runner, q: (name: string) => string): Promise<void> {
  await runner.query(
    `UPDATE ${q('lender_accounts')} SET ${q('emailKey')} = LOWER(TRIM(${q('email')})) WHERE ${q('erasedAt')} IS NULL AND ${q('email')} <> ''`,
  );
}
