import {
  CATEGORIES,
  DEFAULT_DURATION,
  NOTICES,
  RENTAL_DURATIONS,
  type ProductView,
  type RentalDuration,
  labelOf,
  sizeLabel,
  sortSizes,
  toast,
  unitPricePence,
} from '@dw/contracts';
import { useState } from 'react';
import { Link } from 'wouter';
import { getCartSessionId } from '../../shared/cartSession';
import { pounds } from '../../shared/money';
import { pageTitle } from '../../shared/pageTitle';
import { usePageMeta } from '../../shared/usePageMeta';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { useAddToCartMutation } from '../cart/cartApi';
import { cardPrices } from '../products/cardPricing';
import { productImages } from '../products/productImages';
import { InfoStrip } from './InfoStrip';
import { ProductGallery } from './ProductGallery';
import styles from './ProductDetail.module.css';

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 155 ? `${flat.slice(0, 152).trimEnd()}…` : flat;
}

export function ProductDetail({ product }: { product: ProductView }) {
  const images = productImages(product);
  usePageMeta(pageTitle(product.name), summary(product.description), { image: images[0], type: 'product' });

  const [size, setSize] = useState<string | null>(null);
  const [duration, setDuration] = useState<RentalDuration>(DEFAULT_DURATION);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [added, setAdded] = useState(false);
  const [addToCart, { isLoading: adding }] = useAddToCartMutation();
  const { rentFrom, retail } = cardPrices(product);
  const category = labelOf(CATEGORIES, product.category);

  const add = async () => {
    if (!size) {
      setSizeMissing(true);
      toast({ ...NOTICES.sizeRequired, variant: 'destructive' });
      return;
    }
    try {
      await addToCart({ sessionId: getCartSessionId(), productId: product.id, size, duration, quantity: 1 }).unwrap();
      setAdded(true);
      toast({
        title: 'Added to Cart',
        description: `${product.name}, UK ${size}, ${duration}-day rental.`,
        variant: 'success',
      });
    } catch {
      toast({ ...NOTICES.addToCartFailed, variant: 'destructive' });
    }
  };

  return (
    <article className={`${layout.container} ${styles.page}`}>
      <Link href="/all-dresses" className={styles.back}>
        <span aria-hidden="true">←</span> Back to all dresses
      </Link>
      <div className={styles.layout}>
        <ProductGallery images={images} name={product.name} />

        <div className={styles.panel}>
          <span className={layout.eyebrow}>{category}</span>
          <h1 className={styles.name}>{product.name}</h1>
          {product.brand && <p className={styles.brand}>by {product.brand}</p>}

          <div className={styles.price}>
            <span className={styles.amount}>{rentFrom}</span>
            <span className={styles.per}>rental</span>
            <span className={styles.retail}>
              <abbr title="Original retail price">RRP</abbr> {retail}
            </span>
          </div>

          <p className={styles.description}>{product.description}</p>

          <fieldset className={styles.choice} aria-describedby={sizeMissing && !size ? 'size-hint' : undefined}>
            <legend className={styles.legend}>Size (UK)</legend>
            <div className={styles.options}>
              {sortSizes(product.availableSizes).map((s) => (
                <button
                  key={s}
                  type="button"
                  className={styles.sizeOption}
                  aria-pressed={size === s}
                  aria-label={sizeLabel(s)}
                  onClick={() => {
                    setSize(s);
                    setAdded(false);
                  }}
                >
                  {s}
                </button>
              ))}
            </div>
            {sizeMissing && !size && (
              <p id="size-hint" className={styles.hint}>
                Choose your size to continue.
              </p>
            )}
          </fieldset>

          <fieldset className={styles.choice}>
            <legend className={styles.legend}>Rental period</legend>
            <div className={styles.options}>
              {RENTAL_DURATIONS.map((d) => (
                <button
                  key={d}
                  type="button"
                  className={styles.durationOption}
                  aria-pressed={duration === d}
                  onClick={() => {
                    setDuration(d);
                    setAdded(false);
                  }}
                >
                  <span className={styles.durationDays}>{d} days</span>
                  <span className={styles.durationPrice}>{pounds(unitPricePence(product, d))}</span>
                </button>
              ))}
            </div>
          </fieldset>

          <div className={styles.actions}>
            <button type="button" className={`${buttons.primary} ${buttons.block}`} onClick={add} disabled={adding}>
              {adding ? 'Adding…' : 'Add to Cart'}
            </button>
            {added && (
              <Link href="/cart" className={`${buttons.secondary} ${buttons.block}`}>
                View cart
              </Link>
            )}
          </div>

          <InfoStrip />
        </div>
      </div>
    </article>
  );
}
