import {
  CATALOGUE_FILTERS,
  CATALOGUE_SIZE_FILTER,
  CATALOGUE_SORTS,
  type CataloguePage,
  type CatalogueSort,
  type DayRange,
  type FacetCount,
  OCCASIONS,
  sizeLabel,
} from '@dw/contracts';
import { useEffect, useId, useRef } from 'react';
import { ALL, PRICE_BANDS, buttonFor, categoryLabel, parsePriceValue, priceLabel, priceValue, type CatalogueQuery } from './catalogueQuery';
import styles from './CatalogueToolbar.module.css';

interface Props {
  query: CatalogueQuery;
  onChange: (change: Partial<CatalogueQuery>) => void;
  /** The start dates a renter can book today, for the date field's min and max. */
  bookable: DayRange;
  /** Why the chosen date does not filter, shown under the field. */
  dateProblem: string | null;
  /** How many dresses each size and occasion would show; absent while loading. */
  facets?: CataloguePage['facets'];
}

/** "10 UK (42)": the option's label with its count once known. */
function withCount(label: string, facet: readonly FacetCount[] | undefined, value: string): { text: string; empty: boolean } {
  if (!facet) return { text: label, empty: false };
  const count = facet.find((f) => f.value === value)?.count ?? 0;
  return { text: `${label} (${count})`, empty: count === 0 };
}

export function CatalogueToolbar({ query, onChange, bookable, dateProblem, facets }: Props) {
  const pressed = buttonFor(query.category ?? ALL);
  // A link such as ?category=wedding-guest matches none of the buttons: it gets a chip of its own.
  const linkedFilter = pressed === null ? query.category : null;
  const row = useRef<HTMLDivElement>(null);
  const sizeId = useId();
  const sortId = useId();
  const dateId = useId();
  const occasionId = useId();
  const priceId = useId();
  const price = priceValue(query.minPrice, query.maxPrice);
  const priceIsBand = price === ALL || PRICE_BANDS.some((b) => priceValue(b.min, b.max) === price);

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
      count={facets?.filters.find((f) => f.value === filter.slug)?.count}
      pressed={pressed === filter.slug}
      onClick={() => onChange({ category: filter.slug === ALL ? null : filter.slug })}
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
            onClick={() => onChange({ category: null })}
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
          <select
            id={sizeId}
            value={query.size ?? ALL}
            onChange={(e) => onChange({ size: e.target.value === ALL ? null : e.target.value })}
          >
            <option value={ALL}>All</option>
            {CATALOGUE_SIZE_FILTER.map((size) => {
              const option = withCount(sizeLabel(size), facets?.sizes, size);
              // A size with no dress stays listed (the shopper sees it exists) but cannot be chosen.
              return (
                <option key={size} value={size} disabled={option.empty && query.size !== size}>
                  {option.text}
                </option>
              );
            })}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={occasionId} className={styles.fieldLabel}>
            Occasion
          </label>
          <select
            id={occasionId}
            value={query.occasion ?? ALL}
            onChange={(e) => onChange({ occasion: e.target.value === ALL ? null : e.target.value })}
          >
            <option value={ALL}>All occasions</option>
            {OCCASIONS.map((occasion) => {
              const option = withCount(occasion.label, facets?.occasions, occasion.slug);
              return (
                <option key={occasion.slug} value={occasion.slug} disabled={option.empty && query.occasion !== occasion.slug}>
                  {option.text}
                </option>
              );
            })}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={priceId} className={styles.fieldLabel}>
            Price
          </label>
          <select id={priceId} value={price} onChange={(e) => onChange(parsePriceValue(e.target.value))}>
            <option value={ALL}>Any price</option>
            {!priceIsBand && <option value={price}>{priceLabel(query.minPrice, query.maxPrice)}</option>}
            {PRICE_BANDS.map((band) => (
              <option key={band.label} value={priceValue(band.min, band.max)}>
                {band.label}
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
              <select
                aria-label="Rental length"
                className={styles.duration}
                value={String(query.duration)}
                onChange={(e) => onChange({ duration: e.target.value === '4' ? 4 : 2 })}
              >
                <option value="2">2 days</option>
                <option value="4">4 days</option>
              </select>
            )}
          </div>
          <div className={styles.dateFoot}>
            <p id={`${dateId}-note`} className={dateProblem ? styles.dateError : styles.dateNote}>
              {dateProblem ?? `Free for a ${query.duration}-day rental from that day`}
            </p>
            {query.availableOn && (
              <button type="button" className={styles.clearDate} onClick={() => onChange({ availableOn: null, duration: 2 })}>
                Clear date
              </button>
            )}
          </div>
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
  /** How many dresses pressing it would show, once known. */
  count?: number;
  pressed: boolean;
  onClick: () => void;
  hint?: string;
}

function FilterChip({ label, count, pressed, onClick, hint }: ChipProps) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick} title={hint}>
      {label}
      {/* Seen beside the name; the button keeps its name, and "Showing X of Y" says the count once pressed. */}
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
      {hint && <span aria-hidden="true"> ×</span>}
    </button>
  );
}
