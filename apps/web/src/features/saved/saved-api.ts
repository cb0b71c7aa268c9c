import type { SaveToggleResponse } from '@nyumba/domain';
import { apiDelete, apiGet, apiPost } from '../../lib/api-client';
import { apiSchema } from '../../lib/api-schemas';

const segment = encodeURIComponent;

export const SAVED_PAGE_SIZE = 24;

export const savedKeys = {
  all: ['saved'] as const,
  mine: (userId: string) => ['saved', 'mine', userId] as const,
};

/** Saves (or, with `saved` false, unsaves) a listing; both are idempotent on the server. */
export function setListingSaved(listingId: string, saved: boolean): Promise<SaveToggleResponse> {
  const path = `/api/savedListing/listing/save/${segment(listingId)}`;
  const saveToggleResponseSchema = apiSchema('saveToggleResponseSchema');
  return saved
    ? apiPost(path, undefined, { schema: saveToggleResponseSchema })
    : apiDelete(path, { schema: saveToggleResponseSchema });
}

export function fetchSavedListings(startIndex: number, signal?: AbortSignal) {
  return apiGet('/api/savedListing/my', {
    schema: apiSchema('savedListingsResponseSchema'),
    query: { limit: SAVED_PAGE_SIZE, startIndex },
    signal,
  });
}
