import {
  createListing as createListingContract,
  deleteListing as deleteListingContract,
  getListing,
  proveListingNumber as proveListingNumberContract,
  resendListingCode as resendListingCodeContract,
  similarListings,
  updateListing as updateListingContract,
  userListings,
  type CodeSentResponse,
  type Listing,
  type ListingBodyInput,
  type ListingListResponse,
} from '@nyumba/domain';
import { call, queryKey } from '../../lib/api-client';

// Schemas load with the call, not with the screen: the listing page people open
// from a shared link draws from the answers the server put in it and needs none.

const MY_LISTINGS_PAGE_SIZE = 24;

const myPage = { query: { limit: MY_LISTINGS_PAGE_SIZE } };

export const listingKeys = {
  one: (id: string) => queryKey(getListing, { params: { id } }),
  similar: (id: string) => queryKey(similarListings, { params: { id } }),
  byUser: (userId: string) => queryKey(userListings, { params: { userId }, ...myPage }),
};

/** Every answer that shows a listing in full or a lister's own list: stale after a save. */
export const LISTING_CONTRACTS = [getListing, userListings];

export async function fetchSimilarListings(id: string, signal?: AbortSignal): Promise<Listing[]> {
  return (await call(similarListings, { params: { id }, signal })).listings;
}

export async function fetchListing(id: string, signal?: AbortSignal): Promise<Listing> {
  return (await call(getListing, { params: { id }, signal })).listing;
}

/** The server answers this for the owner only (others get 403). */
export function fetchUserListings(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListingListResponse> {
  return call(userListings, { params: { userId }, query: { ...myPage.query, cursor: cursor ?? undefined }, signal });
}

export async function createListing(body: ListingBodyInput): Promise<Listing> {
  return (await call(createListingContract, { body })).listing;
}

export async function updateListing(id: string, body: ListingBodyInput): Promise<Listing> {
  return (await call(updateListingContract, { params: { id }, body })).listing;
}

export async function deleteListing(id: string): Promise<void> {
  await call(deleteListingContract, { params: { id } });
}

/** The code sent to a listing's number: the listing is published (the server's message says so). */
export async function proveListingNumber(id: string, code: string): Promise<string> {
  return (await call(proveListingNumberContract, { params: { id }, body: { code } })).message;
}

/** Another code for a listing's number. */
export function resendListingCode(id: string): Promise<CodeSentResponse> {
  return call(resendListingCodeContract, { params: { id } });
}
