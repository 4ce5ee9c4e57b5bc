import layout from '../../shared/ui/layout.module.css';
import { PRESS_MENTIONS } from '../../shared/press';
import styles from './AboutCollection.module.css';

/** Brand story and press under the grid; hidden on phones, where the grid is the point. */
export function AboutCollection() {
  return (
    <section className={`${layout.section} ${styles.about}`} aria-labelledby="about-collection">
      <div className={`${layout.container} ${styles.inner}`}>
        <div className={styles.story}>
          <span className={layout.eyebrow}>About the collection</span>
          <h2 id="about-collection">Wear the designer dress. Skip the designer price.</h2>
          <p>
            Every piece in our wardrobe is chosen for the moments that matter: black-tie galas, summer weddings, proms and the nights you
            will talk about for years. Dresses arrive freshly dry-cleaned, with a backup size on request, and return in a prepaid bag when
            the party is over.
          </p>
          <p>
            Renting keeps beautiful clothes in circulation instead of at the back of a wardrobe, so each dress is loved many times over.
          </p>
        </div>
        <div className={styles.press}>
          <span className={layout.eyebrow}>As seen in</span>
          <ul>
            {PRESS_MENTIONS.map((press) => (
              <li key={press.name}>
                <a href={press.url} target="_blank" rel="noopener noreferrer">
                  {press.name}
                  <span className={layout.visuallyHidden}> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
