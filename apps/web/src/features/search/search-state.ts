import {
  BEDROOMS,
  PRICE_BANDS,
  SEARCH_BEDS_OPTIONS,
  SEARCH_SORTS,
  findPriceBand,
  isListingType,
  type ListingType,
  type SearchSort,
} from '@nyumba/domain';

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
const ENUM_TO_BEDS: Record<string, string> = {
  '1-bedroom': '1',
  '2-bedroom': '2',
  '3-bedroom': '3',
  'more-than-3-bedrooms': '4',
};

function parseBedrooms(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.toLowerCase() === 'any') return null;
  if ((SEARCH_BEDS_OPTIONS as readonly string[]).includes(trimmed)) return trimmed;
  if ((BEDROOMS as readonly string[]).includes(trimmed)) return ENUM_TO_BEDS[trimmed] ?? trimmed;
  return null;
}

function parseMoney(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function parseSort(value: string | null): SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(value ?? '') ? (value as SearchSort) : DEFAULT_SORT;
}

/**
 * Reads a search from the query string. Hand-edited or stale links must never
 * turn into a 400 from the server, so anything invalid is dropped, not sent.
 */
export function parseSearchState(params: URLSearchParams): SearchState {
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

/** Writes the search into `base` (a copy), keeping its other parameters; defaults are left out. */
export function applySearchState(base: URLSearchParams, state: SearchState): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of SEARCH_KEYS) params.delete(key);
  const term = state.searchTerm.trim();
  if (term) params.set('searchTerm', term);
  if (state.type) params.set('type', state.type);
  if (state.bedrooms) params.set('bedrooms', state.bedrooms);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  return params;
}

export function searchStateToParams(state: SearchState): URLSearchParams {
  return applySearchState(new URLSearchParams(), state);
}

/** The filters as the search and map APIs take them ('Above 30k' has no maxPrice). */
export function filtersToQuery(state: SearchState) {
  return {
    searchTerm: state.searchTerm.trim() || undefined,
    type: state.type ?? undefined,
    bedrooms: state.bedrooms ?? undefined,
    minPrice: state.minPrice ?? undefined,
    maxPrice: state.maxPrice ?? undefined,
  };
}

/** How many of the filters (not the term or the order) are set, for a badge on the filter button. */
export function activeFilterCount(state: SearchState): number {
  return [state.type, state.bedrooms, state.minPrice ?? state.maxPrice].filter((value) => value !== null).length;
}

export const CUSTOM_PRICE = 'custom';

/** The Price select's value: '' for any price, a band id, or 'custom' for a range no band matches. */
export function priceBandValue(state: SearchState): string {
  if (state.minPrice === null && state.maxPrice === null) return '';
  return findPriceBand(state.minPrice ?? undefined, state.maxPrice ?? undefined)?.id ?? CUSTOM_PRICE;
}

export function withPriceBand(state: SearchState, bandId: string): SearchState {
  if (bandId === CUSTOM_PRICE) return state;
  const band = PRICE_BANDS.find((candidate) => candidate.id === bandId);
  return { ...state, minPrice: band ? band.min : null, maxPrice: band?.max ?? null };
}
