import 'leaflet/dist/leaflet.css';
import '../../components/leaflet-overrides.css';
import { useEffect } from 'react';
import { latLngBounds } from 'leaflet';
import { MapContainer, Marker, useMap } from 'react-leaflet';
import { useNavigate } from 'react-router';
import type { Listing } from '@nyumba/domain';
import { listingPin } from '../../components/map/map-pins';
import { MapTiles } from '../../components/map/map-tiles';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../paths';

/** Nairobi, for a search whose results have no location. */
const NAIROBI: [number, number] = [-1.2864, 36.8172];

interface Pin {
  id: string;
  name: string;
  at: [number, number];
}

function pinsOf(listings: readonly Listing[]): Pin[] {
  return listings.flatMap((listing) => {
    if (!listing.location) return [];
    const [lng, lat] = listing.location.coordinates;
    return [{ id: listing._id, name: listing.name, at: [lat, lng] as [number, number] }];
  });
}

/** Moves the map to the results whenever they change (a new search, "Load more"). */
function FollowResults({ pins }: { pins: Pin[] }) {
  const map = useMap();
  const key = pins.map((pin) => pin.id).join();
  useEffect(() => {
    if (pins.length === 0) return;
    // Without animation: a page left while Leaflet animates (a tap on a result, on "Alert
    // me") removed the map under the animation's last frame, which then threw.
    if (pins.length === 1) map.setView(pins[0]!.at, 15, { animate: false });
    else map.fitBounds(latLngBounds(pins.map((pin) => pin.at)), { padding: [32, 32], maxZoom: 15, animate: false });
    // The ids say whether the results changed; the array is new on every render.
    // (pins is read through the same render as key.)
  }, [map, key]);
  return null;
}

/**
 * The search results' pins beside the list, from 1024 px only (search-page.tsx loads
 * this chunk, and Leaflet with it, only at that width). The list is the way through
 * the results by keyboard and screen reader; the pins are a mouse shortcut to a listing.
 */
export default function ResultsMap({ listings }: { listings: readonly Listing[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pins = pinsOf(listings);
  return (
    <div role="region" aria-label={t('search.mapLabel')} className="h-full" data-results-map>
      <MapContainer center={NAIROBI} zoom={11} scrollWheelZoom className="isolate h-full w-full rounded-2xl">
        <MapTiles />
        {pins.map((pin) => (
          <Marker
            key={pin.id}
            position={pin.at}
            icon={listingPin}
            keyboard={false}
            title={pin.name}
            eventHandlers={{ click: () => void navigate(paths.listing(pin.id)) }}
          />
        ))}
        <FollowResults pins={pins} />
      </MapContainer>
    </div>
  );
}
