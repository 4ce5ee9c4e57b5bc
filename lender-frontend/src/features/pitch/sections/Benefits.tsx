import { BENEFITS } from '../content';
import section from './Section.module.css';
import styles from './Benefits.module.css';

export function Benefits() {
  return (
    <section className={section.section} aria-labelledby="benefits-title">
      <div className={section.inner}>
        <header className={section.header}>
          <p className={section.eyebrow}>Why lend with us</p>
          <h2 id="benefits-title" className={section.heading}>
            We look after the details
          </h2>
          <p className={section.intro}>So your dresses earn while you get on with life.</p>
        </header>
        <ul className={styles.grid}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <h3 className={styles.title}>{benefit.title}</h3>
              <p className={styles.text}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
