import { useState } from 'react';
import { Link } from 'react-router';
import { listingChart, pageAddress } from '@nyumba/domain';
import { Screen, ScreenTitle } from '../../components/screen';
import { useTexts } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { agencyTexts } from './agency-texts';
import { failureText, pathWithId, Said } from './agency-parts';
import { useListingStats } from './agencies-api';
import { FigureTable, PeriodChooser } from './desk-figures';

/**
 * /stats/{listingId}: one listing's figures for its lister (or its agency's managers): the chart,
 * each figure beside the median of similar listings in its area, the funnel and the reply time.
 */
export function ListingStatsPage({ id }: { id: string }) {
  const words = useTexts(agencyTexts);
  const [days, setDays] = useState(30);
  const query = useListingStats(id, days);
  const chart = pathWithId(listingChart.path, id, days);
  return (
    <Screen title={words.statsTitle} className="page-container max-w-3xl space-y-5">
      <div>
        <Link to={paths.myListings} className="inline-flex min-h-11 items-center font-semibold text-brand-800">
          ← {words.back}
        </Link>
        <ScreenTitle>{words.statsTitle}</ScreenTitle>
        <Link to={pageAddress.listing(id)} className="text-brand-800 underline">
          {words.you}
        </Link>
      </div>
      <PeriodChooser days={days} onChange={setDays} />
      <img
        src={chart}
        alt={words.chartAlt}
        width={640}
        height={240}
        className="h-auto w-full rounded-xl border border-stone-200"
      />
      {query.isPending ? <p className="text-stone-700">{words.loading}</p> : null}
      {query.isError ? <Said ok={false}>{failureText(query.error, words.loadFailed)}</Said> : null}
      {query.data ? (
        <>
          <FigureTable stats={query.data.stats} />
          <p className="text-sm text-stone-700">{words.replyTime(query.data.stats.totals.replyMinutes)}</p>
          <ol className="space-y-1 text-sm text-stone-800">
            {query.data.stats.funnel.map((step) => (
              <li key={step.step}>
                {words.figureNames[step.step]}: <span className="font-semibold">{step.count}</span>
                {step.rate !== null ? ` (${Math.round(step.rate * 100)} %)` : ''}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Screen>
  );
}
