import { type ProductCardView, matchesFilter } from '@dw/contracts';
import { Link } from 'wouter';
import layout from '../../shared/ui/layout.module.css';
import { SectionHeading } from '../../shared/ui/SectionHeading';
import { ProductImage } from '../products/ProductImage';
import { productImages } from '../products/productImages';
import styles from './OccasionTiles.module.css';

const OCCASION_TILES = [
  {
    category: 'evening-gown',
    title: 'Formal Events',
    subtitle: 'Black Tie',
    text: 'Floor-length gowns for galas, balls and black-tie dinners.',
  },
  {
    category: 'wedding-guest',
    title: 'Wedding Guest',
    subtitle: 'Day to evening',
    text: 'Elegant dresses that respect the bride and still turn heads.',
  },
  {
    category: 'mother-of-bride',
    title: 'Mother of the Bride',
    subtitle: 'Timeless elegance',
    text: 'Refined silhouettes for the proudest day of the year.',
  },
] as const;

export function OccasionTiles({ products }: { products: readonly ProductCardView[] | undefined }) {
  return (
    <section className={`${layout.section} ${layout.sand}`} aria-labelledby="home-occasions">
      <div className={layout.container}>
        <SectionHeading id="home-occasions" eyebrow="Shop by occasion" title="Dressed for the moment" />
        <ul className={styles.tiles}>
          {OCCASION_TILES.map((tile) => {
            // Each tile shows a dress from its own list, so the picture matches what the link opens.
            const match = products?.find((p) => matchesFilter(p, tile.category) && productImages(p).length > 0);
            return (
              <li key={tile.category} className={styles.tile}>
                <div className={styles.media}>
                  <ProductImage
                    src={match ? productImages(match)[0] : undefined}
                    alt={match ? match.name : ''}
                    sizes="(min-width: 800px) 33vw, 42vw"
                  />
                </div>
                <div className={styles.body}>
                  <span className={styles.subtitle}>{tile.subtitle}</span>
                  <h3 className={styles.title}>
                    <Link href={`/all-dresses?category=${tile.category}`} className={styles.link}>
                      {tile.title}
                    </Link>
                  </h3>
                  <p className={styles.text}>{tile.text}</p>
                  <span className={styles.cta} aria-hidden="true">
                    Shop now
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
