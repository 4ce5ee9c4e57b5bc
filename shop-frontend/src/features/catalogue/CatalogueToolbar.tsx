import { CATALOGUE_FILTERS, CATALOGUE_SIZE_FILTER, CATALOGUE_SORTS, type CatalogueSort, type DayRange, sizeLabel } from '@dw/contracts';
import { useEffect, useId, useRef } from 'react';
import { ALL, buttonFor, categoryLabel, type CatalogueQuery } from './catalogueQuery';
import styles from './CatalogueToolbar.module.css';

interface Props {
  query: CatalogueQuery;
  onChange: (change: Partial<CatalogueQuery>) => void;
  /** The start dates a renter can book today, for the date field's min and max. */
  bookable: DayRange;
  /** Why the chosen date does not filter, shown under the field. */
  dateProblem: string | null;
}

export function CatalogueToolbar({ query, onChange, bookable, dateProblem }: Props) {
  const pressed = buttonFor(query.category);
  // A link such as ?category=wedding-guest matches none of the buttons: it gets a chip of its own.
  const linkedFilter = pressed === null ? query.category : null;
  const row = useRef<HTMLDivElement>(null);
  const sizeId = useId();
  const sortId = useId();
  const dateId = useId();

  // On a phone the chips scroll sideways: bring the chosen one into view (e.g. from a footer link).
  useEffect(() => {
    const container = row.current;
    const chip = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !chip) return;
    const box = container.getBoundingClientRect();
    const at = chip.getBoundingClientRect();
    if (at.left < box.left || at.right > box.right) container.scrollLeft += at.left - box.left - 20;
  }, [query.category]);

  const [all, ...buttons] = CATALOGUE_FILTERS;
  const chip = (filter: (typeof CATALOGUE_FILTERS)[number]) => (
    <FilterChip
      key={filter.slug}
      label={filter.label}
      pressed={pressed === filter.slug}
      onClick={() => onChange({ category: filter.slug })}
    />
  );
  return (
    <div className={styles.toolbar}>
      <div ref={row} className={styles.categories} role="group" aria-label="Filter by category">
        {chip(all)}
        {linkedFilter && (
          <FilterChip
            label={categoryLabel(linkedFilter)}
            pressed
            onClick={() => onChange({ category: ALL })}
            hint="Press to remove this filter"
          />
        )}
        {buttons.map(chip)}
      </div>
      <div className={styles.selects}>
        <div className={styles.field}>
          <label htmlFor={sizeId} className={styles.fieldLabel}>
            Size
          </label>
          <select id={sizeId} value={query.size} onChange={(e) => onChange({ size: e.target.value })}>
            <option value={ALL}>All</option>
            {CATALOGUE_SIZE_FILTER.map((size) => (
              <option key={size} value={size}>
                {sizeLabel(size)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.dateField}>
          <label htmlFor={dateId} className={styles.fieldLabel}>
            Available on
          </label>
          <div className={styles.dateRow}>
            <input
              id={dateId}
              type="date"
              value={query.availableOn ?? ''}
              min={bookable.from}
              max={bookable.to}
              aria-invalid={dateProblem ? true : undefined}
              aria-describedby={`${dateId}-note`}
              onChange={(e) => onChange({ availableOn: e.target.value || null })}
            />
            {query.availableOn && (
              <button type="button" className={styles.clearDate} onClick={() => onChange({ availableOn: null })}>
                Clear date
              </button>
            )}
          </div>
          <p id={`${dateId}-note`} className={dateProblem ? styles.dateError : styles.dateNote}>
            {dateProblem ?? 'Free for a 2-day rental from that day'}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={sortId} className={styles.fieldLabel}>
            Sort by
          </label>
          <select id={sortId} value={query.sort} onChange={(e) => onChange({ sort: e.target.value as CatalogueSort })}>
            {CATALOGUE_SORTS.map((sort) => (
              <option key={sort.slug} value={sort.slug}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

interface ChipProps {
  label: string;
  pressed: boolean;
  onClick: () => void;
  hint?: string;
}

function FilterChip({ label, pressed, onClick, hint }: ChipProps) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick} title={hint}>
      {label}
      {hint && <span aria-hidden="true"> ×</span>}
    </button>
  );
}
