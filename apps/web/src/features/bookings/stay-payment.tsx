import { useTexts } from '../../i18n/use-translation';
import { useState, type FormEvent } from 'react';
import {
  groupThousands,
  PROBLEM_REASONS,
  problemTiming,
  type ProblemReason,
  type Stay,
  type StayPayment,
} from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { ChoiceField, FormActions, FormDialog } from '../../components/form-dialog';
import { PriceReview, ReviewButton, type PriceLine } from '../../components/price-review';
import { TextAreaField } from '../../components/text-area-field';
import { translateServerMessage } from '../../i18n';
import { formErrorsOf } from '../../lib/form-errors';
import { AdultConfirm, markAdultNeeded, useNeedsAdultConfirm } from '../adult';
import { paymentTexts, type PaymentWords } from './payment-texts';
import { stayTime } from './stay-dates';
import { usePayStay, useReportProblem } from './stays-api';
import { TestPhoneNote } from '../../components/test-phone-note';

const money = (amount: number) => groupThousands(amount);

/**
 * A stay's money on Nyumba, on its card: what the guest pays and the host's cancellation
 * policy before paying, the M-Pesa prompt and why one failed, the receipt once paid, when the
 * host is paid, and what was refunded. "Test mode" whenever the simulator stands in for M-Pesa.
 * Paying is two steps: "Review and pay" opens the whole price and the policy, whose confirm
 * sends the total shown; a price changed meanwhile keeps the summary open with the new one.
 */
export function StayPaymentPanel({
  stay,
  payment,
  number,
}: {
  stay: Stay;
  payment: StayPayment;
  number: string | null;
}) {
  const words = useTexts(paymentTexts);
  const pay = usePayStay();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const needsAdult = useNeedsAdultConfirm();
  const guest = stay.role === 'guest';
  const open = payment.state === 'due' || payment.state === 'prompted';
  // From check-in until the payout, as the server takes reports (problemTiming).
  const reportable = guest && payment.state === 'held' && problemTiming(stay, payment.payoutAt, new Date()) === 'open';

  async function startPaying(expectedTotal: number) {
    setError(null);
    try {
      const answer = await pay.mutateAsync({ id: stay.id, expectedTotal });
      setSent(answer.message);
      setReviewing(false);
    } catch (failure) {
      // The stays are read again after any answer (usePayStay), so a changed price shows here.
      markAdultNeeded(failure);
      setError(formErrorsOf(failure, words.payFailed).form ?? words.payFailed);
    }
  }

  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3" data-testid="stay-payment">
      {payment.testMode ? <TestPhoneNote number={number} words={words} /> : null}
      {open || payment.state === 'lapsed' ? <Terms payment={payment} words={words} /> : null}
      <p className="text-sm text-stone-800" role="status">
        {stateLine(stay, payment, words, sent)}
      </p>
      {open && guest && payment.failure ? (
        <p className="text-sm font-medium text-red-700">
          {words.failed(translateServerMessage(payment.failure, payment.failureCode))}
        </p>
      ) : null}
      {error && !reviewing ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {open && guest ? <AdultConfirm /> : null}
      {open && guest && reviewing ? (
        <PriceReview
          lines={stayLines(stay, payment, words)}
          total={payment.total}
          terms={
            <>
              <p>{words.policyTitle(words.policyName[payment.policy])}</p>
              <p>{words.policy(payment.policy)}</p>
            </>
          }
          busy={pay.isPending}
          blocked={needsAdult}
          busyLabel={words.paying}
          error={error}
          onConfirm={(total) => void startPaying(total)}
          onBack={() => {
            setReviewing(false);
            setError(null);
          }}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {open && guest && !reviewing ? (
          <ReviewButton
            disabled={needsAdult}
            onClick={() => {
              setError(null);
              setReviewing(true);
            }}
          />
        ) : null}
        {reportable ? <ReportProblem stayId={stay.id} words={words} /> : null}
      </div>
    </div>
  );
}

/** The price, Nyumba's fee and the cancellation policy: read before paying. */
function Terms({ payment, words }: { payment: StayPayment; words: PaymentWords }) {
  return (
    <div className="space-y-1 text-sm text-stone-800">
      <p className="font-semibold text-stone-900">{words.toPay(money(payment.total))}</p>
      {payment.fee > 0 ? <p>{words.priceAndFee(money(payment.price), money(payment.fee))}</p> : null}
      <p className="font-semibold">{words.policyTitle(words.policyName[payment.policy])}</p>
      <p>{words.policy(payment.policy)}</p>
    </div>
  );
}

/** "3 nights × KSH 4,000" and Nyumba's fee; the nights alone where their price is not a plain product. */
function stayLines(stay: Stay, payment: StayPayment, words: PaymentWords): PriceLine[] {
  const plain = stay.nights * stay.nightlyPrice === payment.price;
  const lines: PriceLine[] = [
    {
      label: plain ? words.nightsTimes(stay.nights, money(stay.nightlyPrice)) : words.nights(stay.nights),
      amount: payment.price,
    },
  ];
  if (payment.fee > 0) lines.push({ label: words.feeLine, amount: payment.fee });
  return lines;
}

function stateLine(stay: Stay, payment: StayPayment, words: PaymentWords, sent: string | null): string {
  const guest = stay.role === 'guest';
  const payoutDate = payment.payoutAt ? stayTime(payment.payoutAt) : '';
  switch (payment.state) {
    case 'due':
      return guest
        ? `${sent && !payment.failure ? `${sent} ` : ''}${payment.payBy ? words.payBy(stayTime(payment.payBy)) : ''} ${words.held}`.trim()
        : words.hostDue(payment.payBy ? stayTime(payment.payBy) : '');
    case 'prompted':
      return guest ? words.prompted : words.hostDue(payment.payBy ? stayTime(payment.payBy) : '');
    case 'held':
      return guest
        ? words.guestHeld(payment.receipt ?? '', payoutDate)
        : words.hostHeld(money(payment.price), payoutDate);
    case 'disputed':
      return words.disputed;
    case 'released':
      return words.released(money(payment.released));
    case 'refunded':
      return [
        (guest ? words.refundedToYou : words.refunded)(money(payment.refunded)),
        payment.released > 0 ? words.released(money(payment.released)) : '',
      ]
        .filter(Boolean)
        .join(' ');
    case 'lapsed':
      return words.lapsed;
  }
}

/** "Report a problem" from check-in until the host is paid: the money stays held for a moderator. */
function ReportProblem({ stayId, words }: { stayId: string; words: PaymentWords }) {
  const report = useReportProblem();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ProblemReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ form?: string | undefined; reason?: string; note?: string }>({});

  async function send(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await report.mutateAsync({ id: stayId, body: { reason: reason as ProblemReason, note } });
      setOpen(false);
    } catch (failure) {
      const found = formErrorsOf(failure, words.payFailed);
      setErrors({
        form: found.form ?? undefined,
        ...(found.fields.reason ? { reason: found.fields.reason } : {}),
        ...(found.fields.note ? { note: found.fields.note } : {}),
      });
    }
  }

  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
        {words.problem}
      </button>
      {open ? (
        <FormDialog title={words.problemTitle} onClose={() => setOpen(false)}>
          <form className="mt-3 space-y-4" onSubmit={(event) => void send(event)} noValidate>
            <ChoiceField
              legend={words.problemReason}
              name="problem-reason"
              options={PROBLEM_REASONS}
              value={reason}
              onChange={setReason}
              label={(option) => words.reasons[option]}
              error={errors.reason}
            />
            <TextAreaField
              name="note"
              label={words.problemNote}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={errors.note}
              maxLength={1000}
            />
            <FormActions
              error={errors.form}
              cancelLabel={words.keep}
              onCancel={() => setOpen(false)}
              busy={report.isPending}
              label={words.problemSend}
              busyLabel={words.paying}
            />
          </form>
        </FormDialog>
      ) : null}
    </>
  );
}
