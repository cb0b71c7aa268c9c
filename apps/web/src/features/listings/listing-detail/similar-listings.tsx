import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { isServiceType } from '@nyumba/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { PHOTO_SIZES } from '../../../lib/images';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { fetchSimilarListings, listingKeys } from '../listings-api';
import { ListingCard } from '../listing-card/listing-card';

/** Same type, nearby, similar price; asked for when the section is about to scroll into view. */
export function SimilarListings({ id }: { id: string }) {
  const { t } = useTranslation();
  const slot = useRef<HTMLElement>(null);
  const near = useNearViewport(slot, '300px');
  const query = useQuery({
    queryKey: listingKeys.similar(id),
    queryFn: ({ signal }) => fetchSimilarListings(id, signal),
    enabled: near,
  });
  // Only what a card draws (a home without photos draws nothing): a heading over nothing is worse than none.
  const listings = (query.data ?? []).filter((listing) => listing.image_urls.length > 0 || isServiceType(listing.type));
  // The section is there before its answer (it asks when near the screen); its heading only with cards under it.
  return (
    <section
      ref={slot}
      data-similar
      aria-labelledby={listings.length ? 'similar-title' : undefined}
      className="space-y-3"
      hidden={query.isSuccess && !listings.length}
    >
      {listings.length ? (
        <>
          <h2 id="similar-title" className="text-lg font-semibold">
            {t('listings.detail.similar')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {listings.map((listing) => (
              <li key={listing._id}>
                <ListingCard listing={listing} headingLevel="h3" sizes={PHOTO_SIZES.cardGrid} />
              </li>
            ))}
          </ul>
        </>
      ) : query.isSuccess ? null : (
        // Until the answer, the heading's room is kept (empty): the section sits where it will
        // be drawn, so it is asked for as it nears the screen, not after a reader passed it.
        <div aria-hidden="true" className="h-7" />
      )}
    </section>
  );
}
