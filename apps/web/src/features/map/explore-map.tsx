import 'leaflet/dist/leaflet.css';
import '../../components/leaflet-overrides.css';
import './map.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MapContainer, Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import type { LatLng, MapCluster, MapListing } from '@nyumba/domain';
import { userPin } from '../../components/map/map-pins';
import { MapTiles } from '../../components/map/map-tiles';
import { ListingMarkers, SelectedMarker, type OnSelect } from './listing-markers';
import { readViewport, type Viewport } from './map-api';
import { isFocusNudge } from './marker-keyboard';
import { AREA_ZOOM, REDIRECT_ZOOM, areaCentre, initialView, type MapTarget } from './map-target';

/** Results follow the map once it has been still this long, not on every frame of a pan. */
const VIEWPORT_DEBOUNCE_MS = 300;

function ViewportTracker({ onChange }: { onChange: (viewport: Viewport) => void }) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    onChange(readViewport(map));
    return () => clearTimeout(timer.current);
  }, [map, onChange]);
  useMapEvents({
    moveend: () => {
      // A nudge to show a focused marker keeps the pins the keyboard user is going through.
      if (isFocusNudge(map)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onChange(readViewport(map)), VIEWPORT_DEBOUNCE_MS);
    },
  });
  return null;
}

/** A new link while the map is open (e.g. "Show on map" in the overlay) moves the map there. */
function FollowTarget({ centre }: { centre: LatLng | null }) {
  const map = useMap();
  const [shown, setShown] = useState(centre);
  useEffect(() => {
    if (!centre || (shown && shown.lat === centre.lat && shown.lng === centre.lng)) return;
    setShown(centre);
    map.setView([centre.lat, centre.lng], REDIRECT_ZOOM);
  }, [map, centre, shown]);
  return null;
}

/** Choosing an area filter while the map is open takes the map to that neighbourhood. */
function FollowArea({ area }: { area: string | null }) {
  const map = useMap();
  const [shown, setShown] = useState(area);
  useEffect(() => {
    if (area === shown) return;
    setShown(area);
    const centre = areaCentre(area);
    if (centre) map.setView([centre.lat, centre.lng], AREA_ZOOM);
  }, [map, area, shown]);
  return null;
}

interface ExploreMapProps {
  target: MapTarget;
  /** The area filter's neighbourhood name, if any. */
  area: string | null;
  listings: MapListing[];
  clusters: MapCluster[];
  selected: MapListing | null;
  userPosition: LatLng | null;
  onViewport: (viewport: Viewport) => void;
  /** A listing's card opened (its id) or closed (null). */
  onSelect: OnSelect;
}

/** The Leaflet part of the explorer; it and Leaflet load only on the map routes. */
export function ExploreMap({
  target,
  area,
  listings,
  clusters,
  selected,
  userPosition,
  onViewport,
  onSelect,
}: ExploreMapProps) {
  const { t } = useTranslation();
  // The map owns its view after the first render; later links move it through FollowTarget.
  const [view] = useState(() => initialView(target, area));
  return (
    <MapContainer center={[view.centre.lat, view.centre.lng]} zoom={view.zoom} className="h-full w-full">
      <MapTiles />
      <ViewportTracker onChange={onViewport} />
      <FollowTarget centre={target.centre} />
      <FollowArea area={area} />
      <ListingMarkers listings={listings} clusters={clusters} selectedId={selected?._id ?? null} onSelect={onSelect} />
      {selected ? <SelectedMarker listing={selected} highlighted={target.centre !== null} onSelect={onSelect} /> : null}
      {userPosition ? (
        <Marker position={[userPosition.lat, userPosition.lng]} icon={userPin} title={t('map.youAreHere')}>
          <Popup>{t('map.youAreHere')}</Popup>
        </Marker>
      ) : null}
    </MapContainer>
  );
}
