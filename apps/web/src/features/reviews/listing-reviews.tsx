import type { Listing } from '@nyumba/domain';
import { ReviewList } from './review-list';
import { useListingReviews } from './reviews-api';

/** A service's or a bnb's reviews on its page, read once the page is live. */
export function ListingReviews({ listing }: { listing: Pick<Listing, '_id' | 'rating'> }) {
  const query = useListingReviews(listing._id);
  if (!query.data) return null;
  return <ReviewList rating={query.data.rating} reviews={query.data.reviews} headingId="reviews-title" />;
}
