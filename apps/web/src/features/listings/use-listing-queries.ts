import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { getListing, userListings, type Listing, type ListingListResponse } from '@nyumba/domain';
import { takePageData } from '../../lib/page-data';
import { queryKey } from '../../lib/api-client';
import { deleteListing, fetchListing, fetchUserListings, listingKeys } from './listings-api';
import type { RouteData } from '../../lib/route-data';

/**
 * The listing the server put in the page for the link it was opened on, when it
 * could not draw the page itself (a drawn page hydrates from its answers instead):
 * taken once, so a later visit to the same listing asks the API. Validated with
 * the schemas that load on first use, which a drawn listing page never needs.
 */
async function listingInPage(id: string): Promise<Listing | undefined> {
  const data = takePageData('listing', (value) => (value as { _id?: unknown } | undefined)?._id === id);
  if (data === undefined) return undefined;
  const parsed = (await getListing.schemas()).responses[200].shape.listing.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

const listingOptions = (id: string) => ({
  queryKey: listingKeys.one(id),
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await listingInPage(id)) ?? fetchListing(id, signal),
});

/** The server's data for a listing page (lib/route-data.ts); similar listings wait for the scroll. */
export const listingData: RouteData = ({ client, params }) =>
  client.prefetchQuery(listingOptions(params.listingId ?? ''));

/** `initial`: a listing handed over in navigation state shows at once, refreshed in the background. */
export function useListing(id: string, initial?: Listing) {
  return useQuery({ ...listingOptions(id), initialData: initial, initialDataUpdatedAt: 0 });
}

/** The signed-in user's listings, newest first, a page at a time. */
export function useUserListings(userId: string | null) {
  return useInfiniteQuery({
    queryKey: listingKeys.byUser(userId ?? ''),
    queryFn: ({ pageParam, signal }) => fetchUserListings(userId ?? '', pageParam, signal),
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
      queryClient.setQueriesData<ListingPages>({ queryKey: queryKey(userListings) }, (data) =>
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
