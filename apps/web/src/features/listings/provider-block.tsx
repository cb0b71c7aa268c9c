import { tradeLabel, type ProviderSummary } from '@nyumba/domain';
import { useLanguage } from '../../i18n/use-translation';
import { ReviewList } from '../reviews';
import { serviceTexts } from './service-texts';

/**
 * What a provider's page says of their work on Nyumba: trades, areas, hours, how fast they
 * answer, the jobs done here and their clients' reviews. Word of mouth, from real hires.
 */
export function ProviderBlock({ provider }: { provider: ProviderSummary }) {
  const language = useLanguage();
  const texts = serviceTexts(language);
  const rows: { label: string; value: string }[] = [];
  if (provider.trades.length)
    rows.push({ label: texts.trades, value: provider.trades.map((trade) => tradeLabel(trade, language)).join(', ') });
  if (provider.areasServed.length) rows.push({ label: texts.areas, value: provider.areasServed.join(', ') });
  if (provider.hours) {
    const days = provider.hours.days.map((day) => texts.days[day]).join(', ');
    const hours = texts.hoursValue(days, provider.hours.from, provider.hours.to);
    rows.push({ label: texts.hours, value: provider.hours.emergency ? `${hours} · ${texts.emergencyYes}` : hours });
  }
  if (provider.responseMinutes !== null)
    rows.push({ label: texts.responds, value: texts.respondsValue(provider.responseMinutes) });
  rows.push({ label: texts.jobsDone, value: String(provider.jobsDone) });
  return (
    <>
      <section aria-labelledby="provider-title" className="space-y-3" data-testid="provider">
        <h2 id="provider-title" className="text-xl font-bold text-stone-900">
          {texts.provider}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm">
          {rows.flatMap((row) => [
            <dt key={`${row.label}:term`} className="font-semibold text-stone-600">
              {row.label}
            </dt>,
            <dd key={`${row.label}:value`} className="[overflow-wrap:anywhere] text-stone-900">
              {row.value}
            </dd>,
          ])}
        </dl>
      </section>
      <ReviewList rating={provider.rating} reviews={provider.reviews} headingId="provider-reviews" />
    </>
  );
}
