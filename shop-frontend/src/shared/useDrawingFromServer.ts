import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True on the server and while React hydrates its drawing; false once the page's code has taken
 * over (and for anything drawn in the browser). A render that reads the browser (its storage) must
 * not do so while this is true, or it would not match the server's markup.
 */
export function useDrawingFromServer(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
