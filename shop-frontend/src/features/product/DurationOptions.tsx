import {
  RENTAL_DURATIONS,
  type PricedProduct,
  type RentalDuration,
  displayPounds,
  formatDay,
  rentalSchedule,
  unitPricePence,
} from '@dw/contracts';
import { dayRange } from './startDates';
import styles from './ProductDetail.module.css';

interface Props {
  product: PricedProduct;
  duration: RentalDuration;
  startDate: string | null;
  /** Whether a rental of that length can start on the chosen date. */
  canStart: (duration: RentalDuration) => boolean;
  onChoose: (duration: RentalDuration) => void;
}

/** 2 or 4 days, each with its price and, once a date is chosen, its days and return post. */
export function DurationOptions({ product, duration, startDate, canStart, onChoose }: Props) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>Rental period</legend>
      <div className={styles.options}>
        {RENTAL_DURATIONS.map((d) => {
          const plan = startDate ? rentalSchedule({ start: startDate, duration: d }) : null;
          return (
            <button key={d} type="button" className={styles.durationOption} aria-pressed={duration === d} onClick={() => onChoose(d)}>
              <span className={styles.durationDays}>{d} days</span>
              <span className={styles.durationPrice}>{displayPounds(unitPricePence(product, d))}</span>
              {plan && (
                <span className={styles.durationDates}>
                  {canStart(d)
                    ? `${dayRange(plan.start, plan.end)} · back in the post ${formatDay(plan.returnPost, { year: false })}`
                    : 'Not available from this date'}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
