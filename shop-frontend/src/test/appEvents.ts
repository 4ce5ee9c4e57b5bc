import { type ToastDetail, onAppEvent } from '@dw/contracts';

/** Collects what the shop tells the shell (toasts and cart counts) during a test. */
export function recordAppEvents() {
  const toasts: ToastDetail[] = [];
  const cartCounts: (number | null)[] = [];
  const stops = [onAppEvent('dw:toast', (t) => toasts.push(t)), onAppEvent('dw:cart-changed', (c) => cartCounts.push(c.count))];
  return {
    toasts,
    cartCounts,
    titles: () => toasts.map((t) => t.title),
    stop: () => stops.forEach((stop) => stop()),
  };
}
