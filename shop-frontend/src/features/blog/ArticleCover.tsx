import styles from './ArticleCover.module.css';

const TONES = ['champagne', 'ink', 'stone', 'rose', 'sage'] as const;

/** An editorial cover drawn in CSS: the category set large, in one of five house tones. */
export function ArticleCover({ category, index, size = 'card' }: { category: string; index: number; size?: 'card' | 'hero' }) {
  const tone = TONES[index % TONES.length];
  return (
    <div className={`${styles.cover} ${styles[tone]} ${size === 'hero' ? styles.hero : ''}`} aria-hidden="true">
      <span className={styles.mark}>DW</span>
      <span className={styles.word}>{category}</span>
    </div>
  );
}
