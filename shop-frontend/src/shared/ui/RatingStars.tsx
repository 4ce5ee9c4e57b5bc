import styles from './RatingStars.module.css';

interface Props {
  /** 0-5, drawn to the tenth. */
  average: number;
  /** Shown as "(12)" beside the stars when given. */
  count?: number;
  size?: 'small' | 'large';
}

/**
 * Stars drawn by CSS over two runs of ★ (no library, no SVG per star), read out as one phrase:
 * cheap enough for every card of the catalogue's first screen.
 */
export function RatingStars({ average, count, size = 'small' }: Props) {
  // Written out rather than imported: the cards' pages would otherwise carry the whole reviews module of contracts.
  const rated = `Rated ${average.toFixed(1)} out of 5`;
  const label = count === undefined ? rated : `${rated} (${count === 1 ? '1 review' : `${count} reviews`})`;
  return (
    <span className={`${styles.rating} ${size === 'large' ? styles.large : ''}`} role="img" aria-label={label}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${Math.max(0, Math.min(5, average)) * 20}%` }} />
      </span>
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}
