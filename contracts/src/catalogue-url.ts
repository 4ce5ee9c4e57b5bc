/**
 * The catalogue page's URL (`/all-dresses?size=10&sort=price-asc&page=2`) and the GET /api/catalogue
 * request it stands for. The shop reads its state from the URL with these functions, and the server
 * that draws the page's first screen reads the same URL with them, so both ask the API the same
 * question and cache the drawing under the same normalised key.
 */
import { type DayRange, bookableStartRange } from './availability';
import { isIsoDate } from './dates';
import type { CatalogueSort } from './limits';
import { CATALOGUE_SORTS } from './limits';
import type { RentalDuration } from './pricing';
import { CATALOGUE_SIZE_FILTER } from './sizes';
import { CATEGORY_SLUGS, OCCASION_SLUGS, filterTerms, normaliseFilter } from './taxonomy';

/** Cards per page of the catalogue: one screenful or two, and a small page (DOM and bytes). */
export const CATALOGUE_CARDS_PER_PAGE = 24;
/** A URL's `page` past this is ignored (page 1): a link cannot ask for thousands of cards. */
export const CATALOGUE_MAX_URL_PAGE = 40;
/** The search box's limit; longer text is cut, never sent to be refused. */
export const CATALOGUE_SEARCH_MAX_LENGTH = 80;
/** A price filter is whole pounds up to this. */
export const CATALOGUE_MAX_PRICE_POUNDS = 100_000;

/** What the shopper chose; null is "no filter". */
export interface CatalogueUrlState {
  category: string | null;
  size: string | null;
  occasion: string | null;
  brand: string | null;
  sort: CatalogueSort;
  /** The search words, cleaned (see cleanSearch). */
  q: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** 'Available on': a rental start date. */
  availableOn: string | null;
  /** The rental length the date is for. */
  duration: RentalDuration;
  /** How many pages of cards are shown (Load more adds one). */
  page: number;
}

export const EMPTY_CATALOGUE_STATE: CatalogueUrlState = {
  category: null,
  size: null,
  occasion: null,
  brand: null,
  sort: 'featured',
  q: null,
  minPrice: null,
  maxPrice: null,
  availableOn: null,
  duration: 2,
  page: 1,
};

/** Words the database's full-text search reads as operators; a shopper means them as words or not at all. */
const SEARCH_OPERATORS = new Set(['or', 'and', 'not', 'near', 'match']);

/** The 400's message for a search written with operators (searchOperatorProblem). */
export const SEARCH_OPERATOR_MESSAGE =
  'q must be plain words: search operators (quotes, *, a word led by - or +, OR, AND, NOT, NEAR, MATCH) are not supported.';

/**
 * Why the API refuses a search (null: plain words). Operators are what full-text engines and SQL
 * read as syntax: a quote, `*`, a word led by `-` or `+` (exclude, require, a `--` comment), and
 * OR, AND, NOT, NEAR or MATCH in capitals, as those engines read them. A hyphen inside a word
 * (off-the-shoulder, Self-Portrait) and a lower-case "or" are words. The shop's own links never
 * carry operators: cleanSearch drops them.
 */
export function searchOperatorProblem(q: string): string | null {
  const operatorWord = q.split(/[^A-Za-z]+/).some((w) => w !== '' && w === w.toUpperCase() && SEARCH_OPERATORS.has(w.toLowerCase()));
  return /["*]/.test(q) || /(^|\s)[-+]\S/.test(q) || operatorWord ? SEARCH_OPERATOR_MESSAGE : null;
}

/**
 * A search as the catalogue sends it: letters, digits and apostrophes only (quotes, `*`, `-` and
 * the like are full-text operators the API refuses), operator words dropped, spaces collapsed, cut
 * to CATALOGUE_SEARCH_MAX_LENGTH; null when nothing is left.
 */
export function cleanSearch(text: string | null | undefined): string | null {
  if (!text) return null;
  const words = text
    .slice(0, CATALOGUE_SEARCH_MAX_LENGTH * 2)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/'{2,}/g, "'")
    .split(' ')
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w !== '' && !SEARCH_OPERATORS.has(w.toLowerCase()));
  const joined = words.join(' ').slice(0, CATALOGUE_SEARCH_MAX_LENGTH).trim();
  return joined === '' ? null : joined;
}

function wholePounds(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value <= CATALOGUE_MAX_PRICE_POUNDS ? value : null;
}

// Built on first use, not at load: a module-level Set would keep the taxonomy in every bundle that
// imports anything from here (the shell's search box needs only cleanSearch).
let filterSlugs: ReadonlySet<string> | undefined;

/** A category link value the catalogue knows: a category or occasion slug or a link alias. */
function knownCategory(value: string | null): string | null {
  const terms = filterTerms(value);
  filterSlugs ??= new Set([...CATEGORY_SLUGS, ...OCCASION_SLUGS]);
  const slugs = filterSlugs;
  return terms && terms.every((t) => slugs.has(t)) ? normaliseFilter(value as string) : null;
}

/** The first of a repeated parameter, as URLSearchParams reads it. */
export function readCatalogueUrl(params: URLSearchParams): CatalogueUrlState {
  const category = params.get('category');
  const size = params.get('size');
  const occasion = params.get('occasion');
  const brand = params.get('brand')?.trim().slice(0, 80) ?? '';
  const sort = params.get('sort');
  const availableOn = params.get('availableOn');
  const page = params.get('page');
  let minPrice = wholePounds(params.get('minPrice'));
  let maxPrice = wholePounds(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [null, null];
  const pageNumber = page !== null && /^\d{1,3}$/.test(page) ? Number(page) : 1;
  return {
    category: knownCategory(category),
    size: size !== null && (CATALOGUE_SIZE_FILTER as readonly string[]).includes(size) ? size : null,
    occasion: occasion !== null && (OCCASION_SLUGS as readonly string[]).includes(occasion) ? occasion : null,
    brand: brand === '' ? null : brand,
    sort: CATALOGUE_SORTS.some((s) => s.slug === sort) ? (sort as CatalogueSort) : 'featured',
    q: cleanSearch(params.get('q')),
    minPrice,
    maxPrice,
    availableOn: availableOn !== null && isIsoDate(availableOn) ? availableOn : null,
    duration: params.get('duration') === '4' ? 4 : 2,
    page: pageNumber >= 1 && pageNumber <= CATALOGUE_MAX_URL_PAGE ? pageNumber : 1,
  };
}

/** The URL's query string for a state, defaults left out and in one order: also the drawing's cache key. */
export function writeCatalogueUrl(state: CatalogueUrlState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.occasion) params.set('occasion', state.occasion);
  if (state.brand) params.set('brand', state.brand);
  if (state.size) params.set('size', state.size);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.availableOn) params.set('availableOn', state.availableOn);
  if (state.availableOn && state.duration !== 2) params.set('duration', String(state.duration));
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** Whether a date can filter today: not before the earliest start, not past the horizon. */
export function catalogueDateUsable(availableOn: string, bookable: DayRange): boolean {
  return availableOn >= bookable.from && availableOn <= bookable.to;
}

/** The parameters of GET /api/catalogue, as the query string carries them. */
export interface CatalogueRequest {
  page: string;
  pageSize: string;
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

/**
 * What GET /api/catalogue is asked for one page of a state. A date nobody can book today is left
 * out (the page says why instead of filtering), so the API never refuses what the shop sends.
 */
export function catalogueRequest(state: CatalogueUrlState, page: number, today: string): CatalogueRequest {
  const request: CatalogueRequest = { page: String(page), pageSize: String(CATALOGUE_CARDS_PER_PAGE) };
  if (state.sort !== 'featured') request.sort = state.sort;
  if (state.size) request.size = state.size;
  if (state.category) request.category = state.category;
  if (state.occasion) request.occasion = state.occasion;
  if (state.brand) request.brand = state.brand;
  if (state.minPrice !== null) request.minPrice = String(state.minPrice);
  if (state.maxPrice !== null) request.maxPrice = String(state.maxPrice);
  if (state.q) request.q = state.q;
  if (state.availableOn && catalogueDateUsable(state.availableOn, bookableStartRange(today))) {
    request.availableOn = state.availableOn;
    request.duration = state.duration === 4 ? '4' : '2';
  }
  return request;
}

/** The query string of a request, its parameters in the order catalogueRequest sets them. */
export function catalogueRequestSearch(request: CatalogueRequest): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) if (typeof value === 'string') params.set(name, value);
  return params.toString();
}

/** The GET path of a request, e.g. '/api/catalogue?page=1&pageSize=24&size=10': the page data's key. */
export function catalogueRequestPath(request: CatalogueRequest): string {
  return `/api/catalogue?${catalogueRequestSearch(request)}`;
}

/**
 * The newest page of cards: the home page (hero, occasion tiles, latest dresses) and what's new
 * pick their pictures from it, the same request as the catalogue sorted by newest.
 */
export const NEWEST_DRESSES_REQUEST: CatalogueRequest = { page: '1', pageSize: String(CATALOGUE_CARDS_PER_PAGE), sort: 'newest' };
