import type { ToastDetail, ToastVariant } from '@dw/contracts';

/** A toast on screen; `id` changes with every toast so a repeat of the same text restarts the timer. */
export interface ShownToast {
  id: number;
  title: string;
  description: string;
  variant: ToastVariant;
}

let nextId = 1;

/** One toast at a time, so a new toast replaces the one showing. */
export function toShownToast(detail: ToastDetail): ShownToast {
  return {
    id: nextId++,
    title: detail.title,
    description: detail.description ?? '',
    variant: detail.variant ?? 'default',
  };
}
