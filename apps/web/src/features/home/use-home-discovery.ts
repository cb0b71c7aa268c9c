import { useQuery } from '@tanstack/react-query';
import { FEATURED_LISTINGS, type SearchResponse } from '@nyumba/domain';
import { apiGet } from '../../lib/api-client';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';

export type HomeDiscovery = Pick<SearchResponse, 'counts' | 'listings'>;

const EMPTY: HomeDiscovery = { counts: {}, listings: [] };

/**
 * The home page's only API call: one search with no filters gives both the
 * per-type counts for the tiles and the first listings for Featured Listings.
 * Read without a zod schema on purpose: zod would be most of the entry bundle,
 * and the search screen validates the same answer. Failures are only logged
 * (docs/product.md, Home): the tiles then show 0 and the featured list is empty.
 */
export function useHomeDiscovery() {
  const viewer = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  const query = useQuery({
    // Cards say whether this viewer saved them, so the answer is cached per viewer.
    queryKey: ['home', 'discovery', viewer ?? 'anonymous'],
    queryFn: async ({ signal }): Promise<HomeDiscovery> => {
      try {
        const answer = await apiGet<SearchResponse>('/api/listing/search', {
          query: { limit: FEATURED_LISTINGS },
          signal,
        });
        return {
          counts: answer.counts ?? {},
          listings: Array.isArray(answer.listings) ? answer.listings.slice(0, FEATURED_LISTINGS) : [],
        };
      } catch (error) {
        if (!signal.aborted) console.error('Failed to fetch listings', error);
        throw error;
      }
    },
  });
  return { ...query, discovery: query.data ?? EMPTY };
}
