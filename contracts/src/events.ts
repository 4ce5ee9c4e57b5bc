/**
 * Typed browser events: how remotes talk to the shell without importing each other.
 */
import type { Notice } from './messages';

export const APP_EVENTS = {
  toast: 'dw:toast',
  toastDismiss: 'dw:toast-dismiss',
  cartChanged: 'dw:cart-changed',
} as const;

export type ToastVariant = 'default' | 'success' | 'destructive';
export interface ToastDetail extends Notice {
  readonly variant?: ToastVariant;
}
/** Takes down the toast showing, if it is the one with this title (its problem is solved). */
export interface ToastDismissDetail {
  readonly title: string;
}
/** Carries the new sum of cart quantities, or null to make the shell fetch it. */
export interface CartChangedDetail {
  readonly count: number | null;
}

export interface AppEventMap {
  'dw:toast': ToastDetail;
  'dw:toast-dismiss': ToastDismissDetail;
  'dw:cart-changed': CartChangedDetail;
}

export function emitAppEvent<K extends keyof AppEventMap>(name: K, detail: AppEventMap[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onAppEvent<K extends keyof AppEventMap>(name: K, handler: (detail: AppEventMap[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEventMap[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

export function toast(detail: ToastDetail): void {
  emitAppEvent(APP_EVENTS.toast, detail);
}

/** Dismisses the toast showing when its title is `title`, e.g. 'Size Required' once a size is chosen. */
export function dismissToast(title: string): void {
  emitAppEvent(APP_EVENTS.toastDismiss, { title });
}
