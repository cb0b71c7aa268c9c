import {
  listingListResponseSchema,
  listingResponseSchema,
  messageResponseSchema,
  type Listing,
  type ListingBodyInput,
  type ListingListResponse,
} from '@nyumba/domain';
import { apiDelete, apiGet, apiPost } from '../../lib/api-client';

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
  const answer = await apiGet(`/api/listing/get/${segment(id)}`, { schema: listingResponseSchema, signal });
  return answer.listing;
}

/** The server answers this for the owner only (others get 403). */
export function fetchUserListings(userId: string, page: PageParams = {}, signal?: AbortSignal): Promise<ListingListResponse> {
  return apiGet(`/api/listing/user/${segment(userId)}`, {
    schema: listingListResponseSchema,
    query: { limit: page.limit, cursor: page.cursor },
    signal,
  });
}

export async function createListing(body: ListingBodyInput): Promise<Listing> {
  const answer = await apiPost('/api/listing/create', body, { schema: listingResponseSchema });
  return answer.listing;
}

export async function updateListing(id: string, body: ListingBodyInput): Promise<Listing> {
  const answer = await apiPost(`/api/listing/update/${segment(id)}`, body, { schema: listingResponseSchema });
  return answer.listing;
}

export async function deleteListing(id: string): Promise<void> {
  await apiDelete(`/api/listing/delete/${segment(id)}`, { schema: messageResponseSchema });
}
