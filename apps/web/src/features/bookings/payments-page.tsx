import { groupThousands } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { useTexts } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/kenyan-dates';
import { paymentPageTexts } from './payment-texts';
import { useMyPayments } from './payments-api';

/** On My bookings: what the person paid and was paid by M-Pesa on Nyumba, with the receipts. */
export function PaymentsSection() {
  const words = useTexts(paymentPageTexts);
  const list = useMyPayments();
  return (
    <section aria-labelledby="payments-title" id="payments">
      <h2 id="payments-title" className="text-xl font-bold text-stone-900">
        {words.title}
      </h2>
      <p className="mt-1 text-stone-600">{words.intro}</p>
      {list.isError ? (
        <div
          role="alert"
          className="mt-5 flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
        >
          <p className="font-medium text-red-800">{words.loadFailed}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void list.refetch()}>
            ↻
          </button>
        </div>
      ) : list.isPending ? (
        <p role="status" className="mt-5 text-stone-600">
          {words.loading}
        </p>
      ) : list.data.payments.length === 0 ? (
        <p className="mt-5 text-stone-700">{words.empty}</p>
      ) : (
        <ul className="mt-5 space-y-3" data-testid="payments">
          {list.data.payments.map((line) => (
            <li key={`${line.kind}:${line.id}`} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="flex flex-wrap justify-between gap-2 font-semibold text-stone-900">
                <span>
                  {words.kind[line.kind]} · {words.purpose[line.purpose]}
                </span>
                <span>KSH {groupThousands(line.amount)}</span>
              </p>
              <p className="text-stone-800">{line.what}</p>
              <p className="text-sm text-stone-600">
                {words.status[line.status]} · {formatDateTime(new Date(line.at))}
                {line.receipt ? ` · ${words.receipt(line.receipt)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
