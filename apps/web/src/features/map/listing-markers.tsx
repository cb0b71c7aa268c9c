import { memo, useEffect, useMemo, useRef } from 'react';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import type { LeafletKeyboardEvent, Marker as LeafletMarker, PopupOptions } from 'leaflet';
import { Marker, Popup, useMap } from 'react-leaflet';
import { formatPinPrice, formatPrice, type MapCluster, type MapListing } from '@nyumba/domain';
import { clusterIcon, pricePin } from './map-icons';
import { ListingPopup } from './listing-popup';
import { markerKeyboardHandlers } from './marker-keyboard';

// Popups pan clear of the filter button row above and the attribution below.
const POPUP_PADDING: Pick<PopupOptions, 'autoPanPaddingTopLeft' | 'autoPanPaddingBottomRight'> = {
  autoPanPaddingTopLeft: [12, 68],
  autoPanPaddingBottomRight: [12, 28],
};

interface ListingMarkerProps {
  listing: MapListing;
  onViewDetails: (id: string) => void;
}

const ListingMarker = memo(function ListingMarker({ listing, onViewDetails }: ListingMarkerProps) {
  const map = useMap();
  const label = `${listing.name}, ${formatPrice(listing.price, listing.type, currentLanguage())}`;
  const handlers = useMemo(() => markerKeyboardHandlers(map, label), [map, label]);
  return (
    <Marker
      position={[listing.lat, listing.lng]}
      icon={pricePin(formatPinPrice(listing.price, listing.type, currentLanguage()))}
      title={listing.name}
      autoPanOnFocus={false}
      eventHandlers={handlers}
    >
      <Popup className="listing-popup" minWidth={220} maxWidth={240} {...POPUP_PADDING}>
        <ListingPopup listing={listing} onViewDetails={onViewDetails} />
      </Popup>
    </Marker>
  );
});

function ClusterMarker({ cluster }: { cluster: MapCluster }) {
  const { t } = useTranslation();
  const map = useMap();
  const label = t('map.cluster', { count: cluster.count });
  const handlers = useMemo(() => {
    // The server says at which zoom the cluster's listings stop sharing one cell.
    const zoomIn = () => map.setView([cluster.lat, cluster.lng], Math.min(cluster.zoom, map.getMaxZoom()));
    return {
      ...markerKeyboardHandlers(map, label),
      click: zoomIn,
      // Leaflet opens popups on Enter but has nothing for a marker without one.
      keypress: (event: LeafletKeyboardEvent) => {
        if (event.originalEvent.key === 'Enter') zoomIn();
      },
    };
  }, [map, cluster.lat, cluster.lng, cluster.zoom, label]);
  return (
    <Marker
      position={[cluster.lat, cluster.lng]}
      icon={clusterIcon(cluster.count)}
      title={label}
      autoPanOnFocus={false}
      eventHandlers={handlers}
    />
  );
}

interface ListingMarkersProps {
  listings: MapListing[];
  clusters: MapCluster[];
  /** Drawn by SelectedMarker instead. */
  selectedId: string | null;
  onViewDetails: (id: string) => void;
}

export function ListingMarkers({ listings, clusters, selectedId, onViewDetails }: ListingMarkersProps) {
  return (
    <>
      {clusters.map((cluster) => (
        <ClusterMarker key={`${cluster.lat},${cluster.lng},${cluster.count}`} cluster={cluster} />
      ))}
      {listings
        .filter((listing) => listing._id !== selectedId)
        .map((listing) => (
          <ListingMarker key={listing._id} listing={listing} onViewDetails={onViewDetails} />
        ))}
    </>
  );
}

interface SelectedMarkerProps extends ListingMarkerProps {
  /** Purple when a link sent the visitor here (redirected=true), blue otherwise. */
  highlighted: boolean;
}

/** The listing named by selectedId: on top of the others, its popup open once it appears. */
export function SelectedMarker({ listing, highlighted, onViewDetails }: SelectedMarkerProps) {
  const map = useMap();
  const ref = useRef<LeafletMarker>(null);
  const label = `${listing.name}, ${formatPrice(listing.price, listing.type, currentLanguage())}`;
  const handlers = useMemo(() => markerKeyboardHandlers(map, label), [map, label]);

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
        formatPinPrice(listing.price, listing.type, currentLanguage()),
        highlighted ? 'redirected' : 'selected',
      )}
      title={listing.name}
      autoPanOnFocus={false}
      zIndexOffset={1000}
      eventHandlers={handlers}
    >
      <Popup className="listing-popup" minWidth={220} maxWidth={240} {...POPUP_PADDING}>
        <ListingPopup listing={listing} onViewDetails={onViewDetails} />
      </Popup>
    </Marker>
  );
}
