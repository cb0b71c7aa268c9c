import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { mapListings, type MapResponse } from '@nyumba/domain';
import { call, queryKey } from '../../lib/api-client';
import { fetchListing, listingKeys } from '../listings';
import { filtersToQuery, parseSearchState, type SearchState } from '../search';
import type { RouteData } from '../../lib/route-data';
import { publicConfigQuery } from '../../lib/public-config';
import { initialView, parseMapTarget, type MapTarget } from './map-target';
import { boundsQuery, viewBounds } from './frame-geometry';

export interface Viewport {
  /** west,south,east,north as the API takes it. */
  bbox: string;
  zoom: number;
  /** Where the map is centred: the address keeps it with the zoom (map-target.ts formatView). */
  centre: { lat: number; lng: number };
}

/** What the map shows, in the form the API and the query cache want. */
export function readViewport(map: LeafletMap): Viewport {
  const bounds = map.getBounds();
  const { lat, lng } = map.getCenter();
  return {
    bbox: boundsQuery(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()),
    zoom: Math.round(map.getZoom()),
    centre: { lat, lng },
  };
}

const mapQuery = (viewport: Viewport | null, filters: SearchState) => ({
  ...filtersToQuery(filters),
  bbox: viewport?.bbox ?? '',
  zoom: viewport?.zoom ?? 0,
});

const mapListingsOptions = (viewport: Viewport | null, filters: SearchState) => {
  const query = mapQuery(viewport, filters);
  return {
    queryKey: queryKey(mapListings, { query }),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MapResponse> => {
      if (!viewport) throw new Error('The map has no viewport yet');
      try {
        return await call(mapListings, { query, signal });
      } catch (error) {
        if (!signal.aborted) console.error('Map search failed', error);
        throw error;
      }
    },
    staleTime: 60_000,
  };
};

/**
 * Listings or clusters in view, keyed by the view and the filters. The last
 * answer stays on the map while the next loads, so markers do not blink out
 * on every pan. Failures are logged; the map then shows no markers (docs/product.md, Map explorer).
 */
export function useMapListings(viewport: Viewport | null, filters: SearchState) {
  return useQuery({
    ...mapListingsOptions(viewport, filters),
    enabled: viewport !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Where the map opens, at the size a phone shows it (frame-geometry.ts FRAME_SIZE): what
 * the first frame is drawn for, on the server and in the browser alike, until the live
 * map has measured the screen.
 */
export function frameViewport(target: MapTarget, area: string | null): Viewport {
  const { centre, zoom } = initialView(target, area);
  return { bbox: viewBounds(centre, zoom), zoom, centre };
}

/** The server's data for the map's first frame (lib/route-data.ts): its pins, the tiles' address, a named listing. */
export const mapData: RouteData = ({ client, search }) => {
  const target = parseMapTarget(search);
  const filters = parseSearchState(search);
  return Promise.all([
    client.prefetchQuery(mapListingsOptions(frameViewport(target, filters.area), filters)),
    client.prefetchQuery(publicConfigQuery),
    target.selectedId ? client.prefetchQuery(listingByIdOptions(target.selectedId)) : null,
  ]);
};

/** One listing in full, shared with the listing page's cache entry. */
const listingByIdOptions = (id: string) => ({
  queryKey: listingKeys.one(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchListing(id, signal),
});

export function useListingById(id: string | null) {
  return useQuery({ ...listingByIdOptions(id ?? ''), enabled: id !== null });
}
