import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { List, Map as MapIcon, Plus } from 'lucide-react';
import type { Listing, MapListing } from '@nyumba/domain';
import { imageVariant } from '../../lib/images';
import { paths } from '../../paths';
import { useWideScreen } from '../../lib/use-wide-screen';
import { alertFilters, useSearchState } from '../search';
import { AlertButton } from '../alerts';
import type { ExploreMap } from './explore-map';
import { MapFrame } from './map-frame';
import { FilterPanel } from './filter-panel';
import { MapList } from './map-list';
import { frameViewport, useListingById, useMapListings, type Viewport } from './map-api';
import { formatView, offerSearchArea, parseMapTarget } from './map-target';
import { MapStatus } from './map-status';
import { useUserLocation } from './use-user-location';
import { Screen, ScreenTitle } from '../../components/screen';

/** The map's short form of a listing fetched in full (for a selectedId the answer lacks). */
function toMapListing(listing: Listing): MapListing | null {
  if (!listing.location) return null;
  const [lng, lat] = listing.location.coordinates;
  const photo = listing.image_urls[0];
  return {
    _id: listing._id,
    lat,
    lng,
    name: listing.name,
    price: listing.price,
    type: listing.type,
    bedrooms: listing.bedrooms,
    priceUnit: listing.priceUnit,
    image: photo ? imageVariant(photo, 320) : null,
  };
}

/**
 * Leaflet and the live map, fetched once the page is running; until then (and for good,
 * should its file fail to come) the first frame stands in (map-frame.tsx).
 */
function useLiveMap(): typeof ExploreMap | null {
  const [live, setLive] = useState<{ map: typeof ExploreMap } | null>(null);
  useEffect(() => {
    let current = true;
    import('./explore-map').then(
      (module) => current && setLive({ map: module.ExploreMap }),
      (error: unknown) => console.error('The map could not start', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return live?.map ?? null;
}

/**
 * /mapexplore and /maplayout: one explorer with the union of the spec's two variants
 * (docs/decisions/0004-resolving-the-specification.md). The address holds all of it, so
 * Back and a shared link open the same view: the filters, where the map was left
 * (`at=lat,lng,zoom`), the listing whose card is open (`selectedId`), a link's point
 * (`lat`, `lng`, `redirected`) and, on a phone, whether the list is shown (`show=list`).
 * From 1024 px the list of what is in view stands beside the map.
 */
export function MapPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const target = useMemo(() => parseMapTarget(params), [params]);
  const [filters, setFilters, typedSearch] = useSearchState();
  // What the first frame shows until the live map has measured the screen: the server
  // drew the same (map-api.ts mapData), so the page arrives with its pins and count.
  const [opening] = useState(() => frameViewport(target, filters.area));
  const [viewport, setViewport] = useState<Viewport>(opening);
  const LiveMap = useLiveMap();
  const query = useMapListings(viewport, filters);
  const geo = useUserLocation();
  const wide = useWideScreen();
  const listShown = !wide && params.get('show') === 'list';

  // The listing drawn as selected: the address's at first and after a new link ("Show on
  // map"); a card the person opens is written to the address but not read back, so the
  // marker under it is not swapped while it opens.
  const linkKey = target.centre ? `${target.centre.lat}|${target.centre.lng}|${target.selectedId}` : '';
  const [shownLink, setShownLink] = useState(linkKey);
  const [pinned, setPinned] = useState(target.selectedId);
  if (linkKey !== shownLink) {
    setShownLink(linkKey);
    if (linkKey) setPinned(target.selectedId);
  }
  const selectedQuery = useListingById(pinned);

  // The fetched copy wins: it stays put while the answers change under a moving map.
  const selected = useMemo(() => {
    if (!pinned) return null;
    if (selectedQuery.data) return toMapListing(selectedQuery.data);
    return query.data?.listings.find((listing) => listing._id === pinned) ?? null;
  }, [query.data, selectedQuery.data, pinned]);

  /**
   * Writes to the address in place (no history entry), keeping the entry's state; nothing
   * when the change changes nothing (a map that moves by a metre, a card opened again).
   */
  const write = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const current = new URLSearchParams(window.location.search);
      const next = new URLSearchParams(current);
      change(next);
      if (next.toString() === current.toString()) return;
      setParams(next, { replace: true, preventScrollReset: true, state: location.state });
    },
    [setParams, location.state],
  );

  const onViewport = useCallback(
    (next: Viewport) => {
      setViewport(next);
      const at = formatView(next.centre, next.zoom);
      write((params) => params.set('at', at));
    },
    [write],
  );
  const onSelect = useCallback(
    (id: string | null) =>
      write((params) => {
        if (id) params.set('selectedId', id);
        // The card closed: the address no longer names it, nor the link that opened it.
        else if (params.get('selectedId'))
          for (const key of ['selectedId', 'redirected', 'lat', 'lng']) params.delete(key);
      }),
    [write],
  );
  // A pin of the first frame tapped as the map starts: its card opens on the live map.
  const pick = useCallback(
    (id: string) => {
      setPinned(id);
      onSelect(id);
    },
    [onSelect],
  );
  const toggleList = () =>
    write((params) => {
      if (listShown) params.delete('show');
      else params.set('show', 'list');
    });

  const total = query.isError || !query.data ? null : query.data.total;
  const approximate = total !== null && query.data?.approximate === true;
  const inView = query.isError ? [] : (query.data?.listings ?? []);
  const clusters = query.isError ? [] : (query.data?.clusters ?? []);

  return (
    <Screen title={t('map.title')} className="relative isolate flex h-full overflow-hidden">
      <ScreenTitle className="sr-only">{t('map.title')}</ScreenTitle>
      {wide ? (
        <MapList
          listings={inView}
          total={total}
          approximate={approximate}
          className="w-96 shrink-0 border-r border-stone-200"
        />
      ) : null}
      <div className="relative min-w-0 flex-1">
        {/* Before the map in the tab order: otherwise a keyboard user tabs past every marker to reach the filters. */}
        <div className="group pointer-events-none absolute inset-x-0 top-0 z-10 flex items-start justify-end gap-2 p-3">
          <FilterPanel filters={filters} onChange={setFilters} onSearch={typedSearch} />
          {/* After the filters in the tab order: they are what a visitor reaches for first. Out of
              the way while the filter panel is open (a phone has no room for both). */}
          <AlertButton
            filters={alertFilters(filters, viewport.bbox)}
            className="pointer-events-auto shadow-md group-has-[[aria-expanded=true]]:hidden"
          />
          {/* A phone's map has no header (the screen is the map's), yet listing a property is
              on every screen: at the row's start, after the filters in the tab order; the
              header's green "+", its word from 420 px (at 360 px in Swahili the three did not
              fit). From 1024 px the header carries it. */}
          <Link
            to={paths.createListing}
            aria-label={t('nav.listProperty')}
            title={t('nav.listProperty')}
            className="pointer-events-auto order-first mr-auto inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-full bg-brand-700 text-sm font-semibold text-white shadow-md hover:bg-brand-800 min-[420px]:px-3 lg:hidden group-has-[[aria-expanded=true]]:hidden"
          >
            <Plus aria-hidden="true" className="size-5 min-[420px]:size-4" />
            <span className="hidden min-[420px]:inline">{t('nav.listShort')}</span>
          </Link>
        </div>
        <div role="region" aria-label={t('map.mapLabel')} className="absolute inset-0 z-0">
          {LiveMap ? (
            <LiveMap
              target={target}
              area={filters.area}
              listings={inView}
              clusters={clusters}
              selected={selected}
              userPosition={geo.position}
              onViewport={onViewport}
              onSelect={onSelect}
            />
          ) : (
            <MapFrame
              view={opening}
              listings={inView}
              clusters={clusters}
              selected={selected}
              highlighted={target.centre !== null}
              onPick={pick}
            />
          )}
        </div>
        <MapStatus
          total={total}
          approximate={approximate}
          loading={query.isFetching}
          failed={query.isError && !query.isFetching}
          onRetry={() => void query.refetch()}
          geolocationUnsupported={geo.unsupported}
          onSearchArea={
            offerSearchArea(filters.area, viewport.bbox, total) ? () => setFilters({ ...filters, area: null }) : null
          }
        />
        {listShown ? (
          <MapList listings={inView} total={total} approximate={approximate} className="absolute inset-0 z-20 pb-20" />
        ) : null}
        {wide ? null : (
          <button
            type="button"
            aria-pressed={listShown}
            onClick={toggleList}
            className="absolute bottom-4 left-1/2 z-30 inline-flex min-h-11 -translate-x-1/2 items-center gap-2 rounded-full bg-stone-900 px-5 font-semibold text-white shadow-lg"
          >
            {listShown ? (
              <MapIcon aria-hidden="true" className="size-5" />
            ) : (
              <List aria-hidden="true" className="size-5" />
            )}
            {listShown ? t('map.showMap') : t('map.showList')}
          </button>
        )}
      </div>
    </Screen>
  );
}
