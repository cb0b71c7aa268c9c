import { TileLayer } from 'react-leaflet';
import { usePublicConfig } from '../../../lib/public-config';

/** Tiles from the server's configuration (a public OpenStreetMap server by default). */
export function MapTiles() {
  const { data } = usePublicConfig();
  if (!data?.mapTileUrl) return null;
  return <TileLayer url={data.mapTileUrl} attribution={data.mapAttribution} />;
}
