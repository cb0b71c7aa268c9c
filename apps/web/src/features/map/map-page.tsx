import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { Listing, MapListing } from '@nyumba/domain';
import { DocumentTitle } from '../../components/document-title';
import { imageVariant } from '../../lib/images';
import { alertFilters, useSearchState } from '../search';
import { AlertButton } from '../alerts/alert-button';
import { ExploreMap } from './explore-map';
import { FilterPanel } from './filter-panel';
import { ListingOverlay } from './listing-overlay';
import { useListingById, useMapListings, type Viewport } from './map-api';
import { offerSearchArea, parseMapTarget } from './map-target';
import { MapStatus } from './map-status';
import { useUserLocation } from './use-user-location';

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
    image: photo ? imageVariant(photo, 320) : null,
  };
}

/**
 * /mapexplore and /maplayout: one explorer with the union of the spec's two
 * variants (docs/decisions/0004-resolving-the-specification.md). The filters live in the query string beside
 * lat, lng, selectedId and redirected, so a map view can be shared too.
 */
export function MapPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = useMemo(() => parseMapTarget(params), [params]);
  const [filters, setFilters, typedSearch] = useSearchState();
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const query = useMapListings(viewport, filters);
  const selectedQuery = useListingById(target.selectedId);
  const geo = useUserLocation();

  // A new link (a card's "Show on map" inside the overlay) closes the overlay to show its place.
  const targetKey = `${target.selectedId}|${target.centre?.lat}|${target.centre?.lng}`;
  const [shownTarget, setShownTarget] = useState(targetKey);
  if (targetKey !== shownTarget) {
    setShownTarget(targetKey);
    setDetailsId(null);
  }

  // The fetched copy wins: it stays put while the answers change under a moving map.
  const selected = useMemo(() => {
    if (!target.selectedId) return null;
    if (selectedQuery.data) return toMapListing(selectedQuery.data);
    return query.data?.listings.find((listing) => listing._id === target.selectedId) ?? null;
  }, [query.data, selectedQuery.data, target.selectedId]);

  const total = query.isError || !query.data ? null : query.data.total;
  const onViewport = useCallback((next: Viewport) => setViewport(next), []);
  const onViewDetails = useCallback((id: string) => setDetailsId(id), []);

  return (
    <section aria-labelledby="page-title" className="relative isolate h-full overflow-hidden">
      <DocumentTitle page={t('map.title')} />
      <h1 id="page-title" className="sr-only">
        {t('map.title')}
      </h1>
      {/* Before the map in the tab order: otherwise a keyboard user tabs past every marker to reach the filters. */}
      <div className="group pointer-events-none absolute inset-x-0 top-0 z-10 flex items-start justify-end gap-2 p-3">
        <FilterPanel filters={filters} onChange={setFilters} onSearch={typedSearch} />
        {/* After the filters in the tab order: they are what a visitor reaches for first. Out of
            the way while the filter panel is open (a phone has no room for both). */}
        <AlertButton
          filters={alertFilters(filters, viewport?.bbox)}
          className="pointer-events-auto shadow-md group-has-[[aria-expanded=true]]:hidden"
        />
      </div>
      <div role="region" aria-label={t('map.mapLabel')} className="absolute inset-0 z-0">
        <ExploreMap
          target={target}
          area={filters.area}
          listings={query.isError ? [] : (query.data?.listings ?? [])}
          clusters={query.isError ? [] : (query.data?.clusters ?? [])}
          selected={selected}
          userPosition={geo.position}
          onViewport={onViewport}
          onViewDetails={onViewDetails}
        />
      </div>
      <MapStatus
        total={total}
        loading={query.isFetching}
        failed={query.isError && !query.isFetching}
        onRetry={() => void query.refetch()}
        geolocationUnsupported={geo.unsupported}
        onSearchArea={
          offerSearchArea(filters.area, viewport?.bbox ?? null, total)
            ? () => setFilters({ ...filters, area: null })
            : null
        }
      />
      {detailsId ? <ListingOverlay id={detailsId} onClose={() => setDetailsId(null)} /> : null}
    </section>
  );
}
