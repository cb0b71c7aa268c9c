import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getListing, urlOf, type Listing } from '@nyumba/domain';
import { imageVariant } from '../../lib/images';
import { useOnline } from '../../lib/offline';
import { CACHES } from '../../service-worker/cache-rules';
import { fetchListing, listingKeys } from '../listings';

/** At most this many saved listings are fetched in one go; the rest on the next visit. */
const BATCH = 60;

/** Whether the phone keeps this listing's page answer, as it is now (its updatedAt). */
async function keptAsIs(listing: Listing): Promise<boolean> {
  const kept = await caches.match(urlOf(getListing, { params: { id: listing._id } }), { cacheName: CACHES.data });
  if (!kept) return false;
  try {
    const body = (await kept.json()) as { listing?: { updatedAt?: string } };
    return body.listing?.updatedAt === listing.updatedAt;
  } catch {
    return false;
  }
}

/**
 * Everything a person saved opens offline, not only what they happened to open: while the
 * Saved screen is on and the phone online, each saved listing's page answer (and its first
 * photo at the smallest width) is fetched once through the service worker, which keeps it,
 * and again only when the listing changed. One at a time, after the screen's own loads.
 */
export function useKeepSavedOffline(listings: Listing[]): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!online || listings.length === 0 || typeof caches === 'undefined') return;
    if (!navigator.serviceWorker?.controller) return;
    let stopped = false;
    void (async () => {
      for (const listing of listings.slice(0, BATCH)) {
        if (stopped) return;
        if (await keptAsIs(listing)) continue;
        await queryClient.prefetchQuery({
          queryKey: listingKeys.one(listing._id),
          queryFn: ({ signal }) => fetchListing(listing._id, signal),
        });
        const photo = listing.image_urls[0];
        // The smallest width: offline, the listing page shows it in place of the wide one.
        if (photo) await fetch(imageVariant(photo, 320)).catch(() => undefined);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [listings, online, queryClient]);
}
