/**
 * Which filters of the search on screen the person set by hand (a type tile, a chip, a
 * select), kept in the history entry rather than the address: a shared link carries the
 * search, not how it was made. A typed search keeps these and drops what an earlier typed
 * search set (features/search/use-search-state.ts). Here, apart, so a page that only links
 * to a search (home's type tiles) does not load the search screen to say so.
 */
export const HAND_FILTERS = [
  'type',
  'bedrooms',
  'area',
  'price',
  'bathrooms',
  'amenities',
  'bbox',
  'dates',
  'guests',
] as const;
export type HandFilter = (typeof HAND_FILTERS)[number];

const HAND_KEY = 'nyumbaHandSet';

/** History state marking filters as set by hand, for a link or navigation that sets them. */
export const handSetState = (...keys: HandFilter[]) => ({ [HAND_KEY]: keys });

export function readHandSet(state: unknown): HandFilter[] {
  const list = (state as Record<string, unknown> | null)?.[HAND_KEY];
  return Array.isArray(list)
    ? list.filter((key): key is HandFilter => (HAND_FILTERS as readonly unknown[]).includes(key))
    : [];
}
