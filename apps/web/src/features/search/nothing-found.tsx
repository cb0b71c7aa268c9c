import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  distanceKm,
  formatPrice,
  neighbourhoodCentre,
  searchListings,
  type Listing,
  type SearchResponse,
} from '@nyumba/domain';
import { call, queryKey } from '../../lib/api-client';
import { useTranslation, useLanguage } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { filtersToQuery, searchStateToParams, type SearchState } from './search-state';

/** What a search that found nothing can drop, one filter at a time, most helpful first. */
type Relaxation = 'price' | 'area' | 'bedrooms' | 'type' | 'term' | 'extras';

function relaxed(state: SearchState, drop: Relaxation): SearchState | null {
  switch (drop) {
    case 'price':
      return state.minPrice === null && state.maxPrice === null ? null : { ...state, minPrice: null, maxPrice: null };
    case 'area':
      return state.area === null && state.bbox === null ? null : { ...state, area: null, bbox: null };
    case 'bedrooms':
      return state.bedrooms === null ? null : { ...state, bedrooms: null };
    case 'type':
      return state.type === null ? null : { ...state, type: null };
    case 'term':
      return state.searchTerm === '' ? null : { ...state, searchTerm: '' };
    case 'extras':
      return state.bathrooms === null && state.amenities.length === 0
        ? null
        : { ...state, bathrooms: null, amenities: [] };
  }
}

const RELAXATIONS: Relaxation[] = ['price', 'area', 'bedrooms', 'type', 'term', 'extras'];
/** Enough of the listings elsewhere to name the areas near the one asked for. */
const NEARBY_SAMPLE = 48;
const NEARBY_KM = 6;

const href = (state: SearchState) => {
  const query = searchStateToParams(state).toString();
  return query ? `${paths.search()}?${query}` : paths.search();
};

/** Areas within a few km of the one asked for that have matches, nearest first, with their counts. */
function nearbyAreas(area: string, listings: readonly Listing[]): { name: string; count: number; km: number }[] {
  const centre = neighbourhoodCentre(area);
  if (!centre) return [];
  const found = new Map<string, { name: string; count: number; km: number }>();
  for (const listing of listings) {
    const other = listing.areaName ? neighbourhoodCentre(listing.areaName) : null;
    if (!listing.areaName || !other || listing.areaName === area) continue;
    const km = distanceKm(centre, other);
    if (km > NEARBY_KM) continue;
    const entry = found.get(listing.areaName) ?? { name: listing.areaName, count: 0, km };
    entry.count += 1;
    found.set(listing.areaName, entry);
  }
  return [...found.values()].sort((a, b) => a.km - b.km).slice(0, 4);
}

/**
 * A search that found nothing says what is close, each one tap away: the same search at any
 * price (with its lowest price), anywhere, with any number of bedrooms, of any type, without
 * the words or the extras, and the nearby areas that have matches. One request per filter
 * that could be dropped, asked only once nothing was found.
 */
export function NothingFound({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  const options = RELAXATIONS.flatMap((drop) => {
    const next = relaxed(state, drop);
    return next ? [{ drop, next }] : [];
  });
  const answers = useQueries({
    queries: options.map(({ drop, next }) => {
      const query = {
        ...filtersToQuery(next),
        // Any price: the cheapest first, to say "from …"; dropping the area: a sample to find neighbours.
        sort: drop === 'price' ? ('price_asc' as const) : next.sort,
        limit: drop === 'area' ? NEARBY_SAMPLE : 1,
      };
      return {
        queryKey: queryKey(searchListings, { query }, { nothingFound: drop }),
        queryFn: ({ signal }: { signal: AbortSignal }): Promise<SearchResponse> =>
          call(searchListings, { query, signal }),
        staleTime: 60_000,
      };
    }),
  });
  const found = options.flatMap(({ drop, next }, index) => {
    const answer = answers[index]?.data;
    return answer && answer.total > 0 ? [{ drop, next, answer }] : [];
  });
  const byArea = found.find((entry) => entry.drop === 'area');
  const nearby = state.area && byArea ? nearbyAreas(state.area, byArea.answer.listings) : [];
  if (found.length === 0) return null;

  const language = useLanguage();
  const line = ({ drop, answer }: (typeof found)[number]) => {
    const count = answer.total;
    const cheapest = answer.listings[0];
    switch (drop) {
      case 'price':
        return cheapest
          ? t('search.nothingFound.price', {
              count,
              capped: true,
              price: formatPrice(cheapest.price, cheapest.type, language, cheapest.priceUnit),
            })
          : t('search.nothingFound.anyPrice', { count, capped: true });
      case 'area':
        return t('search.nothingFound.area', { count, capped: true });
      case 'bedrooms':
        return t('search.nothingFound.bedrooms', { count, capped: true });
      case 'type':
        return t('search.nothingFound.type', { count, capped: true });
      case 'term':
        return t('search.nothingFound.term', { count, capped: true, term: state.searchTerm });
      case 'extras':
        return t('search.nothingFound.extras', { count, capped: true });
    }
  };

  return (
    <nav aria-label={t('search.nothingFound.label')} className="w-full text-left">
      <p className="font-semibold text-stone-900">{t('search.nothingFound.title')}</p>
      <ul className="mt-2 space-y-2">
        {found.map((entry) => (
          <li key={entry.drop}>
            <Link
              to={href(entry.next)}
              className="flex min-h-11 items-center rounded-xl border border-stone-200 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
            >
              {line(entry)}
            </Link>
          </li>
        ))}
        {nearby.map((area) => (
          <li key={area.name}>
            <Link
              to={href({ ...state, area: area.name })}
              className="flex min-h-11 items-center rounded-xl border border-stone-200 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
            >
              {t('search.nothingFound.nearby', { area: area.name, km: Math.max(1, Math.round(area.km)) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
