import { safeNext } from '../areaParts';

/**
 * Where a sign-in link should land. The API's link is always /lender/sign-in/confirm?token=…, so
 * the page the lender asked from is kept in this browser and read back when the link is followed
 * (a link opened on another device lands on the overview).
 */
const STORAGE_KEY = 'dw.lenderNext';

export function rememberNext(next: string | undefined): void {
  try {
    if (next) window.localStorage.setItem(STORAGE_KEY, next);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage disabled: the link lands on the overview
  }
}

/** The page to open after signing in: `?next` first, then the remembered one; always inside the area. */
export function takeNext(fromQuery: string | null): string {
  let remembered: string | null = null;
  try {
    remembered = window.localStorage.getItem(STORAGE_KEY);
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage disabled
  }
  return safeNext(fromQuery ?? remembered);
}
