import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { mySavedListings, type Listing } from '@nyumba/domain';
import { queryKey } from '../../lib/api-client';
import { SAVED_PAGE_SIZE, fetchSavedListings, savedKeys } from './saved-api';

export interface SavedPage {
  entries: { _id: string; listing: Listing }[];
  /** The server filled the page, so there may be more after it. */
  full: boolean;
}

type SavedPages = InfiniteData<SavedPage, number>;

/** The signed-in user's saved listings, newest first, a page at a time. */
export function useSavedListings(userId: string | null) {
  return useInfiniteQuery({
    queryKey: savedKeys.mine(userId ?? ''),
    queryFn: async ({ pageParam, signal }): Promise<SavedPage> => {
      const answer = await fetchSavedListings(pageParam, signal);
      return { entries: answer.savedListings, full: answer.savedListings.length >= SAVED_PAGE_SIZE };
    },
    initialPageParam: 0,
    // The offset is what is on screen: removals shrink it by as much as they shrink the server's list.
    getNextPageParam: (last, pages) =>
      last.full ? pages.reduce((sum, page) => sum + page.entries.length, 0) : undefined,
    enabled: Boolean(userId),
  });
}

/** Takes an unsaved listing off every cached saved list at once, without a refetch. */
export function removeFromSavedLists(queryClient: QueryClient, listingId: string): void {
  queryClient.setQueriesData<SavedPages>({ queryKey: queryKey(mySavedListings) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            entries: page.entries.filter((entry) => entry.listing._id !== listingId),
          })),
        }
      : data,
  );
}
