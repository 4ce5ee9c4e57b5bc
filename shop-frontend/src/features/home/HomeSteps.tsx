import { Steps } from '@dw/web-kit';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { SectionHeading } from '../../shared/ui/SectionHeading';
import stepsLook from '../../shared/ui/Steps.module.css';
import styles from './HomeSteps.module.css';

const STEPS = [
  {
    title: 'Choose your dress',
    text: 'Browse designer gowns and occasion dresses, pick your UK size and a 2 or 4 day rental.',
  },
  {
    title: 'Wear it beautifully',
    text: 'It arrives free in 1-3 business days, freshly dry-cleaned, with a backup size on request.',
  },
  {
    title: 'Return with ease',
    text: 'Pop it in the prepaid bag and drop it at Royal Mail, or book a pickup from home. We do the cleaning.',
  },
] as const;

export function HomeSteps() {
  return (
    <section className={layout.section} aria-labelledby="home-steps">
      <div className={layout.container}>
        <SectionHeading id="home-steps" eyebrow="How it works" title="Three steps to your perfect look" />
        <Steps steps={STEPS} className={stepsLook.steps} />
        <div className={styles.more}>
          <Link href="/how-it-works" className={buttons.textLink}>
            Learn more about renting
          </Link>
        </div>
      </div>
    </section>
  );
}
