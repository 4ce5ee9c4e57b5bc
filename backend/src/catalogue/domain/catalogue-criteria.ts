import {
  CATALOGUE_PAGE,
  CatalogueSort,
  DayRange,
  RentalDuration,
  bookableStartRange,
  filterTerms,
  holdWindow,
  isIsoDate,
  searchOperatorProblem,
  toPence,
} from '@dw/contracts';
import { queryWords } from './search-words';

/** The parameters of GET /api/catalogue as sent (each already checked on its own by the DTO). */
export interface CatalogueParams {
  page?: string;
  pageSize?: string;
  sort?: CatalogueSort;
  size?: string;
  category?: string;
  occasion?: string;
  brand?: string;
  minPrice?: string;
  maxPrice?: string;
  q?: string;
  availableOn?: string;
  duration?: '2' | '4';
}

/** What the catalogue query filters, sorts and pages by. */
export interface CatalogueCriteria {
  page: number;
  pageSize: number;
  sort: CatalogueSort;
  size: string | null;
  /** Category and occasion slugs, any of which a dress must have (null: no category filter). */
  categoryTerms: readonly string[] | null;
  occasion: string | null;
  brand: string | null;
  minPence: number | null;
  maxPence: number | null;
  /** Each must start some word of the dress (null: no search; empty: a search that finds nothing). */
  words: readonly string[] | null;
  /** The days a rental starting on `availableOn` holds its unit (null: any date). */
  window: DayRange | null;
}

export type CriteriaResult = { criteria: CatalogueCriteria } | { problem: string };

/**
 * The checks across parameters and the defaults: price bounds in order, a start date a renter may
 * pick today (`today` is the UK day). A problem is the 400's message, naming the parameter.
 */
export function catalogueCriteria(params: CatalogueParams, today: string): CriteriaResult {
  const minPence = params.minPrice === undefined ? null : toPence(params.minPrice);
  const maxPence = params.maxPrice === undefined ? null : toPence(params.maxPrice);
  if (minPence !== null && maxPence !== null && minPence > maxPence) return { problem: 'minPrice must not be more than maxPrice.' };
  const operators = params.q === undefined ? null : searchOperatorProblem(params.q);
  if (operators) return { problem: operators };
  let window: DayRange | null = null;
  if (params.availableOn !== undefined) {
    const allowed = bookableStartRange(today);
    if (!isIsoDate(params.availableOn)) return { problem: 'availableOn must be a real date written YYYY-MM-DD.' };
    if (params.availableOn < allowed.from || params.availableOn > allowed.to) {
      return { problem: `availableOn must be a start date from ${allowed.from} to ${allowed.to}.` };
    }
    window = holdWindow(params.availableOn, Number(params.duration ?? '2') as RentalDuration);
  }
  const brand = params.brand?.trim() ?? null;
  return {
    criteria: {
      page: params.page === undefined ? 1 : Number(params.page),
      pageSize: params.pageSize === undefined ? CATALOGUE_PAGE.defaultSize : Number(params.pageSize),
      sort: params.sort ?? 'featured',
      size: params.size ?? null,
      categoryTerms: params.category === undefined ? null : filterTerms(params.category),
      occasion: params.occasion ?? null,
      brand: brand === '' ? null : brand,
      minPence,
      maxPence,
      words: params.q === undefined ? null : queryWords(params.q),
      window,
    },
  };
}
