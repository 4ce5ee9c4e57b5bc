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

    refresh();
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
      off();
    };
  }, []);

  return count;
}
