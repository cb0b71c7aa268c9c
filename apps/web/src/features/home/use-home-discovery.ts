import { useQuery } from '@tanstack/react-query';
import { FEATURED_LISTINGS, searchListings, type Listing, type SearchResponse } from '@nyumba/domain';
import { call, queryKey } from '../../lib/api-client';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import type { RouteData } from '../../lib/route-data';

export type HomeDiscovery = Pick<SearchResponse, 'counts' | 'listings'>;

const EMPTY: HomeDiscovery = { counts: {}, listings: [] };

const featured = { query: { limit: FEATURED_LISTINGS } };

/** Read by hand rather than with the contract's schema: zod would be most of the entry bundle. */
function readDiscovery(body: unknown): HomeDiscovery {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Partial<
    Record<keyof SearchResponse, unknown>
  >;
  return {
    counts: (typeof answer.counts === 'object' && answer.counts !== null
      ? answer.counts
      : {}) as SearchResponse['counts'],
    listings: Array.isArray(answer.listings) ? (answer.listings.slice(0, FEATURED_LISTINGS) as Listing[]) : [],
  };
}

/**
 * The home page's only API call: one search with no filters gives both the
 * per-type counts for the tiles and the first listings for Featured Listings.
 * The search screen validates the same answer. Failures are only logged
 * (docs/product.md, Home): the tiles then show 0 and the featured list is empty.
 */
const homeDiscoveryOptions = (viewer: string | null) => ({
  // Cards say whether this viewer saved them, so the answer is cached per viewer.
  queryKey: queryKey(searchListings, featured, { viewer: viewer ?? 'anonymous' }),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<HomeDiscovery> => {
    try {
      return await call(searchListings, { ...featured, signal, read: readDiscovery });
    } catch (error) {
      if (!signal.aborted) console.error('Failed to fetch listings', error);
      throw error;
    }
  },
});

/** The server's data for home (lib/route-data.ts). */
export const homeData: RouteData = ({ client }) => client.prefetchQuery(homeDiscoveryOptions(null));

export function useHomeDiscovery() {
  const viewer = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  const query = useQuery(homeDiscoveryOptions(viewer));
  return { ...query, discovery: query.data ?? EMPTY };
}
