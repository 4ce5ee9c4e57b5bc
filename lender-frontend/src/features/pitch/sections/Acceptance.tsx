import { ACCEPTED, NOT_SUITABLE } from '../content';
import section from './Section.module.css';
import styles from './Acceptance.module.css';

export function Acceptance() {
  return (
    <section className={`${section.section} ${section.stone}`} aria-labelledby="acceptance-title">
      <div className={section.inner}>
        <header className={`${section.header} ${section.centred}`}>
          <p className={section.eyebrow}>Before you list</p>
          <h2 id="acceptance-title" className={section.heading}>
            What we accept
          </h2>
          <p className={section.intro}>Our renters expect couture standards. Here is what makes the edit.</p>
        </header>
        <div className={styles.columns}>
          <div className={styles.panel}>
            <h3 className={styles.title} id="accepted-title">
              We accept
            </h3>
            <ul className={styles.list} aria-labelledby="accepted-title">
              {ACCEPTED.map((item) => (
                <li key={item} className={`${styles.item} ${styles.yes}`}>
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.panel}>
            <h3 className={styles.title} id="not-suitable-title">
              Not suitable
            </h3>
            <ul className={styles.list} aria-labelledby="not-suitable-title">
              {NOT_SUITABLE.map((item) => (
                <li key={item} className={`${styles.item} ${styles.no}`}>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
