import type { Listing, ListingBodyInput, ListingListResponse } from '@nyumba/domain';
import { apiDelete, apiGet, apiPost } from '../../lib/api-client';
import { apiSchema } from '../../lib/api-schemas';

// Schemas load with the call, not with the screen: the listing page people open
// from a shared link draws from the answers the server put in it and needs none.

const segment = encodeURIComponent;

export const listingKeys = {
  all: ['listings'] as const,
  one: (id: string) => ['listings', 'one', id] as const,
  byUser: (userId: string) => ['listings', 'user', userId] as const,
};

export interface PageParams {
  limit?: number;
  cursor?: string | null;
}

export async function fetchListing(id: string, signal?: AbortSignal): Promise<Listing> {
  const answer = await apiGet(`/api/listing/get/${segment(id)}`, {
    schema: apiSchema('listingResponseSchema'),
    signal,
  });
  return answer.listing;
}

/** The server answers this for the owner only (others get 403). */
export function fetchUserListings(
  userId: string,
  page: PageParams = {},
  signal?: AbortSignal,
): Promise<ListingListResponse> {
  return apiGet(`/api/listing/user/${segment(userId)}`, {
    schema: apiSchema('listingListResponseSchema'),
    query: { limit: page.limit, cursor: page.cursor },
    signal,
  });
}

export async function createListing(body: ListingBodyInput): Promise<Listing> {
  const answer = await apiPost('/api/listing/create', body, { schema: apiSchema('listingResponseSchema') });
  return answer.listing;
}

export async function updateListing(id: string, body: ListingBodyInput): Promise<Listing> {
  const answer = await apiPost(`/api/listing/update/${segment(id)}`, body, {
    schema: apiSchema('listingResponseSchema'),
  });
  return answer.listing;
}

export async function deleteListing(id: string): Promise<void> {
  await apiDelete(`/api/listing/delete/${segment(id)}`, { schema: apiSchema('messageResponseSchema') });
}
