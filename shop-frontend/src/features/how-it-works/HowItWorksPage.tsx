import { pageTitle, LENDER_SHARE_PERCENT, SHOP_COMMISSION_PERCENT } from '@dw/contracts';
import { Steps, usePageMeta } from '@dw/web-kit';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { SectionHeading } from '../../shared/ui/SectionHeading';
import { Stars } from '../../shared/ui/Stars';
import stepsLook from '../../shared/ui/Steps.module.css';
import { BENEFITS, EARNINGS, EXPERIENCE, RENTAL_STEPS, TESTIMONIALS } from './howItWorksContent';
import styles from './HowItWorksPage.module.css';

export default function HowItWorksPage() {
  usePageMeta(
    pageTitle('How It Works'),
    'How designer dress rental works: choose a dress and a 2 or 4 day rental, get free UK delivery, wear it, and send it back. We handle the dry cleaning.',
  );
  return (
    <>
      <section className={`${layout.container} ${styles.intro}`}>
        <SectionHeading
          level={1}
          eyebrow="How it works"
          title="Designer dresses, hired with ease"
          lead="Choose the dress, wear it to the occasion and send it back. Delivery, dry cleaning and a backup size are taken care of, so the only decision left is which earrings."
        />
        <div className={styles.introActions}>
          <Link href="/all-dresses" className={buttons.primary}>
            Browse the collection
          </Link>
        </div>
      </section>

      <section className={layout.sectionTight} aria-labelledby="steps-title">
        <div className={layout.container}>
          <h2 id="steps-title" className={layout.visuallyHidden}>
            Three steps
          </h2>
          <Steps steps={RENTAL_STEPS} className={stepsLook.steps} />
        </div>
      </section>

      <section className={`${layout.section} ${layout.sand}`} aria-labelledby="benefits-title">
        <div className={layout.container}>
          <SectionHeading id="benefits-title" eyebrow="Why rent with us" title="Every rental comes with" />
          <ul className={styles.benefits}>
            {BENEFITS.map((b) => (
              <li key={b.title} className={styles.benefit}>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${layout.section} ${layout.dark}`} aria-labelledby="earn-title">
        <div className={`${layout.container} ${styles.earn}`}>
          <div className={styles.earnCopy}>
            <span className={layout.eyebrow}>For lenders</span>
            <h2 id="earn-title">Lend your wardrobe and keep {LENDER_SHARE_PERCENT}% of every rental</h2>
            <p>
              List the designer pieces you rarely wear. We take a {SHOP_COMMISSION_PERCENT}% commission and handle the rest: every rental is
              insured up to £2,000, renters are ID-verified, and professional dry cleaning costs you nothing. Payouts arrive by bank
              transfer on the 1st of each month.
            </p>
            <div className={styles.earnActions}>
              <Link href="/list-dress" className={buttons.light}>
                List your dress
              </Link>
              <Link href="/monetise-your-wardrobe" className={styles.earnLink}>
                How lending works →
              </Link>
            </div>
          </div>
          <dl className={styles.earnings}>
            {EARNINGS.map((e) => (
              <div key={e.item}>
                <dt>
                  {e.item}
                  <small>Original price {e.original}</small>
                </dt>
                <dd>
                  {e.range}
                  <small>per rental</small>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={layout.section} aria-labelledby="experience-title">
        <div className={layout.container}>
          <SectionHeading id="experience-title" eyebrow="The experience" title="From doorstep to dance floor" />
          <ol className={styles.timeline}>
            {EXPERIENCE.map((e) => (
              <li key={e.when}>
                <span className={styles.when}>{e.when}</span>
                <h3>{e.title}</h3>
                <p>{e.text}</p>
              </li>
            ))}
          </ol>
          <ul className={styles.quotes}>
            {TESTIMONIALS.map((t) => (
              <li key={t.name}>
                <figure>
                  <Stars rating={t.rating} />
                  <blockquote>{t.quote}</blockquote>
                  <figcaption>
                    {t.name}, <span>{t.occasion}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${layout.sectionTight} ${layout.sand}`} aria-labelledby="ready-title">
        <div className={`${layout.container} ${styles.ready}`}>
          <h2 id="ready-title">Ready to find your dress?</h2>
          <div className={styles.readyActions}>
            <Link href="/catalog" className={buttons.primary}>
              Browse Dresses
            </Link>
            <Link href="/terms" className={buttons.textLink}>
              Read our rental terms
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
