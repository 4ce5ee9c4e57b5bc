import { EARLY_API_RESPONSES_GLOBAL, type EarlyApiAnswer } from '@dw/contracts';

type EarlyAnswers = Record<string, Promise<EarlyApiAnswer | null> | undefined>;

/**
 * The answer a page's inline script already asked for at this path (under /api), taken so that only
 * the first request of the path uses it: whatever asks later (a refetch after a change) gets a fresh
 * answer. Undefined when there is none. Who leaves them: backend/src/web/cart-session-hint.ts.
 */
export function takeEarlyAnswer(url: string): Promise<EarlyApiAnswer | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_API_RESPONSES_GLOBAL];
  const answer = early?.[url];
  if (answer) delete early[url];
  return answer;
}
