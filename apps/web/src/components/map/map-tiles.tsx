import { TileLayer } from 'react-leaflet';
import { usePublicConfig } from '../../lib/public-config';

/**
 * Tiles from the server's configuration (a public OpenStreetMap server by default), for
 * every map: explore, location picker and a listing's mini map. Lives under components
 * so features share it without one importing another's Leaflet code.
 */
export function MapTiles() {
  const { data } = usePublicConfig();
  if (!data?.mapTileUrl) return null;
  return <TileLayer url={data.mapTileUrl} attribution={data.mapAttribution} maxZoom={19} />;
}
