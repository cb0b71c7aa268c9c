import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { mapListings, type MapResponse } from '@nyumba/domain';
import { call, queryKey } from '../../lib/api-client';
import { fetchListing, listingKeys } from '../listings';
import { filtersToQuery, type SearchState } from '../search';

export interface Viewport {
  /** west,south,east,north as the API takes it. */
  bbox: string;
  zoom: number;
  /** Where the map is centred: the address keeps it with the zoom (map-target.ts formatView). */
  centre: { lat: number; lng: number };
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
// Rounded outwards to about 100 m, so a nudge of the map reuses the cached answer
// and rounding never leaves a strip of the screen without markers.
const down = (value: number) => Math.floor(value * 1000) / 1000;
const up = (value: number) => Math.ceil(value * 1000) / 1000;

/** What the map shows, in the form the API and the query cache want. */
export function readViewport(map: LeafletMap): Viewport {
  const bounds = map.getBounds();
  const west = clamp(down(bounds.getWest()), 180);
  const south = clamp(down(bounds.getSouth()), 90);
  const east = clamp(up(bounds.getEast()), 180);
  const north = clamp(up(bounds.getNorth()), 90);
  const { lat, lng } = map.getCenter();
  return { bbox: [west, south, east, north].join(','), zoom: Math.round(map.getZoom()), centre: { lat, lng } };
}

const mapQuery = (viewport: Viewport | null, filters: SearchState) => ({
  ...filtersToQuery(filters),
  bbox: viewport?.bbox ?? '',
  zoom: viewport?.zoom ?? 0,
});

/**
 * Listings or clusters in view, keyed by the view and the filters. The last
 * answer stays on the map while the next loads, so markers do not blink out
 * on every pan. Failures are logged; the map then shows no markers (docs/product.md, Map explorer).
 */
export function useMapListings(viewport: Viewport | null, filters: SearchState) {
  const query = mapQuery(viewport, filters);
  return useQuery({
    queryKey: queryKey(mapListings, { query }),
    queryFn: async ({ signal }): Promise<MapResponse> => {
      if (!viewport) throw new Error('The map has no viewport yet');
      try {
        return await call(mapListings, { query, signal });
      } catch (error) {
        if (!signal.aborted) console.error('Map search failed', error);
        throw error;
      }
    },
    enabled: viewport !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One listing in full, shared with the listing page's cache entry. */
export function useListingById(id: string | null) {
  return useQuery({
    queryKey: listingKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchListing(id ?? '', signal),
    enabled: id !== null,
  });
}
