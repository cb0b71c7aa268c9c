import { BEDROOMS, isListingType, type ListingType } from './listing-types.ts';
import { SEARCH_BEDS_OPTIONS, SEARCH_SORTS, type SearchSort } from './search-options.ts';

/**
 * The whole search as the query string holds it, so a search can be shared
 * over WhatsApp and the back button returns to the previous one.
 */
export interface SearchState {
  /** '' when there is no term. */
  searchTerm: string;
  type: ListingType | null;
  /** A beds option ('1'…'5') or, from older links, a bedroom enum value. */
  bedrooms: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: SearchSort;
}

export const DEFAULT_SORT: SearchSort = 'newest';

export const EMPTY_SEARCH: SearchState = {
  searchTerm: '',
  type: null,
  bedrooms: null,
  minPrice: null,
  maxPrice: null,
  sort: DEFAULT_SORT,
};

/** Every key this module owns; other parameters (the map's lat, lng…) are left alone. */
export const SEARCH_KEYS = ['searchTerm', 'type', 'bedrooms', 'minPrice', 'maxPrice', 'sort'] as const;

const SEARCH_TERM_MAX = 100;

// The enum values the Beds select already has an option for.
const ENUM_TO_BEDS = new Map<string, string>([
  ['1-bedroom', '1'],
  ['2-bedroom', '2'],
  ['3-bedroom', '3'],
  ['more-than-3-bedrooms', '4'],
]);

function parseBedrooms(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.toLowerCase() === 'any') return null;
  if ((SEARCH_BEDS_OPTIONS as readonly string[]).includes(trimmed)) return trimmed;
  if ((BEDROOMS as readonly string[]).includes(trimmed)) return ENUM_TO_BEDS.get(trimmed) ?? trimmed;
  return null;
}

function parseMoney(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function parseSort(value: string | null): SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(value ?? '') ? (value as SearchSort) : DEFAULT_SORT;
}

/** What the state needs of a query string: URLSearchParams has it (this package has no DOM types). */
export interface QueryStringReader {
  get(name: string): string | null;
}

/**
 * Reads a search from the query string. Hand-edited or stale links must never
 * turn into a 400 from the server, so anything invalid is dropped, not sent.
 */
export function parseSearchState(params: QueryStringReader): SearchState {
  const type = params.get('type')?.trim() ?? '';
  const minPrice = parseMoney(params.get('minPrice'));
  let maxPrice = parseMoney(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) maxPrice = null;
  return {
    searchTerm: (params.get('searchTerm') ?? '').trim().slice(0, SEARCH_TERM_MAX),
    type: isListingType(type) ? type : null,
    bedrooms: parseBedrooms(params.get('bedrooms')),
    minPrice,
    maxPrice,
    sort: parseSort(params.get('sort')),
  };
}

/** The search's query parameters in a fixed order; defaults are left out. */
export function searchStateEntries(state: SearchState): [string, string][] {
  const entries: [string, string][] = [];
  const term = state.searchTerm.trim();
  if (term) entries.push(['searchTerm', term]);
  if (state.type) entries.push(['type', state.type]);
  if (state.bedrooms) entries.push(['bedrooms', state.bedrooms]);
  if (state.minPrice !== null) entries.push(['minPrice', String(state.minPrice)]);
  if (state.maxPrice !== null) entries.push(['maxPrice', String(state.maxPrice)]);
  if (state.sort !== DEFAULT_SORT) entries.push(['sort', state.sort]);
  return entries;
}

/**
 * The query string of a search screen as its state reads it: junk parameters and
 * values the screen ignores are gone, so two addresses that draw the same page are one.
 */
export function canonicalSearchQuery(params: QueryStringReader): string {
  return searchStateEntries(parseSearchState(params))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}
