import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CALENDAR_KEY_MOVES, WEEKDAYS, addMonths, dayLabel, lastDayOf, monthLabel, monthOf, monthWeeks } from '@dw/contracts';
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

/**
 * A month of day buttons, Monday first, with previous/next month. Arrow keys, Home/End and
 * PageUp/PageDown move between days (one tab stop for the grid, as in the WAI-ARIA date picker);
 * Enter or Space picks. Only free days can be picked.
 */
export function BlockCalendar({ id, month, minMonth, maxMonth, onMonthChange, stateOf, start, end, onPick, describedBy }: Props) {
  const headingId = useId();
  const table = useRef<HTMLTableElement>(null);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  // Only a key press moves the browser's focus: re-renders for other reasons must not steal it.
  const keyMoved = useRef(false);
  const weeks = monthWeeks(month);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const first = `${minMonth}-01`;
  const last = lastDayOf(maxMonth);
  const rangeEnd = end || start;

  const tabStop = [focusDay, start].find((d) => d && monthOf(d) === month) ?? days.find((d) => stateOf(d) === 'free') ?? days[0];

  useEffect(() => {
    if (!keyMoved.current || !focusDay) return;
    keyMoved.current = false;
    table.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const move = CALENDAR_KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    let next = move(day);
    if (next < first) next = first;
    if (next > last) next = last;
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
    keyMoved.current = true;
    setFocusDay(next);
  };

  return (
    <div id={id} tabIndex={-1} className={styles.calendar} role="group" aria-labelledby={headingId} aria-describedby={describedBy}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          onClick={() => onMonthChange(addMonths(month, -1))}
          disabled={month <= minMonth}
          aria-label="Previous month"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={headingId} className={styles.month} aria-live="polite">
          {monthLabel(month)}
        </h3>
        <button
          type="button"
          className={styles.nav}
          onClick={() => onMonthChange(addMonths(month, 1))}
          disabled={month >= maxMonth}
          aria-label="Next month"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={table} className={styles.grid} aria-labelledby={headingId}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className={styles.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => (
                <td key={day ?? `blank-${i}`} className={styles.cell}>
                  {day ? (
                    <DayButton
                      day={day}
                      state={stateOf(day)}
                      tabbable={day === tabStop}
                      edge={day === start || day === end}
                      inRange={!!start && day > start && day < rangeEnd}
                      onPick={onPick}
                      onKeyDown={onKeyDown}
                      onFocus={setFocusDay}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.rented}`} /> Rented
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.blocked}`} /> Blocked by you
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.edge}`} /> Your choice
        </li>
      </ul>
    </div>
  );
}

interface DayProps {
  day: string;
  state: DayState;
  tabbable: boolean;
  edge: boolean;
  inRange: boolean;
  onPick: (day: string) => void;
  onKeyDown: (event: KeyboardEvent, day: string) => void;
  onFocus: (day: string) => void;
}

function DayButton({ day, state, tabbable, edge, inRange, onPick, onKeyDown, onFocus }: DayProps) {
  const free = state === 'free';
  const look = edge ? styles.edge : inRange ? styles.inRange : free ? '' : styles[state];
  return (
    <button
      type="button"
      data-day={day}
      data-state={state}
      className={`${styles.day} ${look}`}
      tabIndex={tabbable ? 0 : -1}
      aria-label={`${dayLabel(day)}, ${DAY_STATE_TEXT[state]}`}
      aria-pressed={edge || inRange}
      // aria-disabled, not disabled: the day stays readable and reachable by the arrow keys.
      aria-disabled={!free || undefined}
      onClick={() => {
        if (free) onPick(day);
      }}
      onKeyDown={(event) => onKeyDown(event, day)}
      onFocus={() => onFocus(day)}
    >
      {Number(day.slice(8, 10))}
    </button>
  );
}
