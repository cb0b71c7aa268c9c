import { TileLayer } from 'react-leaflet';
import { useState } from 'react';
import { Map as MapIcon } from 'lucide-react';
import { usePublicConfig } from '../../lib/public-config';
import { MAX_TILE_ZOOM } from './pin-look';
import { useDataSaver } from '../../lib/data-saver';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Tiles from the server's configuration (a public OpenStreetMap server by default), for
 * every map: explore, location picker and a listing's mini map. Lives under components
 * so features share it without one importing another's Leaflet code.
 */
export function MapTiles() {
  const { t } = useTranslation();
  const { data } = usePublicConfig();
  const saving = useDataSaver();
  const [asked, setAsked] = useState(false);
  if (!data?.mapTileUrl) return null;
  // Saving data, the map's pictures (tiles, most of a map's weight) load only when asked
  // for; the pins and the list work without them.
  if (saving && !asked) {
    return (
      <div className="pointer-events-none absolute inset-x-0 bottom-8 z-[1000] flex justify-center">
        <button
          type="button"
          data-show-map-tiles
          className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 font-semibold text-stone-800 shadow-md"
          onClick={(event) => {
            // Not a tap on the map (the location picker would place its pin here).
            event.stopPropagation();
            setAsked(true);
          }}
        >
          <MapIcon aria-hidden="true" className="size-5" />
          {t('map.showTiles')}
        </button>
      </div>
    );
  }
  return <TileLayer url={data.mapTileUrl} attribution={data.mapAttribution} maxZoom={MAX_TILE_ZOOM} />;
}
