import type { QueryClient } from '@tanstack/react-query';

export interface SavedState {
  saved: boolean;
  savedCount: number;
}

const MAX_DEPTH = 8;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * `data` with every copy of the listing `id` carrying the new saved state, or
 * `data` itself when there is no copy in it. Untouched branches keep their
 * identity, so only components showing that listing re-render.
 */
export function patchListingCopies<T>(data: T, id: string, patch: SavedState, depth = 0): T {
  if (!isRecord(data) || depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const patched = patchListingCopies(item, id, patch, depth + 1);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? next : data) as T;
  }
  // A listing as every list answer carries it: it has its id and the caller's saved flag.
  if (data._id === id && typeof data.saved === 'boolean') {
    return data.saved === patch.saved && data.savedCount === patch.savedCount ? data : ({ ...data, ...patch } as T);
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(data)) {
    const patched = patchListingCopies(value, id, patch, depth + 1);
    if (patched !== value) {
      copy ??= { ...data };
      copy[key] = patched;
    }
  }
  return (copy ?? data) as T;
}

/**
 * After the server confirmed a save or unsave: every cached list and page that
 * shows the listing (home, search, saved, the listing page, the map overlay)
 * shows the new state, so no screen needs a refetch to be right.
 */
export async function syncCachedListing(queryClient: QueryClient, id: string, patch: SavedState): Promise<void> {
  // A list fetched before the server recorded the change would bring the old state back
  // when it lands (a save tapped while the page's first refetch is under way): drop such
  // fetches, patch what is cached, and fetch those lists again now that the change is kept.
  const inFlight = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
  await Promise.all(inFlight.map((query) => query.cancel({ revert: true })));
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    if (data === undefined) continue;
    const next = patchListingCopies(data, id, patch);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
  for (const query of inFlight) {
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'active' });
  }
}
