import 'leaflet/dist/leaflet.css';
import '../../../components/leaflet-overrides.css';
import { useEffect, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useTranslation } from '../../../i18n/use-translation';
import { Crosshair } from 'lucide-react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { NAIROBI_CENTRE, type LatLng } from '@nyumba/domain';
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
}

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

/** The Leaflet part of the location picker; its own chunk, loaded with the form. */
export default function PickerMap({ value, onChange }: PickerMapProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);
  return (
    <div className="space-y-2">
      <MapContainer
        ref={setMap}
        center={value ? [value.lat, value.lng] : [NAIROBI_CENTRE.lat, NAIROBI_CENTRE.lng]}
        zoom={PICKER_ZOOM}
        className="isolate h-[400px] w-full rounded-xl"
      >
        <MapTiles />
        <ClickToPick onChange={onChange} />
        <FlyToValue value={value} />
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
