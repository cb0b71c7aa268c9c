import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Listing, ListingListResponse } from '@nyumba/domain';
import { deleteListing, fetchListing, fetchUserListings, listingKeys } from './api';

export const MY_LISTINGS_PAGE_SIZE = 24;

/**
 * `initial`: a listing handed over in navigation state shows at once, refreshed in
 * the background (updated at 0); one the server put in the page is as fresh as the page.
 */
export function useListing(id: string, initial?: Listing, initialUpdatedAt = 0) {
  return useQuery({
    queryKey: listingKeys.one(id),
    queryFn: ({ signal }) => fetchListing(id, signal),
    initialData: initial,
    initialDataUpdatedAt: initialUpdatedAt,
  });
}

/** The signed-in user's listings, newest first, a page at a time. */
export function useUserListings(userId: string | null) {
  return useInfiniteQuery({
    queryKey: listingKeys.byUser(userId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      fetchUserListings(userId ?? '', { limit: MY_LISTINGS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(userId),
  });
}

type ListingPages = InfiniteData<ListingListResponse, string | null>;

/** Deletes, then removes the listing from every cached list without refetching them. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<ListingPages>({ queryKey: [...listingKeys.all, 'user'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                listings: page.listings.filter((listing) => listing._id !== id),
                total: page.listings.some((listing) => listing._id === id) ? page.total - 1 : page.total,
              })),
            }
          : data,
      );
      queryClient.removeQueries({ queryKey: listingKeys.one(id) });
    },
  });
}
