import { type RentalDuration, bookableStartRange, bookingRulesHint, formatDay, isEmptyRange, monthOf, rentalSchedule } from '@dw/contracts';
import { MonthCalendar } from '@dw/web-kit';
import { useState } from 'react';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { type StartDateRules, dayRange, firstBookableDay, startProblem } from './startDates';
import styles from './StartDatePicker.module.css';

interface Props {
  /** Null while the availability is on its way. */
  rules: StartDateRules | null;
  loadFailed: boolean;
  onRetry: () => void;
  size: string | null;
  duration: RentalDuration;
  startDate: string | null;
  onSelect: (day: string) => void;
  /** The renter pressed Add to Cart without a date. */
  missing: boolean;
  /** Why an earlier choice was dropped (a change of size or duration, or someone else's booking). */
  notice: string | null;
  /** Distinct ids when several pickers share a page (the cart's undated lines). */
  idPrefix?: string;
}

/** The event date: a month calendar greying the days this size and rental length cannot start. */
export function StartDatePicker({
  rules,
  loadFailed,
  onRetry,
  size,
  duration,
  startDate,
  onSelect,
  missing,
  notice,
  idPrefix = '',
}: Props) {
  const [month, setMonth] = useState<string | null>(null);
  const legendId = `${idPrefix}event-date-legend`;
  const hintId = `${idPrefix}date-hint`;
  const plan = startDate ? rentalSchedule({ start: startDate, duration }) : null;

  let body;
  let rulesHint: string | null = null;
  if (rules) {
    // The dress's own notice and window narrow the months shown; an empty range keeps the shop's months, all greyed.
    const own = bookableStartRange(rules.today, rules.bookingRules);
    const allowed = isEmptyRange(own) ? bookableStartRange(rules.today) : own;
    rulesHint = isEmptyRange(own) ? 'This dress cannot be booked for any date at the moment.' : bookingRulesHint(rules.bookingRules);
    // Until the renter pages or picks, open on the first month with a free day for her size and length.
    const shown = month ?? monthOf(firstBookableDay(rules, size, duration) ?? allowed.from);
    body = (
      <>
        <MonthCalendar
          month={shown}
          minMonth={monthOf(allowed.from)}
          maxMonth={monthOf(allowed.to)}
          onMonthChange={setMonth}
          focusDay={startDate}
          day={(day) => {
            const pickable = startProblem(rules, size, duration, day) === null;
            // A later rental day that could not start a rental itself stays greyed.
            return { pickable, chosen: day === startDate, inRange: pickable && plan !== null && day > plan.start && day <= plan.end };
          }}
          onPick={(day) => {
            // Pin the month: if the date is dropped later (taken meanwhile), the calendar stays put.
            setMonth(monthOf(day));
            onSelect(day);
          }}
          labelledBy={legendId}
        />
        <ul className={styles.key} aria-label="Calendar key">
          <li>
            <span className={styles.swatchChosen} aria-hidden="true" /> Your dates
          </li>
          <li>
            <span className={styles.swatchFree} aria-hidden="true" /> Available
          </li>
          <li>
            <span className={styles.swatchTaken} aria-hidden="true" /> Unavailable
          </li>
        </ul>
      </>
    );
  } else if (loadFailed) {
    body = <LoadFailed what="the available dates" onRetry={onRetry} />;
  } else {
    body = (
      <div className={styles.pending} role="status">
        Checking availability…
      </div>
    );
  }

  return (
    <fieldset className={styles.picker} aria-describedby={missing && !startDate ? hintId : undefined}>
      <legend id={legendId} className={styles.legend}>
        Event date
      </legend>
      <p className={styles.help}>The first day of your rental. We deliver the day before.</p>
      {rulesHint && <p className={styles.help}>{rulesHint}</p>}
      {body}
      <p className={styles.summary} role="status">
        {plan ? (
          <>
            <strong>
              {dayRange(plan.start, plan.end)} {plan.end.slice(0, 4)}
            </strong>{' '}
            · {duration} days · delivered by {formatDay(plan.arrivesBy, { year: false })} · back in the post{' '}
            {formatDay(plan.returnPost, { year: false })}
          </>
        ) : (
          notice
        )}
      </p>
      {missing && !startDate && (
        <p id={hintId} className={styles.hint}>
          Choose your event date to continue.
        </p>
      )}
    </fieldset>
  );
}
