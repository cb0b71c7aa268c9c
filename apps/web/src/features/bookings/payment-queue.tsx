import { useState } from 'react';
import { groupThousands, paymentQueueCsv, pathOf, type PaymentQueueItem } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/kenyan-dates';
import { formErrorsOf } from '../../lib/form-errors';
import { paymentPageTexts } from './payment-texts';
import { usePaymentQueue, useSettleStay } from './payments-api';

/** Moderators: money waiting on a decision (problems reported, payouts due, failures, mismatches), with a CSV of it. */
export default function PaymentQueue() {
  const words = useTexts(paymentPageTexts);
  const queue = usePaymentQueue();
  const totals = queue.data?.totals;
  return (
    <section aria-labelledby="payment-queue-title" className="space-y-3" data-testid="payment-queue">
      <h2 id="payment-queue-title" className="text-xl font-bold text-stone-900">
        {words.queueTitle}
      </h2>
      <p className="text-stone-700">{words.queueIntro}</p>
      {totals ? (
        <p className="text-sm text-stone-700">
          {words.totals(
            groupThousands(totals.held),
            groupThousands(totals.due),
            groupThousands(totals.paidOut),
            groupThousands(totals.refunded),
            groupThousands(totals.fees),
          )}
        </p>
      ) : null}
      <a className={buttonStyles.secondary} href={pathOf(paymentQueueCsv)} download>
        {words.csv}
      </a>
      {queue.data && queue.data.items.length === 0 ? <p className="text-stone-600">{words.queueEmpty}</p> : null}
      <ul className="space-y-3">
        {queue.data?.items.map((item) => (
          <QueueItem key={`${item.kind}:${item.id}`} item={item} />
        ))}
      </ul>
    </section>
  );
}

function QueueItem({ item }: { item: PaymentQueueItem }) {
  const words = useTexts(paymentPageTexts);
  const settle = useSettleStay();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function decide(action: 'release' | 'refund') {
    setError(null);
    try {
      await settle.mutateAsync({ id: item.stayId!, body: { action, reason } });
    } catch (failure) {
      const found = formErrorsOf(failure, '');
      setError(found.fields.reason ?? found.form ?? null);
    }
  }
  return (
    <li className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4">
      <p className="font-semibold text-stone-900">
        {words.queueKind[item.kind]} · {item.listingName} · KSH {groupThousands(item.amount)}
      </p>
      <p className="text-sm text-stone-700">
        {item.detail} · {item.phone} · {formatDateTime(new Date(item.at))}
        {item.receipt ? ` · ${words.receipt(item.receipt)}` : ''}
      </p>
      {item.kind === 'disputed' && item.stayId ? (
        <div className="space-y-2">
          <TextField
            label={words.settleReason}
            name="reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonStyles.secondary}
              aria-disabled={settle.isPending}
              onClick={() => void decide('release')}
            >
              {words.release}
            </button>
            <button
              type="button"
              className="btn-primary"
              aria-disabled={settle.isPending}
              onClick={() => void decide('refund')}
            >
              {words.refund}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
