import {
  isServiceType,
  SEARCH_KEYS,
  findPriceBand,
  priceBandsFor,
  searchStateEntries,
  searchFromText,
  type SearchState,
} from '@nyumba/domain';
import { HAND_FILTERS, type HandFilter } from '../../lib/hand-set-filters';

// How the query string holds a search is shared with the server, which draws the
// search screen from it (packages/domain/src/search/search-state.ts).
export { EMPTY_SEARCH, parseSearchState, type SearchState } from '@nyumba/domain';

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

/**
 * The filters as the search and map APIs take them ('Above 30k' has no maxPrice). Every
 * filter the address holds is here: the type below names each of SearchState's fields, so a
 * new filter that the screen shows as a chip but forgets to send (as the trade once was: a
 * "Plumber" chip over every technician) does not compile.
 */
export function filtersToQuery(state: SearchState) {
  const query = {
    searchTerm: state.searchTerm.trim() || undefined,
    type: state.type ?? undefined,
    trade: state.trade ?? undefined,
    bedrooms: state.bedrooms ?? undefined,
    minPrice: state.minPrice ?? undefined,
    maxPrice: state.maxPrice ?? undefined,
    bathrooms: state.bathrooms ?? undefined,
    amenities: state.amenities.length ? state.amenities.join(',') : undefined,
    area: state.area ?? undefined,
    bbox: state.bbox ?? undefined,
    checkIn: state.checkIn ?? undefined,
    checkOut: state.checkOut ?? undefined,
    guests: state.guests ?? undefined,
    openNow: state.openNow ? ('true' as const) : undefined,
    emergency: state.emergency ? ('true' as const) : undefined,
  } satisfies Record<Exclude<keyof SearchState, 'sort'>, unknown>;
  return query;
}

/** Whether the search has this filter. */
export const isSet = (state: SearchState, key: HandFilter): boolean =>
  key === 'price'
    ? state.minPrice !== null || state.maxPrice !== null
    : key === 'amenities'
      ? state.amenities.length > 0
      : key === 'dates'
        ? state.checkIn !== null
        : state[key] !== null;

function copy(from: SearchState, to: SearchState, key: HandFilter): SearchState {
  if (key === 'price') return { ...to, minPrice: from.minPrice, maxPrice: from.maxPrice };
  if (key === 'dates') return { ...to, checkIn: from.checkIn, checkOut: from.checkOut };
  return { ...to, [key]: from[key] };
}

/** Which filters differ between two searches. */
export function changedFilters(before: SearchState, after: SearchState): HandFilter[] {
  return HAND_FILTERS.filter((key) =>
    key === 'price'
      ? before.minPrice !== after.minPrice || before.maxPrice !== after.maxPrice
      : key === 'amenities'
        ? before.amenities.join() !== after.amenities.join()
        : key === 'dates'
          ? before.checkIn !== after.checkIn || before.checkOut !== after.checkOut
          : before[key] !== after[key],
  );
}

/**
 * A typed search replaces the one on screen with what the text says (domain
 * searchFromText): filters an earlier typed search set are gone ("movers" after "bnb diani"
 * finds every mover). Filters the person set by hand (`handSet`: a type tile or chip, a
 * select), which are on screen as chips, stay unless the text names its own or contradicts
 * them (bedrooms for a service, a service for bedrooms). Answers the search and which
 * filters are still the person's own.
 */
export function withSearchText(
  state: SearchState,
  text: string,
  handSet: readonly HandFilter[] = [],
): { state: SearchState; handSet: HandFilter[] } {
  let next = searchFromText(text, state.sort);
  const kept: HandFilter[] = [];
  for (const key of handSet) {
    if (!isSet(state, key) || isSet(next, key)) continue;
    next = copy(state, next, key);
    kept.push(key);
  }
  if (next.type && isServiceType(next.type) && next.bedrooms !== null) {
    // The text and a kept filter disagree: the text wins.
    const drop: HandFilter = kept.includes('type') ? 'type' : 'bedrooms';
    next = { ...next, [drop]: null };
    kept.splice(kept.indexOf(drop), 1);
  }
  if (next.area && next.bbox) {
    // A place named in the text outranks the map area drawn before it.
    next = { ...next, bbox: null };
    kept.splice(kept.indexOf('bbox'), 1);
  }
  return { state: next, handSet: kept };
}

/**
 * How many of the filters (not the term or the order) are set, for a badge on the filter
 * button: one per chip. Read from the address's own entries, so a new filter is counted
 * without a line here (the trade once was not).
 */
export function activeFilterCount(state: SearchState): number {
  const SAME_CHIP: Record<string, string> = { maxPrice: 'minPrice', checkOut: 'checkIn' };
  const keys = new Set(searchStateEntries(state).map(([key]) => SAME_CHIP[key] ?? key));
  keys.delete('searchTerm');
  keys.delete('sort');
  // Each amenity is a chip of its own.
  return keys.size - (keys.has('amenities') ? 1 : 0) + state.amenities.length;
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
  // An alert is for new listings, whatever the dates: stay dates and guests are not its filters.
  // Nor is "open now": it says nothing of a listing published tomorrow.
  const { checkIn: _in, checkOut: _out, guests: _guests, openNow: _open, ...filters } = filtersToQuery(state);
  const entries = Object.entries({ ...filters, bbox: bbox ?? state.bbox ?? undefined }).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}
