import styles from './DressPlaceholder.module.css';

/** Line drawing of a gown, shown while a product has no photograph (or its image fails to load). */
export function DressPlaceholder({ label }: { label?: string }) {
  return (
    <div className={styles.frame} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <svg viewBox="0 0 300 400" className={styles.drawing} aria-hidden="true">
        <path className={styles.hanger} d="M150 38c0-8 6-12 11-12s9 4 9 10c0 7-7 9-14 14l-56 34h100l-50-30" />
        <path
          className={styles.gown}
          d="M128 84c4 10 7 22 8 34M172 84c-4 10-7 22-8 34M136 118c9 6 19 6 28 0l4 58c-12 6-24 6-36 0zM132 176c-12 60-34 118-62 176 52 18 108 18 160 0-28-58-50-116-62-176"
        />
        <path className={styles.fold} d="M150 184c-4 56-8 112-18 168M158 184c8 52 20 108 38 164M142 184c-14 50-30 104-52 158" />
      </svg>
    </div>
  );
}
