import type { JobQuote } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { checkedMonth, jobDay, ksh } from './job-format';
import { jobTexts } from './job-texts';

/**
 * One quote as the client compares it: the price and what it includes, the start and length,
 * the stages, and what the provider has earned on Nyumba, each check named with its month
 * (never one vague "Verified").
 */
export function QuoteCard({ quote, onAccept, busy }: { quote: JobQuote; onAccept?: () => void; busy?: boolean }) {
  const words = useTexts(jobTexts);
  const facts = [
    quote.rating !== null ? words.rating(quote.rating, quote.reviews) : words.noReviews,
    words.jobsDone(quote.jobsDone),
    quote.repeatClients > 0 ? words.repeat(quote.repeatClients) : null,
    quote.responseMinutes !== null ? words.responds(quote.responseMinutes) : null,
    quote.distanceKm !== null ? words.distance(quote.distanceKm) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4" data-quote={quote.id}>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-stone-900">{quote.providerName}</span>
        <span className="text-xl font-bold text-stone-900">{ksh(quote.price)}</span>
      </p>
      <p className="text-sm text-stone-600">{quote.listingName}</p>
      <p className="text-stone-800">
        <span className="font-semibold">{words.includes}: </span>
        {quote.includes}
      </p>
      <p className="text-sm text-stone-700">{words.starts(jobDay(quote.startsOn), quote.days)}</p>
      {quote.stages.length > 1 ? (
        <div className="text-sm text-stone-700">
          <p className="font-semibold">{words.stages}</p>
          <ol className="list-decimal pl-5">
            {quote.stages.map((stage) => (
              <li key={stage.label}>
                {stage.label}: {ksh(stage.amount)}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <ul className="flex flex-wrap gap-1.5 text-sm" aria-label={quote.providerName}>
        {quote.checks.map((check) => (
          <li key={check.kind + (check.body ?? '')} className="rounded-full bg-green-100 px-2.5 py-0.5 text-green-900">
            {check.kind === 'phone'
              ? words.phoneCheck(checkedMonth(check.since))
              : words.licenceCheck(check.body ?? '', checkedMonth(check.since))}
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">{facts.join(' · ')}</p>
      {quote.status !== 'sent' ? (
        <p className="text-sm font-semibold text-stone-700">
          {quote.status === 'accepted'
            ? words.acceptedLabel
            : quote.status === 'declined'
              ? words.declined
              : words.withdrawn}
        </p>
      ) : onAccept ? (
        <button type="button" className="btn-primary mt-auto" aria-disabled={busy} onClick={() => !busy && onAccept()}>
          {words.accept}
        </button>
      ) : null}
    </li>
  );
}
