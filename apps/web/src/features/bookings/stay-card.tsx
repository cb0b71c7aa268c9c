import { useState } from 'react';
import { Link } from 'react-router';
import { groupThousands, HOUR_MS, kenyaInstant, kenyaToday, policyRefund, type Stay } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { paths } from '../../paths';
import { CancelBooking } from './booking-actions';
import { BookingCardHead } from './booking-parts';
import { selectCurrentUser, useSessionStore } from '../auth';
import { paymentTexts } from './payment-texts';
import { StayPaymentPanel } from './stay-payment';
import { useAnswerStay, useCancelStay, usePollWhilePrompted } from './stays-api';
import { stayDates, stayTime } from './stay-dates';
import { stayTexts } from './stay-texts';

const STATUS_STYLE: Record<Stay['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-800',
};

/**
 * One stay, as its guest or its host sees it: the dates, the price, where it stands, and
 * what they can do now (the host answers a request; either cancels one that has not ended).
 */
export function StayCard({ stay, showConversation = true }: { stay: Stay; showConversation?: boolean }) {
  const words = useTexts(stayTexts);
  const answer = useAnswerStay();
  const user = useSessionStore(selectCurrentUser);
  // While a prompt is on the guest's phone, the card looks again every few seconds (the live
  // stream tells it too, where one is open).
  usePollWhilePrompted(stay);
  const cancel = useCancelStay();
  const money = useTexts(paymentTexts);
  const [error, setError] = useState<string | null>(null);
  const hostToAnswer = stay.role === 'host' && stay.status === 'pending';
  const canCancel = (stay.status === 'pending' || stay.status === 'accepted') && stay.checkOut > kenyaToday();

  async function reply(what: 'accept' | 'decline') {
    setError(null);
    try {
      await answer.mutateAsync({ id: stay.id, answer: what });
    } catch (failure) {
      setError(formErrorsOf(failure, words.answerFailed).form ?? words.answerFailed);
    }
  }

  return (
    <li className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4" data-stay={stay.id}>
      <BookingCardHead
        listingId={stay.listingId}
        listingName={stay.listingName}
        status={hostToAnswer ? words.pendingHost : words.status[stay.status]}
        tone={STATUS_STYLE[stay.status]}
      />
      <p className="text-stone-800">{stayDates(stay.checkIn, stay.checkOut)}</p>
      <p className="text-sm text-stone-600">
        {words.nights(stay.nights)} · {words.guestsCount(stay.guests)} · KSH {groupThousands(stay.total)} ·{' '}
        {stay.role === 'guest' ? words.asGuest(stay.otherName) : words.asHost(stay.otherName)}
      </p>
      {stay.status === 'pending' ? (
        <p className="text-sm text-stone-600">{words.answerBy(stayTime(stay.expiresAt))}</p>
      ) : null}
      {stay.cancelReason ? <p className="text-sm text-stone-600">{words.cancelledReason(stay.cancelReason)}</p> : null}
      {stay.payment ? (
        <StayPaymentPanel stay={stay} payment={stay.payment} number={user?.phone ?? null} />
      ) : stay.role === 'guest' && stay.status !== 'declined' && stay.status !== 'expired' ? (
        <p className="text-sm text-amber-900">{words.payWarning}</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {hostToAnswer ? (
          <>
            <button
              type="button"
              className="btn-primary"
              disabled={answer.isPending}
              onClick={() => void reply('accept')}
            >
              {words.accept}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={answer.isPending}
              onClick={() => void reply('decline')}
            >
              {words.decline}
            </button>
          </>
        ) : canCancel ? (
          <CancelBooking
            words={words}
            busy={cancel.isPending}
            run={(reason) => cancel.mutateAsync({ id: stay.id, reason })}
            consequence={refundOnCancel(stay, money)}
          />
        ) : null}
        {showConversation && stay.conversationId ? (
          <Link to={paths.conversation(stay.conversationId)} className={buttonStyles.secondary}>
            {words.conversation}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * What cancelling now gives back of a paid stay, by the rule the server settles with
 * (payments/settle.ts moneyOnCancel): the guest by the host's policy, from the nights' price
 * (Nyumba's fee is kept); a host's cancellation, everything. Null while nothing is paid.
 */
function refundOnCancel(stay: Stay, words: ReturnType<typeof paymentTexts>): string | null {
  const payment = stay.payment;
  if (!payment || (payment.state !== 'held' && payment.state !== 'disputed')) return null;
  if (stay.role === 'host') return words.hostRefundPreview(payment.total);
  const hours = (kenyaInstant(stay.checkIn, stay.checkInTime).getTime() - Date.now()) / HOUR_MS;
  return words.refundPreview(policyRefund(payment.policy, payment.price, hours), payment.policy);
}
