import { PRICE_BANDS, SEARCH_KEYS, findPriceBand, searchStateEntries, type SearchState } from '@nyumba/domain';

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
