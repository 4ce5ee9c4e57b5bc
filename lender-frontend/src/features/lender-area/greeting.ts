/**
 * "Welcome" on a lender's first visit to her area in this browser, "Welcome back" on later ones.
 * The answer is fixed for the page's life (a visit), so it never flips while she moves between pages.
 */
const STORAGE_KEY = 'dw.lenderAreaVisited';
const thisVisit = new Map<string, boolean>();

function visitedIds(): string[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isFirstVisit(lenderId: string): boolean {
  const known = thisVisit.get(lenderId);
  if (known !== undefined) return known;
  const visited = visitedIds();
  const first = !visited.includes(lenderId);
  thisVisit.set(lenderId, first);
  if (first) {
    try {
      // A few ids at most per browser; the newest are kept.
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...visited, lenderId].slice(-20)));
    } catch {
      // storage disabled: every visit is greeted as the first
    }
  }
  return first;
}

export function greeting(lenderId: string, fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0];
  return `${isFirstVisit(lenderId) ? 'Welcome' : 'Welcome back'}, ${first}`;
}

/** Tests start each case as a new page load. */
export function forgetThisVisit(): void {
  thisVisit.clear();
}
