import {
  RENTAL_DURATIONS,
  type RentalDuration,
  type RentalPriceView,
  displayPounds,
  formatDay,
  rentalSchedule,
  toPence,
} from '@dw/contracts';
import { dayRange } from './startDates';
import styles from './ProductDetail.module.css';

interface Props {
  /** The server's price for each rental length (the product's rentalPrices): the shop computes none. */
  prices: readonly RentalPriceView[];
  duration: RentalDuration;
  startDate: string | null;
  /** Whether a rental of that length can start on the chosen date. */
  canStart: (duration: RentalDuration) => boolean;
  onChoose: (duration: RentalDuration) => void;
}

/** 2 or 4 days, each with its price and, once a date is chosen, its days and return post. */
export function DurationOptions({ prices, duration, startDate, canStart, onChoose }: Props) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>Rental period</legend>
      <div className={styles.options}>
        {RENTAL_DURATIONS.map((d) => {
          const plan = startDate ? rentalSchedule({ start: startDate, duration: d }) : null;
          const price = prices.find((p) => p.duration === d)?.price;
          return (
            <button key={d} type="button" className={styles.durationOption} aria-pressed={duration === d} onClick={() => onChoose(d)}>
              <span className={styles.durationDays}>{d} days</span>
              {price !== undefined && <span className={styles.durationPrice}>{displayPounds(toPence(price))}</span>}
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
