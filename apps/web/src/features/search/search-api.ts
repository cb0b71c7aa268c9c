import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { searchListings, type SearchResponse } from '@nyumba/domain';
import { call, queryKey } from '../../lib/api-client';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { filtersToQuery, parseSearchState, type SearchState } from './search-state';
import type { RouteData } from '../../lib/route-data';

/** 24 fills whole rows of the 1-, 2- and 3-column grids. */
const SEARCH_PAGE_SIZE = 24;

const searchQuery = (state: SearchState) => ({ ...filtersToQuery(state), sort: state.sort, limit: SEARCH_PAGE_SIZE });

const searchKeys = {
  // Answers say which listings the caller saved, so they are cached per viewer.
  results: (viewer: string | null, state: SearchState) =>
    queryKey(searchListings, { query: searchQuery(state) }, { viewer: viewer ?? 'anonymous', pages: true }),
};

function fetchSearch(state: SearchState, cursor: string | null, signal?: AbortSignal): Promise<SearchResponse> {
  return call(searchListings, { query: { ...searchQuery(state), cursor: cursor ?? undefined }, signal });
}

const searchResultsOptions = (viewer: string | null, state: SearchState) => ({
  queryKey: searchKeys.results(viewer, state),
  queryFn: async ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) => {
    try {
      return await fetchSearch(state, pageParam, signal);
    } catch (error) {
      if (!signal.aborted) console.error('Search failed', error);
      throw error;
    }
  },
  initialPageParam: null as string | null,
  getNextPageParam: (last: SearchResponse) => last.nextCursor ?? undefined,
});

/** The server's data for /search: the first page for the search in the address (lib/route-data.ts). */
export const searchData: RouteData = ({ client, search }) =>
  client.prefetchInfiniteQuery(searchResultsOptions(null, parseSearchState(search)));

/** Search results a page at a time; the previous results stay on screen while new ones load. */
export function useSearchResults(state: SearchState) {
  const viewer = useSessionStore((session) => sessionUserId(selectCurrentUser(session)));
  return useInfiniteQuery({ ...searchResultsOptions(viewer, state), placeholderData: keepPreviousData });
}
