import buttons from './buttons.module.css';
import styles from './LoadFailed.module.css';

/** What a page shows when its data did not arrive: say so plainly and offer another try. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>We couldn’t load {what}.</p>
      <p>Please check your connection and try again.</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
