import {
  ADD_TO_CART_FAILED_NOTICE,
  DATES_TAKEN_NOTICE,
  DATE_REQUIRED_NOTICE,
  CATEGORIES,
  DEFAULT_DURATION,
  SIZE_REQUIRED_NOTICE,
  type ProductView,
  type RentalDuration,
  formatDay,
  labelOf,
  sizeLabel,
  dismissToast,
  sortSizes,
  toast,
  pageTitle,
} from '@dw/contracts';
import { failedWith, failureText, isApiFailure, usePageMeta } from '@dw/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { getCartSessionId } from '../../shared/cartSession';
import { deferredSection } from '../../shared/deferredSection';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { useAddToCartMutation } from '../cart/cartApi';
import { readCarriedChoice } from '../products/carriedChoice';
import { cardPrices } from '../products/cardPricing';
import { productImages } from '../products/productImages';
import { useGetProductAvailabilityQuery } from './availabilityApi';
import { backupOptions } from './backupOptions';
import { DurationOptions } from './DurationOptions';
import { ProductGallery } from './ProductGallery';
import { keptStartDate, startDateRules } from './startDates';
import styles from './ProductDetail.module.css';

// Below the photograph on a phone: drawn by the server, hydrated once their code has arrived.
const StartDatePicker = deferredSection(() =>
  import(/* webpackChunkName: "product-dates" */ './StartDatePicker').then((m) => m.StartDatePicker),
);
// Shown once a size is chosen, never on the first screen: its own chunk.
const BackupSizeSelect = deferredSection(() =>
  import(/* webpackChunkName: "product-backup" */ './BackupSizeSelect').then((m) => m.BackupSizeSelect),
);
// The reviews (the list below the first screen, and the stars by the name that link to it) share a
// chunk loaded after the page: the server draws both, the browser hydrates them once it arrives.
const ProductReviews = deferredSection(() =>
  import(/* webpackChunkName: "product-reviews" */ '../reviews/ProductReviews').then((m) => m.ProductReviews),
);
const RatingLink = deferredSection(() =>
  import(/* webpackChunkName: "product-reviews" */ '../reviews/ProductReviews').then((m) => m.RatingLink),
);
const InfoStrip = deferredSection(() => import(/* webpackChunkName: "product-info" */ './InfoStrip').then((m) => m.InfoStrip));

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 155 ? `${flat.slice(0, 152).trimEnd()}…` : flat;
}

export function ProductDetail({ product }: { product: ProductView }) {
  const images = productImages(product);
  usePageMeta(pageTitle(product.name), summary(product.description), { image: images[0], type: 'product' });

  const [size, setSize] = useState<string | null>(null);
  const [duration, setDuration] = useState<RentalDuration>(DEFAULT_DURATION);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [dateNotice, setDateNotice] = useState<string | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [dateMissing, setDateMissing] = useState(false);
  const [added, setAdded] = useState(false);
  const [backupSize, setBackupSize] = useState<string | null>(null);
  const [addToCart, { isLoading: adding }] = useAddToCartMutation();
  // Once per visit to the page, never from the cache: someone may have booked since.
  const availability = useGetProductAvailabilityQuery(product.id, { refetchOnMountOrArgChange: true });
  const rules = useMemo(
    () => (availability.data ? startDateRules(availability.data, product.availableSizes) : null),
    [availability.data, product.availableSizes],
  );
  const { rentFrom, retail } = cardPrices(product);
  const backups = size ? backupOptions(product.availableSizes, size, rules, duration, startDate) : [];
  // A backup that became the main size, or is taken for the new dates, is dropped rather than sent.
  const backup = backups.some((o) => o.size === backupSize && o.available) ? backupSize : null;
  const category = labelOf(CATEGORIES, product.category);

  // The catalogue's size and date come along in the link (?size=10&date=…). Applied once the page is
  // live: the server draws the page without them (its drawing is shared by every query string).
  const search = useSearch();
  useEffect(() => {
    const carried = readCarriedChoice(search, product.availableSizes);
    /* eslint-disable react-hooks/set-state-in-effect -- once, after the server-drawn markup has been taken over */
    if (carried.size) setSize(carried.size);
    if (carried.startDate) {
      setDuration(carried.duration);
      setStartDate(carried.startDate);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // Only the URL the page opened with: later choices on the page are the renter's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Applies a new size, duration or availability, keeping the date only while it can still be booked. */
  const rechoose = (next: { size: string | null; duration: RentalDuration }, nextRules = rules) => {
    setAdded(false);
    if (!startDate || !nextRules || keptStartDate(nextRules, next.size, next.duration, startDate)) return;
    setStartDate(null);
    const what = next.size ? `in UK ${next.size} for ${next.duration} days` : `for ${next.duration} days`;
    setDateNotice(`${formatDay(startDate)} is not available ${what}. Please choose another date.`);
  };

  // Fresh availability (after a 409, say) may have taken the chosen date. Only new availability
  // re-checks here, as it renders; size and duration changes re-check as they happen.
  const [checkedRules, setCheckedRules] = useState(rules);
  if (rules !== checkedRules) {
    setCheckedRules(rules);
    if (rules) rechoose({ size, duration }, rules);
  }

  const chooseDate = (day: string) => {
    dismissToast(DATE_REQUIRED_NOTICE.title);
    setStartDate(day);
    setDateNotice(null);
    setAdded(false);
  };

  const add = async () => {
    // Not disabled while adding: a disabled button drops the keyboard focus to the page's start.
    if (adding) return;
    if (!size) {
      setSizeMissing(true);
      toast({ ...SIZE_REQUIRED_NOTICE, variant: 'destructive' });
      return;
    }
    if (!startDate) {
      setDateMissing(true);
      toast({ ...DATE_REQUIRED_NOTICE, variant: 'destructive' });
      return;
    }
    try {
      const line = { sessionId: getCartSessionId(), productId: product.id, size, duration, quantity: 1, startDate };
      await addToCart(backup ? { ...line, backupSize: backup } : line).unwrap();
      setAdded(true);
      toast({
        title: 'Added to Cart',
        description:
          `${product.name}, UK ${size}${backup ? ` with a free backup in UK ${backup}` : ''}, ` +
          `${duration}-day rental from ${formatDay(startDate)}.`,
        variant: 'success',
      });
    } catch (error) {
      if (failedWith(error, 'DATES_UNAVAILABLE')) {
        // Taken since the page loaded: say so, and grey it out with the latest bookings.
        toast({ title: DATES_TAKEN_NOTICE.title, description: error.message, variant: 'destructive' });
        void availability.refetch();
      } else if (isApiFailure(error) && (error.status === 400 || failedWith(error, 'BACKUP_SIZE_LIMIT'))) {
        // A sentence she can act on: a date, a size, or the one backup her dress already has in the cart.
        const description = failureText(error, ADD_TO_CART_FAILED_NOTICE.description);
        toast({ title: ADD_TO_CART_FAILED_NOTICE.title, description, variant: 'destructive' });
      } else {
        toast({ ...ADD_TO_CART_FAILED_NOTICE, variant: 'destructive' });
      }
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
          {product.rating.count > 0 && <RatingLink product={product} />}

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
                    dismissToast(SIZE_REQUIRED_NOTICE.title);
                    setSize(s);
                    rechoose({ size: s, duration });
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

          {size && (
            <BackupSizeSelect
              options={backups}
              value={backup}
              onChange={(s) => {
                setBackupSize(s);
                setAdded(false);
              }}
            />
          )}

          <DurationOptions
            prices={product.rentalPrices}
            duration={duration}
            startDate={startDate}
            canStart={(d) => !rules || keptStartDate(rules, size, d, startDate) !== null}
            onChoose={(d) => {
              setDuration(d);
              rechoose({ size, duration: d });
            }}
          />

          <StartDatePicker
            rules={rules}
            loadFailed={availability.isError}
            onRetry={availability.refetch}
            size={size}
            duration={duration}
            startDate={startDate}
            onSelect={chooseDate}
            missing={dateMissing}
            notice={dateNotice}
          />

          <div className={styles.actions}>
            <button type="button" className={`${buttons.primary} ${buttons.block}`} onClick={add} aria-disabled={adding || undefined}>
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
      <ProductReviews product={product} />
    </article>
  );
}
