import 'leaflet/dist/leaflet.css';
import '../../../components/leaflet-overrides.css';
import { useEffect, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useTranslation } from '../../../i18n/use-translation';
import { Crosshair } from 'lucide-react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { NAIROBI_CENTRE, neighbourhoodCentre, type LatLng } from '@nyumba/domain';
import { buttonStyles } from '../../../components/button-styles';
import { listingPin } from '../../../components/map/map-pins';
import { MapTiles } from '../../../components/map/map-tiles';
import { PICKER_ZOOM } from '../map/picker-zoom';

// Six decimals is about 10 cm: more would only pretend to be precise.
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const toLatLng = ({ lat, lng }: LatLng): LatLng => ({ lat: round(lat), lng: round(lng) });

interface PickerMapProps {
  value: LatLng | null;
  onChange: (value: LatLng) => void;
  /** The form's Area: with no pin yet, the map shows that neighbourhood. */
  area: string;
}

/** Close enough to find a street in a neighbourhood, wide enough to see all of it. */
const AREA_ZOOM = 15;

/**
 * On a touch screen one finger scrolls the page, as everywhere else on it; two fingers
 * move and zoom the map, and a tap places the pin. Otherwise a map that fills most of
 * a 640 px phone would catch every attempt to scroll past it.
 */
const touchFirst = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

function ClickToPick({ onChange }: { onChange: (value: LatLng) => void }) {
  useMapEvents({ click: (event) => onChange(toLatLng(event.latlng)) });
  return null;
}

/** Spec: the map flies to each new position at zoom 16. */
function FlyToValue({ value }: { value: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (value) map.flyTo([value.lat, value.lng], PICKER_ZOOM);
  }, [map, value]);
  return null;
}

/** Choosing an Area before placing the pin takes the map there. */
function FollowArea({ area, hasPin }: { area: string; hasPin: boolean }) {
  const map = useMap();
  const [shown, setShown] = useState(area);
  useEffect(() => {
    if (area === shown) return;
    setShown(area);
    const centre = neighbourhoodCentre(area);
    // No animation: a jump across the country would fly for seconds on a slow phone.
    if (centre && !hasPin) map.setView([centre.lat, centre.lng], AREA_ZOOM);
  }, [map, area, shown, hasPin]);
  return null;
}

/** The Leaflet part of the location picker; its own chunk, loaded with the form. */
export default function PickerMap({ value, onChange, area }: PickerMapProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [touch] = useState(touchFirst);
  const [start] = useState(() => {
    if (value) return { centre: value, zoom: PICKER_ZOOM };
    const centre = neighbourhoodCentre(area);
    return centre ? { centre, zoom: AREA_ZOOM } : { centre: NAIROBI_CENTRE, zoom: PICKER_ZOOM };
  });
  return (
    <div className="space-y-2">
      {touch ? <p className="text-sm text-stone-600">{t('listings.location.touchHint')}</p> : null}
      <MapContainer
        ref={setMap}
        center={[start.centre.lat, start.centre.lng]}
        zoom={start.zoom}
        dragging={!touch}
        className="isolate h-[300px] w-full rounded-xl sm:h-[400px]"
      >
        <MapTiles />
        <ClickToPick onChange={onChange} />
        <FlyToValue value={value} />
        <FollowArea area={area} hasPin={value !== null} />
        {value ? <Marker position={[value.lat, value.lng]} icon={listingPin} keyboard={false} /> : null}
      </MapContainer>
      {/* Keyboard users pan the map with the arrow keys, then drop the pin at its centre. */}
      <button
        type="button"
        className={`${buttonStyles.secondary} text-sm`}
        disabled={!map}
        onClick={() => map && onChange(toLatLng(map.getCenter()))}
      >
        <Crosshair aria-hidden="true" className="size-4" />
        {t('listings.location.pinCentre')}
      </button>
    </div>
  );
}
