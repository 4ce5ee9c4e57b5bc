import styles from './RemoteSkeleton.module.css';

/**
 * Placeholder while a remote downloads: holds roughly a page's height so the footer does not jump
 * up and back down, and reads as the shop's own layout (title, then a grid of dress cards).
 */
export function RemoteSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={styles.srOnly}>Loading…</span>
      <div className={styles.heading} aria-hidden="true">
        <span className={`${styles.bar} ${styles.eyebrow}`} />
        <span className={`${styles.bar} ${styles.title}`} />
        <span className={`${styles.bar} ${styles.line}`} />
      </div>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={styles.card}>
            <span className={styles.image} />
            <span className={`${styles.bar} ${styles.caption}`} />
            <span className={`${styles.bar} ${styles.price}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
