import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isServiceType } from '@nyumba/domain';
import { Link } from 'react-router';
import { Map as MapIcon, SlidersHorizontal } from 'lucide-react';
import { DocumentTitle } from '../../components/document-title';
import { paths } from '../../paths';
import { FilterSelects, SortSelect } from './filter-selects';
import { useSearchResults } from './search-api';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import { FilterChips, chipsOf } from './filter-chips';
import { rememberSearch } from '../../lib/recent-searches';
import { activeFilterCount, alertFilters, searchStateToParams, type SearchState } from './search-state';
import { useSearchState } from './use-search-state';
import { HydrateLater } from '../../lib/hydrate-later';
import { useWideScreen } from '../../lib/use-wide-screen';
import { AlertButton } from '../alerts';

// Leaflet and the pins: a chunk only the desktop layout downloads.
const ResultsMap = lazy(() => import('./results-map'));

function ResultsSummary({ query }: { query: ReturnType<typeof useSearchResults> }) {
  const { t } = useTranslation();
  const first = query.data?.pages[0];
  // Announced politely as results change; empty while the first answer is on its way.
  return (
    <div role="status" className="min-h-6 text-sm text-stone-600">
      {first && !query.isPlaceholderData ? (
        <>
          <span className="font-semibold text-stone-800">
            {t('search.total', { count: first.total, capped: true })}
          </span>
          {first.correctedTerm ? (
            <span className="block">{t('search.corrected', { term: first.correctedTerm })}</span>
          ) : null}
        </>
      ) : query.isPlaceholderData ? (
        t('search.loading')
      ) : null}
    </div>
  );
}

/** /search and /search-results: the whole search lives in the query string. */
export function SearchPage() {
  const { t } = useTranslation();
  const [state, setState, typedSearch] = useSearchState();
  const query = useSearchResults(state);
  const counts = query.data?.pages[0]?.counts;
  const filtered = state.searchTerm !== '' || activeFilterCount(state) > 0;
  const tweak = (next: SearchState) => setState(next);
  // From 1024 px the results have a map beside them; phones never download it.
  const wide = useWideScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const listings = useMemo(() => query.data?.pages.flatMap((page) => page.listings) ?? [], [query.data]);
  // Each search made here is offered again on the home screen, said as its chips say it.
  const address = searchStateToParams(state).toString();
  useEffect(() => {
    const label = [state.searchTerm, ...chipsOf(state, t).map((chip) => chip.label)].filter(Boolean).join(' · ');
    rememberSearch({ query: address, label });
    // The address says the whole search: it changes when the search does.
  }, [address]);

  return (
    <div className="page-container space-y-5 lg:max-w-7xl">
      <DocumentTitle
        page={state.searchTerm ? t('search.documentTitle', { term: state.searchTerm }) : t('search.title')}
      />
      <h1 className="page-title">{t('search.title')}</h1>
      {/* Each part hydrates in a task of its own after the page (lib/hydrate-later). */}
      <HydrateLater>
        <SearchBox
          term={state.searchTerm}
          onSearch={typedSearch}
          onPickType={(type) =>
            setState(
              { ...state, searchTerm: '', type, bedrooms: isServiceType(type) ? null : state.bedrooms },
              { push: true },
            )
          }
        />
      </HydrateLater>
      <HydrateLater>
        {/* On a phone the results come first: the filters open from a button that says how many
            are set (their chips are below it either way); from 1024 px they stay in view. */}
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50 lg:hidden"
          data-filters-toggle
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t('map.filters')}
          {activeFilterCount(state) > 0 ? (
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
              {activeFilterCount(state)}
            </span>
          ) : null}
        </button>
        <section
          id="search-filters"
          aria-label={t('search.filters.label')}
          className={`${filtersOpen ? 'grid' : 'hidden'} grid-cols-2 gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200 sm:grid-cols-4 lg:grid lg:bg-transparent lg:p-0 lg:ring-0`}
        >
          <FilterSelects state={state} onChange={tweak} counts={counts} />
          <SortSelect state={state} onChange={tweak} />
          <button type="button" className="btn-primary col-span-full lg:hidden" onClick={() => setFiltersOpen(false)}>
            {t('map.done')}
          </button>
        </section>
      </HydrateLater>
      <FilterChips state={state} onChange={(next) => setState(next, { push: true })} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] lg:gap-6">
        <section aria-labelledby="results-title" className="space-y-4">
          <h2 id="results-title" className="sr-only">
            {t('search.results')}
          </h2>
          <HydrateLater className="flex flex-wrap items-center justify-between gap-3">
            <ResultsSummary query={query} />
            <div className="flex flex-wrap items-center gap-2">
              {/* A phone's one tap to the same search on the map (a wide screen has it beside the list). */}
              <Link
                to={`${paths.mapLayout()}?${searchStateToParams(state).toString()}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50 lg:hidden"
              >
                <MapIcon aria-hidden="true" className="size-5" />
                {t('nav.map')}
              </Link>
              <AlertButton filters={alertFilters(state)} />
            </div>
          </HydrateLater>
          <SearchResults query={query} filtered={filtered} state={state} />
        </section>
        {wide ? (
          <div className="sticky top-4 h-[calc(100dvh-2rem)]">
            <Suspense fallback={<div className="h-full rounded-2xl bg-stone-100" />}>
              <ResultsMap
                listings={listings}
                bbox={state.bbox}
                onSearchArea={(bbox) => setState({ ...state, area: null, bbox }, { push: true })}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
    </div>
  );
}
