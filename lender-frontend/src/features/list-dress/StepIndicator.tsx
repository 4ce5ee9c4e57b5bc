import styles from './StepIndicator.module.css';

export type ListDressStep = 'account' | 'listing' | 'success';

const STEPS = [
  { key: 'account', label: 'Create Account' },
  { key: 'listing', label: 'List Dress' },
] as const;

const ORDER: readonly ListDressStep[] = ['account', 'listing', 'success'];

/** '1 Create Account — 2 List Dress'; both show as done on the success screen. */
export function StepIndicator({ current }: { current: ListDressStep }) {
  const at = ORDER.indexOf(current);
  return (
    <nav aria-label="Progress" className={styles.nav}>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'upcoming';
          return (
            <li key={step.key} className={`${styles.step} ${styles[state]}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                    <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  </svg>
                ) : (
                  i + 1
                )}
              </span>
              <span className={styles.label}>
                {step.label}
                {state === 'done' ? <span className={styles.hidden}> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
