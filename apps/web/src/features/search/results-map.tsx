import 'leaflet/dist/leaflet.css';
import '../../components/leaflet-overrides.css';
import { useEffect, useState } from 'react';
import { latLngBounds, type LatLngBounds } from 'leaflet';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { formatPinPrice, type Listing, type ListingType } from '@nyumba/domain';
import { pricePin } from '../../components/map/map-pins';
import { MapTiles } from '../../components/map/map-tiles';
import { useTranslation, useLanguage } from '../../i18n/use-translation';
import { paths } from '../../paths';

/** Nairobi, for a search whose results have no location. */
const NAIROBI: [number, number] = [-1.2864, 36.8172];

interface Pin {
  id: string;
  name: string;
  price: number;
  type: ListingType;
  priceUnit: Listing['priceUnit'];
  at: [number, number];
}

function pinsOf(listings: readonly Listing[]): Pin[] {
  return listings.flatMap((listing) => {
    if (!listing.location) return [];
    const [lng, lat] = listing.location.coordinates;
    return [
      {
        id: listing._id,
        name: listing.name,
        price: listing.price,
        type: listing.type,
        priceUnit: listing.priceUnit,
        at: [lat, lng] as [number, number],
      },
    ];
  });
}

/** The map's view as the address's bbox: west,south,east,north to about 10 m. */
function boxOf(bounds: LatLngBounds): string {
  const round = (value: number) => Number(value.toFixed(4));
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()].map(round).join(',');
}

function boundsOf(bbox: string): LatLngBounds {
  const [west, south, east, north] = bbox.split(',').map(Number) as [number, number, number, number];
  return latLngBounds([south, west], [north, east]);
}

/**
 * Where the map shows: the area searched ("Search this area"), else the results, moved
 * whenever they change (a new search, "Load more"). Tells `onSettled` each view it set, so
 * a move the person makes is told from the map's own.
 */
function FollowResults({
  pins,
  bbox,
  onSettled,
}: {
  pins: Pin[];
  bbox: string | null;
  onSettled: (box: string) => void;
}) {
  const map = useMap();
  const key = bbox ?? pins.map((pin) => pin.id).join();
  useEffect(() => {
    // Without animation: a page left while Leaflet animates (a tap on a result, on "Alert
    // me") removed the map under the animation's last frame, which then threw.
    if (bbox) map.fitBounds(boundsOf(bbox), { animate: false });
    else if (pins.length === 1) map.setView(pins[0]!.at, 15, { animate: false });
    else if (pins.length > 1)
      map.fitBounds(latLngBounds(pins.map((pin) => pin.at)), { padding: [32, 32], maxZoom: 15, animate: false });
    onSettled(boxOf(map.getBounds()));
    // The key says whether the results or the area changed; the array is new on every render.
  }, [map, key]);
  return null;
}

/** "Search this area", once the person has moved the map away from what it showed. */
function SearchThisArea({ settled, onSearch }: { settled: string; onSearch: (bbox: string) => void }) {
  const { t } = useTranslation();
  const [moved, setMoved] = useState<string | null>(null);
  const map = useMapEvents({
    moveend: () => {
      const box = boxOf(map.getBounds());
      setMoved(box === settled ? null : box);
    },
  });
  useEffect(() => setMoved(null), [settled]);
  if (!moved) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
      <button
        type="button"
        className="pointer-events-auto min-h-11 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 shadow-md ring-1 ring-stone-200 hover:bg-brand-50"
        onClick={() => onSearch(moved)}
      >
        {t('search.searchThisArea')}
      </button>
    </div>
  );
}

interface ResultsMapProps {
  listings: readonly Listing[];
  /** The area searched with "Search this area", if any. */
  bbox: string | null;
  onSearchArea: (bbox: string) => void;
}

/**
 * The search results' price pins beside the list, from 1024 px only (search-page.tsx loads
 * this chunk, and Leaflet with it, only at that width). The list is the way through the
 * results by keyboard and screen reader; the pins are a mouse shortcut to a listing, and
 * moving the map offers to search the area in view.
 */
export default function ResultsMap({ listings, bbox, onSearchArea }: ResultsMapProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pins = pinsOf(listings);
  const language = useLanguage();
  // The view the map set itself: a move away from it is the person's.
  const [settled, setSettled] = useState('');
  return (
    <div role="region" aria-label={t('search.mapLabel')} className="relative h-full" data-results-map>
      <MapContainer center={NAIROBI} zoom={11} scrollWheelZoom className="isolate h-full w-full rounded-2xl">
        <MapTiles />
        {pins.map((pin) => (
          <Marker
            key={pin.id}
            position={pin.at}
            icon={pricePin(formatPinPrice(pin.price, pin.type, language, pin.priceUnit))}
            keyboard={false}
            title={pin.name}
            eventHandlers={{ click: () => void navigate(paths.listing(pin.id)) }}
          />
        ))}
        <FollowResults pins={pins} bbox={bbox} onSettled={setSettled} />
        <SearchThisArea settled={settled} onSearch={onSearchArea} />
      </MapContainer>
    </div>
  );
}
