import { useEffect, useState } from 'react';
import { APP_EVENTS, onAppEvent, TOAST_DURATION_MS } from '@dw/contracts';
import { CloseIcon } from '../ui/icons';
import { toShownToast, type ShownToast } from './toast-state';
import styles from './Toaster.module.css';

/**
 * The site's single toaster. Remotes and the shell raise toasts with `toast()` from contracts
 * (a 'dw:toast' window event); one shows at a time for TOAST_DURATION_MS.
 */
export function Toaster() {
  const [current, setCurrent] = useState<ShownToast | null>(null);

  useEffect(() => onAppEvent(APP_EVENTS.toast, (detail) => setCurrent(toShownToast(detail))), []);
  useEffect(() => onAppEvent(APP_EVENTS.toastDismiss, ({ title }) => setCurrent((shown) => (shown?.title === title ? null : shown))), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <div className={styles.region} aria-live="polite" aria-atomic="true" role="region" aria-label="Notifications">
      {current && (
        <div key={current.id} className={`${styles.toast} ${styles[current.variant]}`} data-variant={current.variant}>
          <div className={styles.body}>
            <p className={styles.title}>{current.title}</p>
            {current.description && <p className={styles.description}>{current.description}</p>}
          </div>
          <button type="button" className={styles.close} onClick={() => setCurrent(null)} aria-label="Dismiss notification">
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
