import { memo, useState } from 'react';
import type { Listing } from '@nyumba/domain';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigationType } from 'react-router';
import { appStarted } from '../../lib/app-started';
import { useKeepScroll } from './use-keep-scroll';
import { SearchX } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { OfflineUnavailable, useOfflineFailure } from '../../components/offline-unavailable';
import { LoadMore } from '../../components/load-more';
import { HydrateLater } from '../../lib/hydrate-later';
import { useProgressiveCount } from '../../lib/use-progressive-count';
import { paths } from '../../paths';
import { ListingCard } from '../listings';
import { SaveToggle } from '../saved';
import type { useSearchResults } from './search-api';
import { NothingFound } from './nothing-found';
import type { SearchState } from './search-state';

interface SearchResultsProps {
  query: ReturnType<typeof useSearchResults>;
  filtered: boolean;
  /** The search on screen: when it finds nothing, the searches close to it are offered. */
  state: SearchState;
}

/**
 * One card; memoised, so drawing the next few cards leaves the ones shown alone. A card
 * the server drew is hydrated after the page around it, in a task of its own.
 */
const ResultItem = memo(function ResultItem({
  listing,
  priority,
  laidOut,
}: {
  listing: Listing;
  priority: boolean;
  laidOut: boolean;
}) {
  return (
    // The anchor: Back to a page left by a full load puts this card where it was (lib/scroll-memory).
    // On a phone (one column) a card off screen is not laid out or painted until it nears the
    // screen, sized meanwhile as a card is (content-visibility; about 34rem): the first layout
    // of a page of results was most of its first task. Not in the two columns of a wider
    // screen, where a row's cards must be laid out together to keep one height. Nor on Back
    // (`laidOut`): the cards above the kept position must take their real heights, not the
    // guess, or the page put back is a few pixels off where it was left.
    <li
      className={`flex flex-col ${priority || laidOut ? '' : 'max-sm:[contain-intrinsic-size:auto_34rem] max-sm:[content-visibility:auto]'}`}
      data-scroll-anchor={listing._id}
    >
      <HydrateLater className="flex flex-1 flex-col">
        <ListingCard
          listing={listing}
          priority={priority}
          headingLevel="h3"
          saveToggle={<SaveToggle listing={listing} />}
        />
      </HydrateLater>
    </li>
  );
});

/** The results of a search: loading, failure, nothing found, or cards with "Load more". */
export function SearchResults({ query, filtered, state }: SearchResultsProps) {
  const { t } = useTranslation();
  const offline = useOfflineFailure();
  // Back (or Forward) to these results: draw every card already loaded at once, "Load
  // more" pages included, so the page is as long as it was when the scroll position was
  // kept, and it can be put back there (a few cards would clamp it near the top).
  // Not on the first load of the page (also a POP): the server drew the first few.
  const navigationType = useNavigationType();
  const [returning] = useState(() => navigationType === 'POP' && appStarted());
  useKeepScroll(returning, query.data !== undefined);

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-stone-600">
        <span className="spinner" aria-hidden="true" />
        {t('search.loading')}
      </div>
    );
  }

  const data = query.data;
  if (!data && offline) return <OfflineUnavailable onRetry={() => void query.refetch()} />;
  if (!data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
        <p className="font-medium text-red-800">{t('search.failed')}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
          {t('search.retry')}
        </button>
      </div>
    );
  }

  const listings = data.pages.flatMap((page) => page.listings);
  const shown = useProgressiveCount(listings.length, returning ? listings.length : undefined);
  // While a new search loads, the previous results stay, dimmed, so the page does not jump.
  const stale = query.isPlaceholderData;

  if (listings.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-stone-400" />
        <p className="font-semibold text-stone-900">{t('search.empty')}</p>
        {filtered ? <NothingFound state={state} /> : <p className="text-stone-600">{t('search.emptyHint')}</p>}
        {filtered ? (
          <Link to={paths.search()} className={buttonStyles.secondary}>
            {t('search.clearAll')}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <ul
        aria-busy={stale || undefined}
        className={`grid grid-cols-1 gap-5 transition-opacity sm:grid-cols-2 ${stale ? 'opacity-60' : ''}`}
      >
        {listings.slice(0, shown).map((listing, index) => (
          <ResultItem key={listing._id} listing={listing} priority={index === 0} laidOut={returning} />
        ))}
      </ul>
      {/* Not under results that are about to be replaced. */}
      {stale ? null : <LoadMore pages={query} failedMessage={t('search.failed')} />}
    </>
  );
}
