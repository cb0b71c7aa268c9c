import { useState } from 'react';
import { isServiceType, type Deal, type HireAction, type ListingType } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { formatDateTime, formatDayMonthYear } from '../../lib/kenyan-dates';
import { formErrorsOf } from '../../lib/form-errors';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { reviewTexts } from './review-texts';
import { useConversationDeals, useHireAction } from './reviews-api';

/**
 * A conversation's hire and reviews: with a service provider, either side marks the job
 * hired and the other confirms (or the provider marks it done); with a bnb, a completed stay.
 * Then each side reviews the other, double-blind.
 */
export function ConversationDeals({
  conversationId,
  type,
  provider,
}: {
  conversationId: string;
  type: ListingType;
  /** The caller is the listing's lister: they may also mark a job done without a proposal. */
  provider: boolean;
}) {
  const texts = useTexts(reviewTexts);
  const deals = useConversationDeals(conversationId).data?.deals ?? [];
  const service = isServiceType(type);
  const open = deals.some((deal) => deal.status === 'proposed' || deal.status === 'hired');
  if (!service && deals.length === 0) return null;
  return (
    <section aria-labelledby="deals-title" className="mt-3 space-y-3" data-testid="deals">
      <h2 id="deals-title" className="sr-only">
        {service ? texts.hireTitle : texts.stayTitle}
      </h2>
      {[...deals].reverse().map((deal) => (
        <DealCard key={deal.id} deal={deal} conversationId={conversationId} />
      ))}
      {service && !open ? <NewHire conversationId={conversationId} provider={provider} /> : null}
    </section>
  );
}

function useHire(conversationId: string) {
  const texts = useTexts(reviewTexts);
  const hire = useHireAction(conversationId);
  const [error, setError] = useState<string | null>(null);
  const run = (action: HireAction) => {
    setError(null);
    hire.mutate(action, {
      onError: (failure) => {
        const found = formErrorsOf(failure, texts.failed);
        setError(found.fields.action ?? found.form);
      },
    });
  };
  return { run, error, busy: hire.isPending };
}

function NewHire({ conversationId, provider }: { conversationId: string; provider: boolean }) {
  const texts = useTexts(reviewTexts);
  const { run, error, busy } = useHire(conversationId);
  return (
    <div className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4">
      <p className="font-semibold text-stone-900">{texts.hireTitle}</p>
      <p className="text-sm text-stone-600">{texts.hireIntro}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" aria-disabled={busy} onClick={() => !busy && run('propose')}>
          {texts.propose}
        </button>
        {provider ? (
          <button type="button" className="btn-secondary" aria-disabled={busy} onClick={() => !busy && run('done')}>
            {texts.markDone}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DealCard({ deal, conversationId }: { deal: Deal; conversationId: string }) {
  const texts = useTexts(reviewTexts);
  const { run, error, busy } = useHire(conversationId);
  const act = (action: HireAction) => () => !busy && run(action);
  const provider = deal.myRole === 'provider';
  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 bg-stone-50 p-4" data-testid="deal">
      {deal.status === 'proposed' ? (
        <>
          <p className="text-stone-800">{deal.proposedByMe ? texts.proposedByMe : texts.proposedByThem}</p>
          <div className="flex flex-wrap gap-2">
            {deal.proposedByMe ? (
              <button type="button" className="btn-secondary" aria-disabled={busy} onClick={act('decline')}>
                {texts.withdraw}
              </button>
            ) : (
              <>
                <button type="button" className="btn-primary" aria-disabled={busy} onClick={act('confirm')}>
                  {texts.confirm}
                </button>
                <button type="button" className="btn-secondary" aria-disabled={busy} onClick={act('decline')}>
                  {texts.decline}
                </button>
              </>
            )}
          </div>
        </>
      ) : (
        <p className="font-semibold text-stone-900">
          {deal.status === 'hired' ? texts.hired : deal.status === 'done' ? texts.done : texts.stayed}
        </p>
      )}
      {provider && (deal.status === 'hired' || deal.status === 'proposed') ? (
        <button type="button" className="btn-secondary" aria-disabled={busy} onClick={act('done')}>
          {texts.markDone}
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <DealReviews deal={deal} />
    </div>
  );
}

function DealReviews({ deal }: { deal: Deal }) {
  const texts = useTexts(reviewTexts);
  return (
    <>
      {deal.mine ? (
        <div className="space-y-1">
          <p className="text-sm font-semibold text-stone-700">{texts.yourReview}</p>
          {deal.mine.status === 'sealed' && deal.publishesAt ? (
            <p className="text-sm text-stone-600">{texts.sealed(formatDayMonthYear(new Date(deal.publishesAt)))}</p>
          ) : deal.mine.status === 'held' ? (
            <p className="text-sm text-stone-600" data-testid="review-held">
              {texts.held}
              {deal.mine.held
                ? ` ${texts.heldWhy(deal.mine.held.reason, formatDateTime(new Date(deal.mine.held.lookBy)))}`
                : ''}
            </p>
          ) : deal.mine.status === 'removed' ? (
            <p className="text-sm text-stone-600">{texts.removed}</p>
          ) : null}
          <ReviewItem review={deal.mine} />
        </div>
      ) : deal.canReview ? (
        <ReviewForm deal={deal} />
      ) : null}
      {deal.theyWrote ? <p className="text-sm text-stone-700">{texts.theyWrote}</p> : null}
      {deal.theirs ? (
        <div className="space-y-1">
          <p className="text-sm font-semibold text-stone-700">{texts.theirReview}</p>
          <ReviewItem review={deal.theirs} />
        </div>
      ) : null}
    </>
  );
}
