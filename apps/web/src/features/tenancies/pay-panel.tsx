import { useEffect, useState } from 'react';
import { addDays, TENANCY_FIRST_MONTH_BACK_DAYS, type Tenancy } from '@nyumba/domain';
import { LoaderCircle } from 'lucide-react';
import { FormError } from '../../components/form-dialog';
import { PriceReview, priceReviewTexts } from '../../components/price-review';
import { translateServerMessage } from '../../i18n';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { AdultConfirm, markAdultNeeded, useNeedsAdultConfirm } from '../adult';
import { selectCurrentUser, useSessionStore } from '../auth';
import { agreementTexts } from './agreement-texts';
import { CancelTenancy, RefundLine } from './cancel-tenancy';
import { moveInTexts } from './move-in-texts';
import { usePayTenancy, useTenancy } from './tenancies-api';
import { ksh, tenancyDay, tenancyTime } from './tenancy-format';
import { tenancyTexts } from './tenancy-texts';
import { primaryButton } from './styles';
import { TestPhoneNote } from '../../components/test-phone-note';

/**
 * Where the answer does not say a prompt is out (no `promptedAt`), the one this screen sent is
 * waited for this long: M-Pesa gives up on an unanswered prompt within about a minute.
 */
const PROMPT_WAIT_MS = 90_000;

/**
 * The tenant pays a signed tenancy: the total (first month and deposit), the time to pay by,
 * that Nyumba holds it, and what comes back on cancelling, all before the button. "Review and
 * pay" opens each line, the total and the cancelling rule; its confirm sends the total shown (a
 * price changed meanwhile keeps the summary open, the tenancy read again). While M-Pesa waits
 * for the PIN the tenancy is read every 3 s and the button sends no second prompt.
 */
export function PayPanel({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveInTexts);
  const general = useTexts(tenancyTexts);
  const agreement = useTexts(agreementTexts);
  const review = useTexts(priceReviewTexts);
  const needsAdult = useNeedsAdultConfirm();
  const [reviewing, setReviewing] = useState(false);
  const number = useSessionStore(selectCurrentUser)?.phone ?? null;
  const pay = usePayTenancy(tenancy.id);
  const [sent, setSent] = useState<{ message: string | null; failure: string | null } | null>(null);
  const [expired, setExpired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's word when it gives one; otherwise the prompt this screen sent, until M-Pesa
  // answers (a failure other than the one before it) or the wait runs out.
  const told = tenancy.promptedAt !== undefined;
  const waiting =
    tenancy.status === 'signed' &&
    (told ? tenancy.promptedAt != null : sent !== null && !expired && tenancy.failure === sent.failure);
  useTenancy(tenancy.id, waiting);
  useEffect(() => {
    if (!sent || told) return;
    const timer = window.setTimeout(() => setExpired(true), PROMPT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, told]);
  const busy = pay.isPending || waiting;

  async function startPaying(expectedTotal: number) {
    if (busy) return;
    setError(null);
    try {
      const answer = await pay.mutateAsync(expectedTotal);
      setExpired(false);
      setReviewing(false);
      setSent({ message: answer.message ?? null, failure: answer.tenancy.failure });
    } catch (failure) {
      markAdultNeeded(failure);
      setError(formErrorsOf(failure, general.failed).form ?? general.failed);
    }
  }

  const total = tenancy.rent + tenancy.deposit;
  const failed = !waiting && tenancy.failure && (sent === null || tenancy.failure !== sent.failure || expired);
  return (
    <div className="space-y-3" data-testid="tenancy-pay">
      {tenancy.testMode ? <TestPhoneNote number={number} words={words} /> : null}
      <div className="space-y-1 text-sm text-stone-800">
        <p className="text-lg font-bold text-stone-900">{words.toPay(ksh(total))}</p>
        <p>{words.toPayParts(ksh(tenancy.rent), ksh(tenancy.deposit))}</p>
        {tenancy.payBy ? <p className="font-medium">{words.payBy(tenancyTime(tenancy.payBy))}</p> : null}
        <p>{words.held}</p>
      </div>
      <RefundLine tenancy={tenancy} words={words} />
      <div role="status" aria-live="polite" className="text-sm">
        {waiting ? (
          <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-3 font-medium text-brand-900">
            <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin" />
            {`${sent?.message ?? words.waiting} ${words.waitingMpesa}`}
          </p>
        ) : failed ? (
          <p className="font-medium text-red-700">
            {words.notPaid(translateServerMessage(tenancy.failure!, tenancy.failureCode))}
          </p>
        ) : null}
      </div>
      <AdultConfirm />
      {reviewing && !waiting ? (
        <PriceReview
          lines={[
            { label: words.firstMonthLine, amount: tenancy.rent },
            { label: words.depositLine, amount: tenancy.deposit },
          ]}
          total={total}
          terms={<p>{agreement.refundRule(tenancyDay(addDays(tenancy.moveIn, -TENANCY_FIRST_MONTH_BACK_DAYS)))}</p>}
          busy={pay.isPending}
          blocked={needsAdult}
          busyLabel={words.paying}
          error={error}
          onConfirm={(expected) => void startPaying(expected)}
          onBack={() => {
            setReviewing(false);
            setError(null);
          }}
        />
      ) : (
        <FormError message={error} />
      )}
      <div className="flex flex-wrap gap-2">
        {reviewing && !waiting ? null : (
          <button
            type="button"
            className={primaryButton}
            aria-disabled={busy || needsAdult}
            aria-busy={busy}
            onClick={() => {
              if (busy || needsAdult) return;
              setError(null);
              setReviewing(true);
            }}
          >
            {pay.isPending ? words.paying : waiting ? words.waitingMpesa : review.review}
          </button>
        )}
        <CancelTenancy tenancy={tenancy} />
      </div>
    </div>
  );
}
