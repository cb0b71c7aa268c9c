import { useState } from 'react';
import { Link } from 'react-router';
import type { Viewing } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { useLanguage } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { paths } from '../../paths';
import { CancelBooking } from './booking-actions';
import { BookingCardHead } from './booking-parts';
import { stayTime } from './stay-dates';
import { stayTexts } from './stay-texts';
import { useViewingChange } from './viewings-api';
import { viewingTexts } from './viewing-texts';

const STATUS_STYLE: Record<Viewing['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  happened: 'bg-green-100 text-green-900',
  declined: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-800',
  'no-show': 'bg-red-100 text-red-900',
};

/**
 * One viewing as its seeker or lister sees it: when, where it stands, that viewing is free,
 * and what they can do now: the lister answers a request; either cancels before the time;
 * after it, either says whether it happened.
 */
export function ViewingCard({ viewing, showConversation = true }: { viewing: Viewing; showConversation?: boolean }) {
  const language = useLanguage();
  const words = viewingTexts(language);
  const shared = stayTexts(language);
  const change = useViewingChange();
  const [error, setError] = useState<string | null>(null);
  const started = Date.parse(viewing.startsAt) <= Date.now();
  const toAnswer = viewing.role === 'lister' && viewing.status === 'pending';
  const open = viewing.status === 'pending' || viewing.status === 'confirmed';

  async function run(what: { answer?: 'confirm' | 'decline'; outcome?: 'happened' | 'no-show' }) {
    setError(null);
    try {
      await change.mutateAsync({ id: viewing.id, ...what });
    } catch (failure) {
      setError(formErrorsOf(failure, shared.answerFailed).form ?? shared.answerFailed);
    }
  }

  return (
    <li className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4" data-viewing={viewing.id}>
      <BookingCardHead
        listingId={viewing.listingId}
        listingName={viewing.listingName}
        status={toAnswer ? words.pendingLister : words.status[viewing.status]}
        tone={STATUS_STYLE[viewing.status]}
      />
      <p className="text-stone-800">{stayTime(viewing.startsAt)}</p>
      <p className="text-sm text-stone-600">
        {viewing.role === 'seeker' ? words.withLister(viewing.otherName) : words.withSeeker(viewing.otherName)}
        {viewing.seekerNoShows ? ` · ${words.noShows(viewing.seekerNoShows)}` : ''}
      </p>
      {viewing.status === 'pending' ? (
        <p className="text-sm text-stone-600">{shared.answerBy(stayTime(viewing.expiresAt))}</p>
      ) : null}
      {viewing.cancelReason ? (
        <p className="text-sm text-stone-600">{shared.cancelledReason(viewing.cancelReason)}</p>
      ) : null}
      {open ? <p className="text-sm font-medium text-amber-900">{words.free}</p> : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {toAnswer && !started ? (
          <>
            <button
              type="button"
              className="btn-primary"
              disabled={change.isPending}
              onClick={() => void run({ answer: 'confirm' })}
            >
              {words.confirm}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={change.isPending}
              onClick={() => void run({ answer: 'decline' })}
            >
              {words.decline}
            </button>
          </>
        ) : null}
        {open && !started ? (
          <CancelBooking
            words={{
              ...shared,
              cancel: words.cancel,
              cancelTitle: words.cancelTitle,
              cancelConfirm: words.cancelConfirm,
            }}
            busy={change.isPending}
            run={(reason) => change.mutateAsync({ id: viewing.id, reason })}
          />
        ) : null}
        {viewing.status === 'confirmed' && started ? (
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => void run({ outcome: 'happened' })}>
              {words.happened}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => void run({ outcome: 'no-show' })}>
              {words.noShow}
            </button>
          </>
        ) : null}
        {showConversation && viewing.conversationId ? (
          <Link to={paths.conversation(viewing.conversationId)} className={buttonStyles.secondary}>
            {shared.conversation}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
