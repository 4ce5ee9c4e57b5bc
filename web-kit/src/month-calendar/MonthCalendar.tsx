import { CALENDAR_KEY_MOVES, WEEKDAYS, addMonths, dayLabel, lastDayOf, monthLabel, monthOf, monthWeeks } from '@dw/contracts';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './MonthCalendar.module.css';

/** How one day is drawn and whether it can be picked. */
export interface CalendarDay {
  /** False: drawn greyed and not pickable, but still focusable so the arrow keys move across it. */
  pickable: boolean;
  /** A chosen day (the picked start, or either end of a range): drawn solid. */
  chosen?: boolean;
  /** Inside the chosen rental or range: drawn in champagne, so it never reads as greyed. */
  inRange?: boolean;
  /** aria-pressed; `chosen` when not given. */
  pressed?: boolean;
  /** How a day that cannot be picked looks: 'taken' is struck through (booked), 'closed' is quiet (past, out of reach). */
  look?: 'taken' | 'closed';
  /** A class of the caller's for a look of its own (a lender's own block). */
  className?: string;
  /** Said after the day's name by a screen reader: 'rented'. */
  note?: string;
  /** Written as data-state, for tests and styles. */
  state?: string;
}

interface Props {
  /** The group's id, for focusing the calendar itself (a submit that finds no day chosen). */
  id?: string;
  /** The month on screen, 'YYYY-MM'. */
  month: string;
  minMonth: string;
  maxMonth: string;
  onMonthChange: (month: string) => void;
  day: (day: string) => CalendarDay;
  onPick: (day: string) => void;
  /** The day the grid's one tab stop rests on when it is in this month (the chosen day). */
  focusDay?: string | null;
  /** The month's heading level where it stands on the page. */
  headingLevel?: 2 | 3;
  /** The id of the text that names the calendar, read before the month. */
  labelledBy?: string;
  describedBy?: string;
  /** Drawn under the grid: a key to the looks. */
  children?: ReactNode;
}

/**
 * A month of day buttons, Monday first, with previous/next month. Arrow keys, Home/End and
 * PageUp/PageDown move between days (one tab stop for the grid, as in the WAI-ARIA date picker);
 * Enter, Space or a click picks a pickable day.
 */
export function MonthCalendar({
  id,
  month,
  minMonth,
  maxMonth,
  onMonthChange,
  day: dayOf,
  onPick,
  focusDay: chosenDay = null,
  headingLevel = 2,
  labelledBy,
  describedBy,
  children,
}: Props) {
  const headingId = useId();
  const table = useRef<HTMLTableElement>(null);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  // Only a key press moves the browser's focus: re-renders for other reasons must not steal it.
  const keyMoved = useRef(false);
  const weeks = monthWeeks(month);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const looks = new Map(days.map((d) => [d, dayOf(d)]));
  const first = `${minMonth}-01`;
  const last = lastDayOf(maxMonth);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const tabStop = [focusDay, chosenDay].find((d) => d && monthOf(d) === month) ?? days.find((d) => looks.get(d)?.pickable) ?? days[0];

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
    <div
      id={id}
      tabIndex={id ? -1 : undefined}
      className={styles.calendar}
      role="group"
      aria-labelledby={labelledBy ? `${labelledBy} ${headingId}` : headingId}
      aria-describedby={describedBy}
    >
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
        <Heading id={headingId} className={styles.month} aria-live="polite">
          {monthLabel(month)}
        </Heading>
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
                      look={looks.get(day) as CalendarDay}
                      tabbable={day === tabStop}
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
      {children}
    </div>
  );
}

interface DayProps {
  day: string;
  look: CalendarDay;
  tabbable: boolean;
  onPick: (day: string) => void;
  onKeyDown: (event: KeyboardEvent, day: string) => void;
  onFocus: (day: string) => void;
}

function DayButton({ day, look, tabbable, onPick, onKeyDown, onFocus }: DayProps) {
  const { pickable, chosen = false, inRange = false, pressed = chosen } = look;
  const drawn = chosen
    ? styles.chosen
    : inRange
      ? styles.inRange
      : pickable
        ? ''
        : [look.look === 'closed' ? styles.closed : styles.taken, look.className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      data-day={day}
      data-state={look.state}
      className={`${styles.day} ${drawn}`}
      tabIndex={tabbable ? 0 : -1}
      aria-label={look.note ? `${dayLabel(day)}, ${look.note}` : dayLabel(day)}
      aria-pressed={pressed}
      // aria-disabled, not disabled: the day stays readable and reachable by the arrow keys.
      aria-disabled={!pickable || undefined}
      onClick={() => {
        if (pickable) onPick(day);
      }}
      onKeyDown={(event) => onKeyDown(event, day)}
      onFocus={() => onFocus(day)}
    >
      {Number(day.slice(8, 10))}
    </button>
  );
}
