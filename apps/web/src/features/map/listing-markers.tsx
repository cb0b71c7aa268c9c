import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { latLngBounds, type LeafletKeyboardEvent, type Marker as LeafletMarker, type PopupOptions } from 'leaflet';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { formatPinPrice, formatPrice, type MapCluster, type MapListing } from '@nyumba/domain';
import { clusterIcon } from './map-icons';
import { pricePin } from '../../components/map/map-pins';
import { ListingPopup } from './listing-popup';
import { markerKeyboardHandlers } from './marker-keyboard';
import { groupCentre, pinGroups } from './pin-groups';

// Popups pan clear of the filter button row above, and of the count and the list toggle below.
const POPUP_PADDING: Pick<PopupOptions, 'autoPanPaddingTopLeft' | 'autoPanPaddingBottomRight'> = {
  autoPanPaddingTopLeft: [12, 128],
  autoPanPaddingBottomRight: [12, 76],
};

/** Told when a listing's card opens or closes, to keep it in the address (map-page.tsx). */
export type OnSelect = (id: string | null) => void;

interface ListingMarkerProps {
  listing: MapListing;
  onSelect: OnSelect;
}

function useSelectHandlers(listing: MapListing, onSelect: OnSelect) {
  const map = useMap();
  const label = `${listing.name}, ${formatPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit)}`;
  return useMemo(() => {
    const keyboard = markerKeyboardHandlers(map, label);
    return {
      ...keyboard,
      popupopen: (event: Parameters<NonNullable<typeof keyboard.popupopen>>[0]) => {
        keyboard.popupopen?.(event);
        onSelect(listing._id);
      },
      popupclose: (event: Parameters<NonNullable<typeof keyboard.popupclose>>[0]) => {
        keyboard.popupclose?.(event);
        // Closed by the person (or by another opening), not by the marker leaving the map.
        if (map.hasLayer(event.target as LeafletMarker)) onSelect(null);
      },
    };
  }, [map, label, listing._id, onSelect]);
}

const ListingMarker = memo(function ListingMarker({ listing, onSelect }: ListingMarkerProps) {
  const handlers = useSelectHandlers(listing, onSelect);
  return (
    <Marker
      position={[listing.lat, listing.lng]}
      icon={pricePin(formatPinPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit))}
      title={listing.name}
      autoPanOnFocus={false}
      eventHandlers={handlers}
    >
      <Popup className="listing-popup" minWidth={220} maxWidth={240} {...POPUP_PADDING}>
        <ListingPopup listing={listing} />
      </Popup>
    </Marker>
  );
});

/** A numbered bubble: a tap zooms to where its listings stop overlapping. */
function GroupMarker({ at, count, zoomTo }: { at: [number, number]; count: number; zoomTo: () => void }) {
  const { t } = useTranslation();
  const map = useMap();
  const label = t('map.cluster', { count });
  const handlers = useMemo(
    () => ({
      ...markerKeyboardHandlers(map, label),
      click: zoomTo,
      // Leaflet opens popups on Enter but has nothing for a marker without one.
      keypress: (event: LeafletKeyboardEvent) => {
        if (event.originalEvent.key === 'Enter') zoomTo();
      },
    }),
    [map, label, zoomTo],
  );
  return (
    <Marker position={at} icon={clusterIcon(count)} title={label} autoPanOnFocus={false} eventHandlers={handlers} />
  );
}

function ClusterMarker({ cluster }: { cluster: MapCluster }) {
  const map = useMap();
  // The server says at which zoom the cluster's listings stop sharing one cell.
  const zoomTo = useMemo(
    () => () => map.setView([cluster.lat, cluster.lng], Math.min(cluster.zoom, map.getMaxZoom())),
    [map, cluster.lat, cluster.lng, cluster.zoom],
  );
  return <GroupMarker at={[cluster.lat, cluster.lng]} count={cluster.count} zoomTo={zoomTo} />;
}

/**
 * Listings whose price pins would overlap on screen at this zoom (a block of flats, one
 * compound) are drawn as one numbered bubble; a tap zooms in until they part, and at the
 * closest zoom (the same building) spreads no further, so each pin is offered there.
 */
function OverlapGroup({ members }: { members: MapListing[] }) {
  const map = useMap();
  const zoomTo = useMemo(
    () => () =>
      map.fitBounds(latLngBounds(members.map((listing) => [listing.lat, listing.lng])), {
        padding: [80, 80],
        maxZoom: map.getMaxZoom(),
      }),
    [map, members],
  );
  const { lat, lng } = groupCentre(members);
  return <GroupMarker at={[lat, lng]} count={members.length} zoomTo={zoomTo} />;
}

interface ListingMarkersProps {
  listings: MapListing[];
  clusters: MapCluster[];
  /** Drawn by SelectedMarker instead. */
  selectedId: string | null;
  onSelect: OnSelect;
}

export function ListingMarkers({ listings, clusters, selectedId, onSelect }: ListingMarkersProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const shown = useMemo(() => listings.filter((listing) => listing._id !== selectedId), [listings, selectedId]);
  const groups = useMemo(
    () => pinGroups(shown, zoom, map.getMaxZoom(), (listing) => map.project([listing.lat, listing.lng], zoom)),
    [shown, zoom, map],
  );
  return (
    <>
      {clusters.map((cluster) => (
        <ClusterMarker key={`${cluster.lat},${cluster.lng},${cluster.count}`} cluster={cluster} />
      ))}
      {groups.map((members) =>
        members.length === 1 ? (
          <ListingMarker key={members[0]!._id} listing={members[0]!} onSelect={onSelect} />
        ) : (
          <OverlapGroup key={members.map((listing) => listing._id).join()} members={members} />
        ),
      )}
    </>
  );
}

interface SelectedMarkerProps extends ListingMarkerProps {
  /** Purple when a link sent the visitor here (redirected=true), blue otherwise. */
  highlighted: boolean;
}

/** The listing named by selectedId: on top of the others, its card open once it appears. */
export function SelectedMarker({ listing, highlighted, onSelect }: SelectedMarkerProps) {
  const ref = useRef<LeafletMarker>(null);
  const handlers = useSelectHandlers(listing, onSelect);

  useEffect(() => {
    // Not at once: when the listing object is replaced before the first effects ran (the map
    // answer's copy, then the fetched one), Preact runs this effect as the component renders
    // again, before its children's effects have put the marker on the map and bound the popup,
    // and openPopup would do nothing. By the next task both have run.
    const timer = setTimeout(() => ref.current?.openPopup());
    return () => clearTimeout(timer);
  }, [listing._id]);

  return (
    <Marker
      ref={ref}
      position={[listing.lat, listing.lng]}
      icon={pricePin(
        formatPinPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit),
        highlighted ? 'redirected' : 'selected',
      )}
      title={listing.name}
      autoPanOnFocus={false}
      zIndexOffset={1000}
      eventHandlers={handlers}
    >
      <Popup className="listing-popup" minWidth={220} maxWidth={240} {...POPUP_PADDING}>
        <ListingPopup listing={listing} />
      </Popup>
    </Marker>
  );
}
