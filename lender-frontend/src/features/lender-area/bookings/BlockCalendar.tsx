import { MonthCalendar } from '@dw/web-kit';
import { DAY_STATE_TEXT, type DayState } from './blockRules';
import styles from './BlockCalendar.module.css';

interface Props {
  /** Focused when a submit finds no day chosen. */
  id: string;
  /** The month on screen, 'YYYY-MM'. */
  month: string;
  minMonth: string;
  maxMonth: string;
  onMonthChange: (month: string) => void;
  stateOf: (day: string) => DayState;
  /** The chosen days: the first alone until she picks the last. */
  start: string;
  end: string;
  onPick: (day: string) => void;
  describedBy?: string;
}

/** The block form's calendar: rented days struck through, her own blocks hatched, only free days pickable. */
export function BlockCalendar({ stateOf, start, end, ...calendar }: Props) {
  const rangeEnd = end || start;
  return (
    <MonthCalendar
      {...calendar}
      headingLevel={3}
      focusDay={start || null}
      day={(day) => {
        const state = stateOf(day);
        const edge = day === start || day === end;
        const inRange = !!start && day > start && day < rangeEnd;
        return {
          pickable: state === 'free',
          chosen: edge,
          inRange,
          pressed: edge || inRange,
          look: state === 'rented' || state === 'blocked' ? 'taken' : 'closed',
          className: state === 'blocked' ? styles.blocked : undefined,
          note: DAY_STATE_TEXT[state],
          state,
        };
      }}
    >
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.rented}`} /> Rented
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.blocked}`} /> Blocked by you
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.chosen}`} /> Your choice
        </li>
      </ul>
    </MonthCalendar>
  );
}
