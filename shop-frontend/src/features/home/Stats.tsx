import layout from '../../shared/ui/layout.module.css';
import styles from './Stats.module.css';

const STATS = [
  { figure: '10K+', label: 'Happy customers' },
  { figure: '500+', label: 'Designer pieces' },
  { figure: '4.9', label: 'Average rating' },
] as const;

export function Stats() {
  return (
    <section className={styles.band} aria-label="Designer Wardrobe in numbers">
      <dl className={`${layout.container} ${styles.stats}`}>
        {STATS.map((s) => (
          <div key={s.label} className={styles.stat}>
            <dt className={styles.label}>{s.label}</dt>
            <dd className={styles.figure}>{s.figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
