import { parseSearchState, searchStateEntries, type QueryStringReader } from './search-state.ts';

const DECIMAL = /^-?\d{1,3}(?:\.\d{1,8})?$/;
/** Where the map was left: lat,lng,zoom (the web's map-target.ts formatView). */
const VIEW = /^-?\d{1,2}(?:\.\d{1,8})?,-?\d{1,3}(?:\.\d{1,8})?,\d{1,2}$/;
const ID = /^[0-9a-f-]{36}$/i;

/** The map's own keys and the values its screen can read; anything else draws the same map. */
const MAP_KEYS: [string, (value: string) => boolean][] = [
  ['at', (value) => VIEW.test(value)],
  ['selectedId', (value) => ID.test(value)],
  ['lat', (value) => DECIMAL.test(value)],
  ['lng', (value) => DECIMAL.test(value)],
  ['redirected', (value) => value === 'true'],
  ['show', (value) => value === 'list'],
];

/**
 * The map explorer's query string as its screen reads it: the search's filters, then the
 * map's view, its named listing and a link's point when well formed. Two addresses that
 * draw the same map are one, for the server's cache of drawn pages.
 */
export function canonicalMapQuery(params: QueryStringReader): string {
  const entries = searchStateEntries(parseSearchState(params));
  for (const [key, readable] of MAP_KEYS) {
    const value = params.get(key)?.trim();
    if (value && readable(value)) entries.push([key, value]);
  }
  return entries.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}
