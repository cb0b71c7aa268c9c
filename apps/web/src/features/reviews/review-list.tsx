import { formatRating, type RatingSummary, type Review } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { ReviewItem } from './review-item';
import { reviewTexts } from './review-texts';
import { Stars } from './stars';

/** A rating's summary and its reviews, newest first: a listing's or a provider's. */
export function ReviewList({
  rating,
  reviews,
  headingId,
}: {
  rating: RatingSummary | null;
  reviews: readonly Review[];
  headingId: string;
}) {
  const texts = useTexts(reviewTexts);
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="reviews">
      <h2 id={headingId} className="text-lg font-semibold">
        {texts.reviews}
      </h2>
      {rating ? (
        <p className="inline-flex items-center gap-2 text-stone-800">
          <Stars value={rating.average} label={texts.starsOf(rating.average)} size="size-5" />
          <span className="font-semibold">{texts.ratingOf(formatRating(rating.average), rating.count)}</span>
        </p>
      ) : null}
      <p className="text-sm text-stone-600">{texts.reviewsIntro}</p>
      {reviews.length === 0 ? (
        <p className="text-stone-700">{texts.noReviews}</p>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
