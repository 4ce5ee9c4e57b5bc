import { CALENDAR_KEY_MOVES, WEEKDAYS, addMonths, dayLabel, lastDayOf, monthLabel, monthOf, monthWeeks } from '@dw/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './MonthCalendar.module.css';

interface Props {
  /** The month on screen, 'YYYY-MM'. */
  month: string;
  minMonth: string;
  maxMonth: string;
  onMonthChange: (month: string) => void;
  selected: string | null;
  /** Greyed and not selectable (still focusable, so a keyboard user can move across them). */
  isUnavailable: (day: string) => boolean;
  /** Days drawn as part of the chosen rental, after the selected first day. */
  isInRental?: (day: string) => boolean;
  onSelect: (day: string) => void;
  /** The id of the text that names the calendar. */
  labelledBy?: string;
}

/**
 * A month of day buttons, Monday first, with previous/next month. Arrow keys, Home/End and
 * PageUp/PageDown move between days (one tab stop for the grid, as in the WAI-ARIA date picker).
 */
export function MonthCalendar({
  month,
  minMonth,
  maxMonth,
  onMonthChange,
  selected,
  isUnavailable,
  isInRental,
  onSelect,
  labelledBy,
}: Props) {
  const headingId = useId();
  const table = useRef<HTMLTableElement>(null);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  // Only a key press moves the browser's focus: re-renders for other reasons must not steal it.
  const keyMoved = useRef(false);
  const weeks = monthWeeks(month);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const first = `${minMonth}-01`;
  const last = lastDayOf(maxMonth);

  const tabStop = [focusDay, selected].find((d) => d !== null && monthOf(d) === month) ?? days.find((d) => !isUnavailable(d)) ?? days[0];

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

  const canGoBack = month > minMonth;
  const canGoOn = month < maxMonth;

  return (
    <div className={styles.calendar} role="group" aria-labelledby={labelledBy ? `${labelledBy} ${headingId}` : headingId}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          onClick={() => onMonthChange(addMonths(month, -1))}
          disabled={!canGoBack}
          aria-label="Previous month"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={headingId} className={styles.month} aria-live="polite">
          {monthLabel(month)}
        </h2>
        <button
          type="button"
          className={styles.nav}
          onClick={() => onMonthChange(addMonths(month, 1))}
          disabled={!canGoOn}
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
                  {day && (
                    <DayButton
                      day={day}
                      tabbable={day === tabStop}
                      unavailable={isUnavailable(day)}
                      selected={day === selected}
                      inRental={isInRental?.(day) ?? false}
                      onSelect={onSelect}
                      onKeyDown={onKeyDown}
                      onFocus={setFocusDay}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayProps {
  day: string;
  tabbable: boolean;
  unavailable: boolean;
  selected: boolean;
  inRental: boolean;
  onSelect: (day: string) => void;
  onKeyDown: (event: KeyboardEvent, day: string) => void;
  onFocus: (day: string) => void;
}

function DayButton({ day, tabbable, unavailable, selected, inRental, onSelect, onKeyDown, onFocus }: DayProps) {
  const state = selected ? styles.selected : unavailable ? styles.unavailable : inRental ? styles.inRental : '';
  return (
    <button
      type="button"
      data-day={day}
      className={`${styles.day} ${state}`}
      tabIndex={tabbable ? 0 : -1}
      aria-label={dayLabel(day)}
      aria-pressed={selected}
      // aria-disabled, not disabled: the day stays readable and reachable, it just cannot be chosen.
      aria-disabled={unavailable || undefined}
      onClick={() => {
        if (!unavailable) onSelect(day);
      }}
      onKeyDown={(event) => onKeyDown(event, day)}
      onFocus={() => onFocus(day)}
    >
      {Number(day.slice(8, 10))}
    </button>
  );
}
