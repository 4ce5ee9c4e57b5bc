import { Steps as StepList } from '@dw/web-kit';
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
        <StepList steps={STEPS} className={styles.steps} />
      </div>
    </section>
  );
}
