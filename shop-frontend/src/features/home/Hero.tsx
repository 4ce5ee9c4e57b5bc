import { IMAGE_SIZES, type ProductCardView } from '@dw/contracts';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { newestProducts } from '../catalogue/catalogueQuery';
import { ProductImage } from '../products/ProductImage';
import { productImages } from '../products/productImages';
import styles from './Hero.module.css';

export function Hero({ products }: { products: readonly ProductCardView[] | undefined }) {
  // The two newest dresses that have a photograph dress the hero; the drawing stands in until they load.
  const pictured = newestProducts(products ?? [], Infinity).filter((p) => productImages(p).length > 0);
  const [first, second] = pictured;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${layout.container} ${styles.inner}`}>
        <div className={styles.copy}>
          <span className={layout.eyebrow}>Designer dress hire · UK</span>
          <h1 id="hero-title" className={styles.title}>
            Hire designer dresses for <em>any occasion</em>
          </h1>
          <p className={styles.lead}>
            Gowns for black tie, dresses for weddings and proms, chosen from the labels you love. Delivered free, dry-cleaned by us,
            returned with ease.
          </p>
          <div className={styles.actions}>
            <Link href="/all-dresses" className={buttons.primary}>
              Browse Dresses
            </Link>
            <Link href="/how-it-works" className={buttons.secondary}>
              How It Works
            </Link>
          </div>
          <p className={styles.price}>
            <span className={styles.priceLabel}>Rentals</span>
            <span>From £45 - £89</span>
          </p>
        </div>
        <div className={styles.visual}>
          <figure className={styles.main}>
            <ProductImage
              src={first ? productImages(first)[0] : undefined}
              alt={first ? first.name : 'A designer evening gown'}
              priority
              sizes={IMAGE_SIZES.hero}
            />
          </figure>
          <figure className={styles.inset}>
            <ProductImage
              src={second ? productImages(second)[0] : undefined}
              alt={second ? second.name : 'A designer cocktail dress'}
              eager
              sizes={IMAGE_SIZES.heroInset}
            />
          </figure>
          <span className={styles.badge} aria-hidden="true">
            2 or 4<small>day rentals</small>
          </span>
        </div>
      </div>
    </section>
  );
}
