import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { listingResponseSchema, mapResponseSchema, type Listing, type MapResponse } from '@nyumba/domain';
import { apiGet } from '../../lib/api-client';
import { listingKeys } from '../listings';
import { filtersToQuery, searchStateToParams, type SearchState } from '../search';

export interface Viewport {
  /** west,south,east,north as the API takes it. */
  bbox: string;
  zoom: number;
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
  return { bbox: [west, south, east, north].join(','), zoom: Math.round(map.getZoom()) };
}

function fetchMap(viewport: Viewport, filters: SearchState, signal: AbortSignal): Promise<MapResponse> {
  return apiGet('/api/listing/map', {
    schema: mapResponseSchema,
    query: { ...filtersToQuery(filters), bbox: viewport.bbox, zoom: viewport.zoom },
    signal,
  });
}

/**
 * Listings or clusters in view, keyed by the view and the filters. The last
 * answer stays on the map while the next loads, so markers do not blink out
 * on every pan. Failures are logged; the map then shows no markers (docs/product.md, Map explorer).
 */
export function useMapListings(viewport: Viewport | null, filters: SearchState) {
  const filterKey = searchStateToParams({ ...filters, sort: 'newest' }).toString();
  return useQuery({
    queryKey: ['map', viewport?.bbox ?? '', viewport?.zoom ?? 0, filterKey],
    queryFn: async ({ signal }) => {
      if (!viewport) throw new Error('The map has no viewport yet');
      try {
        return await fetchMap(viewport, filters, signal);
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
    queryFn: async ({ signal }): Promise<Listing> => {
      const answer = await apiGet(`/api/listing/get/${encodeURIComponent(id ?? '')}`, {
        schema: listingResponseSchema,
        signal,
      });
      return answer.listing;
    },
    enabled: id !== null,
  });
}
