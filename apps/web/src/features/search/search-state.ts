import {
  SEARCH_KEYS,
  findPriceBand,
  parseBedrooms,
  priceBandsFor,
  searchStateEntries,
  understandSearch,
  type SearchState,
} from '@nyumba/domain';

// How the query string holds a search is shared with the server, which draws the
// search screen from it (packages/domain/src/search-state.ts).
export { DEFAULT_SORT, EMPTY_SEARCH, SEARCH_KEYS, parseSearchState, type SearchState } from '@nyumba/domain';

/** Writes the search into `base` (a copy), keeping its other parameters; defaults are left out. */
export function applySearchState(base: URLSearchParams, state: SearchState): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of SEARCH_KEYS) params.delete(key);
  for (const [key, value] of searchStateEntries(state)) params.set(key, value);
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
    bathrooms: state.bathrooms ?? undefined,
    amenities: state.amenities.length ? state.amenities.join(',') : undefined,
    area: state.area ?? undefined,
  };
}

/**
 * A typed search: the area, bedrooms, type and price it names become filters (shown as
 * chips), the rest stays the search text. "2br kileleshwa under 40k" → 2 bedrooms,
 * Kileleshwa, at most 40,000.
 */
export function withSearchText(state: SearchState, text: string): SearchState {
  const understood = understandSearch(text);
  const next: SearchState = { ...state, searchTerm: understood.rest };
  if (understood.type) next.type = understood.type;
  if (understood.bedrooms) next.bedrooms = parseBedrooms(understood.bedrooms);
  if (understood.area) next.area = understood.area;
  if (understood.bathrooms) next.bathrooms = understood.bathrooms;
  if (understood.minPrice !== undefined || understood.maxPrice !== undefined) {
    next.minPrice = understood.minPrice ?? null;
    next.maxPrice = understood.maxPrice ?? null;
  }
  return next;
}

/** How many of the filters (not the term or the order) are set, for a badge on the filter button. */
export function activeFilterCount(state: SearchState): number {
  return (
    [state.type, state.bedrooms, state.minPrice ?? state.maxPrice, state.bathrooms, state.area].filter(
      (value) => value !== null,
    ).length + state.amenities.length
  );
}

export const CUSTOM_PRICE = 'custom';

/** The Price select's value: '' for any price, a band id, or 'custom' for a range no band matches. */
export function priceBandValue(state: SearchState): string {
  if (state.minPrice === null && state.maxPrice === null) return '';
  return findPriceBand(state.minPrice ?? undefined, state.maxPrice ?? undefined, state.type)?.id ?? CUSTOM_PRICE;
}

export function withPriceBand(state: SearchState, bandId: string): SearchState {
  if (bandId === CUSTOM_PRICE) return state;
  const band = priceBandsFor(state.type).find((candidate) => candidate.id === bandId);
  return { ...state, minPrice: band ? band.min : null, maxPrice: band?.max ?? null };
}

/** The search in view as a saved alert's filters (@nyumba/domain AlertQuery): the address's own values, no sort, no empties. */
export function alertFilters(state: SearchState, bbox?: string): Record<string, string> {
  const entries = Object.entries({ ...filtersToQuery(state), bbox }).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}
