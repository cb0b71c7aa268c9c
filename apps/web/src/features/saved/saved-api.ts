import { mySavedListings, saveListing, unsaveListing, type SaveToggleResponse } from '@nyumba/domain';
import { call, queryKey } from '../../lib/api-client';

export const SAVED_PAGE_SIZE = 24;

const page = { query: { limit: SAVED_PAGE_SIZE } };

export const savedKeys = {
  mine: (userId: string) => queryKey(mySavedListings, page, { viewer: userId }),
};

/** Saves (or, with `saved` false, unsaves) a listing; both are idempotent on the server. */
export function setListingSaved(listingId: string, saved: boolean): Promise<SaveToggleResponse> {
  return call(saved ? saveListing : unsaveListing, { params: { listingId } });
}

export function fetchSavedListings(startIndex: number, signal?: AbortSignal) {
  return call(mySavedListings, { query: { ...page.query, startIndex }, signal });
}
