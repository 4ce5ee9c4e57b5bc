import styles from './Stars.module.css';

/** A 0-5 rating drawn as stars, read out as text. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" className={i < full ? styles.on : styles.off}>
          <path d="M10 1.8l2.47 5.27 5.73.7-4.23 3.95 1.1 5.68L10 14.6l-5.07 2.8 1.1-5.68L1.8 7.77l5.73-.7z" />
        </svg>
      ))}
    </span>
  );
}
