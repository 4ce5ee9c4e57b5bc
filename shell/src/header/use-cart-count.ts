import { useEffect, useState } from 'react';
import { APP_EVENTS, onAppEvent } from '@dw/contracts';
import { fetchCartCount, readCartSessionId } from './cart-count';

/**
 * The cart badge's number: fetched once at start when a session exists, then taken from the
 * shop's 'dw:cart-changed' events (a null count asks the shell to fetch it again).
 */
export function useCartCount(): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    let alive = true;
    // Each change bumps the version, so a slow fetch never overwrites a newer count.
    let version = 0;

    const refresh = () => {
      const mine = ++version;
      const sessionId = readCartSessionId();
      if (!sessionId) {
        setCount(0);
        return;
      }
      void fetchCartCount(sessionId).then((answer) => {
        // The badge is a hint: a failed fetch leaves the last known count.
        if ('count' in answer && alive && mine === version) setCount(answer.count);
      });
    };

    // Its own task: a page's first localStorage read opens the site's storage (6–48 ms traced in a
    // fresh browser profile), which would otherwise lengthen the task that runs every hydrated effect.
    const first = window.setTimeout(refresh, 0);
    const off = onAppEvent(APP_EVENTS.cartChanged, (detail) => {
      if (typeof detail?.count === 'number') {
        version++;
        setCount(Math.max(0, detail.count));
      } else {
        refresh();
      }
    });
    return () => {
      alive = false;
      window.clearTimeout(first);
      off();
    };
  }, []);

  return count;
}
