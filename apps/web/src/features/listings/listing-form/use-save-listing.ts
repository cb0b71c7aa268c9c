import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, ListingBodyInput } from '@nyumba/domain';
import { invalidateContracts } from '../../../lib/api-client';
import { createListing, LISTING_CONTRACTS, listingKeys, updateListing } from '../listings-api';

/** Create or update, then refresh every cached list and the listing itself. */
export function useSaveListing(listingId: string | null) {
  const queryClient = useQueryClient();
  return useMutation<Listing, Error, ListingBodyInput>({
    mutationFn: (body) => (listingId ? updateListing(listingId, body) : createListing(body)),
    onSuccess: async (listing) => {
      queryClient.setQueryData(listingKeys.one(listing._id), listing);
      await invalidateContracts(queryClient, LISTING_CONTRACTS, 'none');
    },
  });
}
