import { STEPS } from '../content';
import section from './Section.module.css';
import styles from './Steps.module.css';

export function Steps() {
  return (
    <section className={`${section.section} ${section.stone}`} aria-labelledby="steps-title">
      <div className={section.inner}>
        <header className={`${section.header} ${section.centred}`}>
          <p className={section.eyebrow}>How lending works</p>
          <h2 id="steps-title" className={section.heading}>
            Three steps to your first payout
          </h2>
        </header>
        <ol className={styles.steps}>
          {STEPS.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
