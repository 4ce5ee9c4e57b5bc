import type { ProductCardView } from '@dw/contracts';
import { CATEGORIES, IMAGE_SIZES, labelOf } from '@dw/contracts';
import { Link } from 'wouter';
import { RatingStars } from '../../shared/ui/RatingStars';
import { type CarriedChoice, productHref } from './carriedChoice';
import { cardPrices } from './cardPricing';
import { ProductImage } from './ProductImage';
import { productImages } from './productImages';
import styles from './ProductCard.module.css';

interface Props {
  product: ProductCardView;
  eager?: boolean;
  priority?: boolean;
  /** The catalogue's size and date, carried to the dress's page. */
  choice?: CarriedChoice;
}

export function ProductCard({ product, eager = false, priority = false, choice }: Props) {
  const { rentFrom, retail } = cardPrices(product);
  const [image] = productImages(product);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProductImage
          src={image}
          alt={`${product.name}${product.brand ? ` by ${product.brand}` : ''}`}
          eager={eager}
          priority={priority}
          sizes={IMAGE_SIZES.card}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand ?? labelOf(CATEGORIES, product.category)}</p>
        <h3 className={styles.name}>
          {/* The link covers the whole card (see ::after), so the card is one tab stop. */}
          <Link href={productHref(product.slug, choice)} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        {product.rating.count > 0 && product.rating.average !== null && (
          <p className={styles.rating}>
            <RatingStars average={product.rating.average} count={product.rating.count} />
          </p>
        )}
        <p className={styles.rent}>
          Rent from <strong>{rentFrom}</strong>
        </p>
        <p className={styles.membership}>With membership £0</p>
        <p className={styles.retail}>
          <abbr title="Original retail price">RRP</abbr> {retail}
        </p>
      </div>
    </article>
  );
}
