import 'leaflet/dist/leaflet.css';
import '../../../components/leaflet-overrides.css';
import { MapContainer, Marker } from 'react-leaflet';
import type { LatLng } from '@nyumba/domain';
import { listingPin } from '../../../components/map/map-pins';
import { MapTiles } from '../../../components/map/map-tiles';
import { PICKER_ZOOM } from '../map/picker-zoom';

/** A small map of where the listing is; its own chunk, loaded only for listings with a location. */
export default function ListingMiniMap({ point }: { point: LatLng }) {
  return (
    <MapContainer
      center={[point.lat, point.lng]}
      zoom={PICKER_ZOOM}
      scrollWheelZoom={false}
      className="isolate h-60 w-full rounded-xl"
    >
      <MapTiles />
      <Marker position={[point.lat, point.lng]} icon={listingPin} keyboard={false} />
    </MapContainer>
  );
}
