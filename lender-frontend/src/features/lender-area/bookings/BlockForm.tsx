import { useState, type FormEvent } from 'react';
import {
  BOOKING_HORIZON_DAYS,
  LENDER_AREA_MESSAGES,
  addDays,
  monthOf,
  todayInLondon,
  type LenderListing,
  formatDayRange,
} from '@dw/contracts';
import { failedWith, failureText, SelectField } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { focusFirstError } from '../../../shared/useFormState';
import { LoadFailure, isSignedOut, useSignInWhenSignedOut } from '../areaParts';
import { useAddBlockMutation } from '../lenderAreaApi';
import { BlockCalendar } from './BlockCalendar';
import { EMPTY_BLOCK, blockSummary, dayState, rangeProblem, validateBlock, type BlockField, type BlockFormValues } from './blockRules';
import { useBlockDays } from './useBlockDays';
import styles from '../Area.module.css';

const FIELD_ORDER: readonly BlockField[] = ['productId', 'size', 'startDate'];
const idOf = (field: BlockField) => (field === 'startDate' || field === 'endDate' ? 'block-calendar' : `block-${field}`);

/** Hold days of one of her live dresses for herself (to wear it, or while it is away), picked on a calendar. */
export function BlockForm({ dresses }: { dresses: readonly LenderListing[] }) {
  const [values, setValues] = useState<BlockFormValues>(EMPTY_BLOCK);
  const { days, error: loadError } = useBlockDays(values.productId, values.size);
  // The server's today once known, so the calendar and the API agree on what is past.
  const today = days?.today ?? todayInLondon();
  // What is wrong shows once she has tried to send, and then follows each change.
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateBlock(values, today, days) : {};
  const [addBlock, { isLoading }] = useAddBlockMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  useSignInWhenSignedOut(signedOut ? { status: 401 } : isSignedOut(loadError) ? loadError : null);

  const dress = dresses.find((d) => d.productId === values.productId);
  const dressOptions = dresses.map((d) => ({ slug: d.productId ?? '', label: `${d.name} · ${d.brand}` }));
  const sizeOptions = (dress?.sizes ?? []).map((size) => ({ slug: size, label: `UK ${size}` }));
  const { startDate: start, endDate: end } = values;

  const setDates = (startDate: string, endDate: string) => setValues((v) => ({ ...v, startDate, endDate }));

  function choose(name: 'productId' | 'size', value: string) {
    setValues((v) => ({ ...v, [name]: value, ...(name === 'productId' ? { size: '' } : {}), startDate: '', endDate: '' }));
    setPickError(null);
    setServerError(null);
    setBlocked(null);
  }

  /** A first click starts a block; a later day ends it, unless the days between are not all free. */
  function pick(day: string) {
    setServerError(null);
    setBlocked(null);
    if (!start || end || day < start) {
      setDates(day, '');
      setPickError(null);
      return;
    }
    const problem = rangeProblem(days, start, day);
    setPickError(problem);
    if (!problem) setDates(start, day);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    const found = validateBlock(values, today, days);
    if (Object.keys(found).length > 0) {
      focusFirstError(FIELD_ORDER, found, idOf);
      return;
    }
    setServerError(null);
    const input = { productId: values.productId, size: values.size, startDate: start, endDate: end || start };
    try {
      await addBlock(input).unwrap();
      setDates('', '');
      setSubmitted(false);
      setBlocked(`${dress?.name ?? 'Your dress'} in UK ${values.size} is blocked for ${formatDayRange(input.startDate, input.endDate)}.`);
    } catch (error) {
      setSignedOut(isSignedOut(error));
      setServerError(
        failedWith(error, 'BLOCK_OVERLAPS', 'DATES_UNAVAILABLE')
          ? LENDER_AREA_MESSAGES.blockHeldDays
          : failureText(error, 'We could not block those days. Please try again in a moment.'),
      );
    }
  }

  const datesError = pickError ?? errors.startDate ?? serverError;
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(days?.last ?? addDays(today, BOOKING_HORIZON_DAYS));

  return (
    <form className={styles.panel} noValidate onSubmit={onSubmit} aria-labelledby="block-title">
      <div>
        <h2 id="block-title" className={styles.panelTitle}>
          Block days
        </h2>
        <p className={styles.muted}>Keep a dress for yourself: no one can book it on the days you block.</p>
      </div>
      {dresses.length === 0 ? (
        <p className={styles.muted}>You can block days once one of your dresses is live.</p>
      ) : (
        <>
          <SelectField
            id={idOf('productId')}
            name="productId"
            label="Dress"
            placeholder="Choose a dress"
            options={dressOptions}
            value={values.productId}
            error={errors.productId}
            onChange={(value) => choose('productId', value)}
          />
          <SelectField
            id={idOf('size')}
            name="size"
            label="Size"
            placeholder={dress ? 'Choose a size' : 'Choose a dress first'}
            options={sizeOptions}
            value={values.size}
            error={errors.size}
            onChange={(value) => choose('size', value)}
            disabled={!dress}
          />
          {!values.productId || !values.size ? (
            <p className={styles.muted}>Choose the dress and size to see its calendar.</p>
          ) : loadError && !isSignedOut(loadError) ? (
            <LoadFailure error={loadError} what="the calendar of this dress" />
          ) : !days ? (
            <p className={styles.muted} role="status">
              Loading the calendar…
            </p>
          ) : (
            <div className={styles.pickDays}>
              <BlockCalendar
                id={idOf('startDate')}
                month={month && month >= firstMonth ? month : firstMonth}
                minMonth={firstMonth}
                maxMonth={lastMonth}
                onMonthChange={setMonth}
                stateOf={(day) => dayState(days, day)}
                start={start}
                end={end}
                onPick={pick}
                describedBy={['block-summary', datesError ? 'block-dates-error' : ''].filter(Boolean).join(' ')}
              />
              <p id="block-summary" className={styles.summary} aria-live="polite">
                {start ? (
                  <>
                    <strong>{blockSummary(start, end || start)}</strong>
                    {end ? null : <span className={styles.muted}> · choose the last day, or block this day alone.</span>}
                  </>
                ) : (
                  <span className={styles.muted}>Choose the first day, then the last day to block.</span>
                )}
              </p>
              {start ? (
                <button
                  type="button"
                  className={styles.textLink}
                  onClick={() => {
                    setDates('', '');
                    setPickError(null);
                  }}
                >
                  Clear the dates
                </button>
              ) : null}
              {blocked ? (
                <p className={styles.notice} role="status">
                  {blocked}
                </p>
              ) : null}
              {datesError ? (
                <p id="block-dates-error" className={styles.alert} role="alert">
                  {datesError}
                </p>
              ) : null}
            </div>
          )}
          <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={isLoading}>
            {isLoading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
            {isLoading ? 'Blocking…' : 'Block these days'}
          </button>
        </>
      )}
    </form>
  );
}
