import { useTexts } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/kenyan-dates';
import { ReviewItem } from './review-item';
import { reviewTexts } from './review-texts';
import { useModerateReview, useReviewQueue } from './reviews-api';

/** Moderators: reviews held (a burst of new accounts) or reported, to publish or remove. */
export function ReviewQueue() {
  const texts = useTexts(reviewTexts);
  const queue = useReviewQueue();
  const moderate = useModerateReview();
  const reviews = queue.data?.reviews ?? [];
  return (
    <section aria-labelledby="review-queue-title" className="space-y-3" data-testid="review-queue">
      <h2 id="review-queue-title" className="text-xl font-bold text-stone-900">
        {texts.queueTitle}
      </h2>
      {queue.data && reviews.length === 0 ? <p className="text-stone-600">{texts.queueEmpty}</p> : null}
      <ul className="space-y-3">
        {reviews.map((review) => (
          <li key={review.id} className="space-y-2">
            <p className="text-sm font-semibold text-stone-700">
              {texts.about(review.listingName)}
              {review.status === 'held' ? ` · ${texts.heldLabel}` : ''}
              {review.reports?.length ? ` · ${texts.reportsLabel(review.reports.length)}` : ''}
            </p>
            {review.reports?.length ? (
              <ul className="list-disc pl-5 text-sm text-stone-700">
                {review.reports.map((reason, index) => (
                  <li key={index}>{reason}</li>
                ))}
              </ul>
            ) : null}
            <ReviewItem review={review} />
            {review.history?.length ? (
              <details className="text-sm text-stone-700">
                <summary className="min-h-11 cursor-pointer py-2.5 font-semibold">{texts.history}</summary>
                <ol className="space-y-1 pl-5">
                  {review.history.map((event, index) => (
                    <li key={index}>
                      {formatDateTime(new Date(event.at))} · {texts.actions[event.action] ?? event.action}
                      {event.by ? ` · ${event.by}` : ''}
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {review.status === 'held' ? (
                <button
                  type="button"
                  className="btn-primary"
                  aria-disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: review.id, action: 'publish' })}
                >
                  {texts.publish}
                </button>
              ) : null}
              <button
                type="button"
                className="btn-secondary"
                aria-disabled={moderate.isPending}
                onClick={() => moderate.mutate({ id: review.id, action: 'remove' })}
              >
                {texts.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
