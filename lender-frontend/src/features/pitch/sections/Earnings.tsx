import { ITEM_EARNINGS, MONTHLY_TIERS, SUCCESS_STORY } from '../content';
import { MonthlyHeadline } from '../MonthlyHeadline';
import section from './Section.module.css';
import styles from './Earnings.module.css';

export function Earnings() {
  return (
    <section className={section.section} aria-labelledby="earnings-title">
      <div className={section.inner}>
        <div className={styles.top}>
          <header className={section.header}>
            <p className={section.eyebrow}>Earning potential</p>
            <h2 id="earnings-title" className={section.heading}>
              What your wardrobe could earn
            </h2>
            <p className={section.intro}>
              Your dresses set the pace. These are typical figures from lenders renting their pieces out across the UK.
            </p>
          </header>
          <p className={styles.headline}>
            <MonthlyHeadline className={styles.headlineFigure} />
            <span className={styles.headlineUnit}>monthly</span>
            <span className={styles.headlineNote}>based on 3-8 rentals a month</span>
          </p>
        </div>

        <div className={styles.columns}>
          <div>
            <h3 className={section.subheading}>Per rental, by piece</h3>
            <ul className={styles.items}>
              {ITEM_EARNINGS.map((item) => (
                <li key={item.type} className={styles.item}>
                  <span className={styles.itemType}>{item.type}</span>
                  <span className={styles.itemFigure}>
                    {item.perRental} <span className={styles.per}>per rental</span>
                  </span>
                  <span className={styles.itemOriginal}>Original price {item.original}</span>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h3 className={section.subheading}>Each month, by wardrobe</h3>
            <ul className={styles.tiers}>
              {MONTHLY_TIERS.map((tier) => (
                <li key={tier.name} className={styles.tier}>
                  <span className={styles.tierName}>{tier.name}</span>
                  <span className={styles.tierPieces}>{tier.pieces}</span>
                  <span className={styles.tierFigure}>
                    {tier.monthly}
                    <span className={styles.per}> a month</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <figure className={styles.story}>
          <div className={styles.storyAside}>
            <p className={styles.storyLabel}>Success story</p>
            <p className={styles.earned}>
              <span className={styles.earnedFigure}>{SUCCESS_STORY.earned}</span>
              <span className={styles.earnedLabel}>{SUCCESS_STORY.earnedLabel}</span>
            </p>
          </div>
          <div>
            <blockquote className={styles.quote}>
              <p>“{SUCCESS_STORY.quote}”</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.monogram} aria-hidden="true">
                {SUCCESS_STORY.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </span>
              <span>
                <span className={styles.name}>{SUCCESS_STORY.name}</span>
                <span className={styles.place}>
                  {SUCCESS_STORY.place} · {SUCCESS_STORY.since}
                </span>
              </span>
            </figcaption>
          </div>
        </figure>
      </div>
    </section>
  );
}
