/**
 * The lender has no login: the account id and its secret token live for the browser tab
 * (sessionStorage), so a reload keeps the lender on step 2 but closing the tab forgets them.
 */
export interface LenderSession {
  id: string;
  token: string;
}

const STORAGE_KEY = 'dw.lenderSession';

export function readLenderSession(): LenderSession | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LenderSession>;
    return typeof parsed.id === 'string' && typeof parsed.token === 'string' ? { id: parsed.id, token: parsed.token } : null;
  } catch {
    return null;
  }
}

export function saveLenderSession(session: LenderSession): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ id: session.id, token: session.token }));
  } catch {
    // storage disabled (private mode): the session still lives in memory for this visit
  }
}

export function clearLenderSession(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** The X-Lender-Token header when the tab holds the account's token; none when the session cookie names the lender. */
export function lenderTokenHeader(token: string | null): Record<string, string> {
  return token ? { 'X-Lender-Token': token } : {};
}
