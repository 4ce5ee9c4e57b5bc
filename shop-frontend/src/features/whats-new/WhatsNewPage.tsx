import { usePageMeta } from '@dw/web-kit';
import { type ProductCardView, matchesFilter, pageTitle } from '@dw/contracts';
import { Link } from 'wouter';
import { WHATS_NEW_NAV } from '../../shared/siteLinks';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { SidebarLayout } from '../../shared/ui/SidebarLayout';
import { useNewestDresses } from '../catalogue/catalogueApi';
import { ProductImage } from '../products/ProductImage';
import { productImages } from '../products/productImages';
import { ARRIVALS, ENHANCEMENTS, HIGHLIGHTS, PRESS } from './whatsNewContent';
import styles from './WhatsNewPage.module.css';

function pictureFor(products: readonly ProductCardView[] | undefined, picture: { filter: string; nameHint: string }) {
  const pictured = (products ?? []).filter((p) => productImages(p).length > 0);
  const match =
    pictured.find((p) => p.name.toLowerCase().includes(picture.nameHint)) ?? pictured.find((p) => matchesFilter(p, picture.filter));
  return match ? { src: productImages(match)[0], alt: match.name } : { src: undefined, alt: '' };
}

export default function WhatsNewPage() {
  usePageMeta(
    pageTitle('What’s New'),
    'New designer arrivals, improvements to renting and lending, and highlights from the Designer Wardrobe community.',
  );
  const products = useNewestDresses().data?.items;
  return (
    <SidebarLayout links={WHATS_NEW_NAV} label="What’s new">
      <header className={styles.header}>
        <span className={layout.eyebrow}>What’s new</span>
        <h1>Fresh in the wardrobe</h1>
        <p>New arrivals, better ways to rent and lend, and the moments our community loved this season.</p>
      </header>

      <section aria-labelledby="arrivals-title" className={styles.block}>
        <h2 id="arrivals-title" className={styles.blockTitle}>
          New arrivals
        </h2>
        <ul className={styles.arrivals}>
          {ARRIVALS.map((a) => {
            const picture = pictureFor(products, a.picture);
            return (
              <li key={a.title} className={styles.arrival}>
                <div className={styles.arrivalArt}>
                  <ProductImage src={picture.src} alt={picture.alt} sizes="180px" />
                </div>
                <div className={styles.arrivalBody}>
                  <span className={styles.tag}>{a.tag}</span>
                  <h3>{a.title}</h3>
                  <p>{a.text}</p>
                  <p className={styles.from}>From {a.from}</p>
                  <Link href={a.href} className={buttons.textLink}>
                    Shop now
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="enhancements-title" className={styles.block}>
        <h2 id="enhancements-title" className={styles.blockTitle}>
          Platform enhancements
        </h2>
        <ul className={styles.list}>
          {ENHANCEMENTS.map((e) => (
            <li key={e.title}>
              <h3>{e.title}</h3>
              <p>{e.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="highlights-title" className={`${styles.block} ${styles.highlights}`}>
        <h2 id="highlights-title" className={styles.blockTitle}>
          Community highlights
        </h2>
        <dl className={styles.figures}>
          {HIGHLIGHTS.map((h) => (
            <div key={h.label}>
              <dt>{h.label}</dt>
              <dd>{h.figure}</dd>
            </div>
          ))}
        </dl>
        <Link href="/community" className={buttons.textLink}>
          Visit the community
        </Link>
      </section>

      <section aria-labelledby="press-title" className={`${styles.block} ${styles.press}`}>
        <span className={layout.eyebrow}>In the press</span>
        <h2 id="press-title">{PRESS.headline}</h2>
        <p>{PRESS.text}</p>
        <a href={PRESS.url} target="_blank" rel="noopener noreferrer" className={buttons.textLink}>
          Read more at {PRESS.publication}
          <span className={layout.visuallyHidden}> (opens in a new tab)</span>
        </a>
      </section>

      <section aria-labelledby="next-title" className={`${styles.block} ${styles.closing}`}>
        <h2 id="next-title">Rent something new, or let your wardrobe earn</h2>
        <div className={styles.closingActions}>
          <Link href="/catalog" className={buttons.primary}>
            Shop the collection
          </Link>
          <Link href="/monetise-your-wardrobe" className={buttons.secondary}>
            Monetise your wardrobe
          </Link>
        </div>
      </section>
    </SidebarLayout>
  );
}
