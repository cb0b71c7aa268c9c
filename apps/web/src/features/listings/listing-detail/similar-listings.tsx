import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PHOTO_SIZES } from '../../../lib/images';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { fetchSimilarListings, listingKeys } from '../api';
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
  const listings = query.data ?? [];
  return (
    <section
      ref={slot}
      aria-labelledby="similar-title"
      className="space-y-3"
      hidden={query.isSuccess && !listings.length}
    >
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
    </section>
  );
}
