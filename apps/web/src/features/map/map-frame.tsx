import type { CSSProperties } from 'react';
import { formatPinPrice, type LatLng, type MapCluster, type MapListing } from '@nyumba/domain';
import { useLanguage } from '../../i18n/use-translation';
import { usePublicConfig } from '../../lib/public-config';
import { useDataSaver } from '../../lib/data-saver';
import { MAX_TILE_ZOOM, PRICE_PIN, pricePinClass, type PricePinVariant } from '../../components/map/pin-look';
import { clusterLook } from './cluster-look';
import { frameTiles, offsetFrom, project, tileAddress, type FrameTile } from './frame-geometry';
import { groupCentre, pinGroups } from './pin-groups';

/**
 * Tiles drawn either side of the centre: enough for a 1,536 × 1,024 px map. A phone's
 * frame is what matters (a desk's browser starts the live map at once).
 */
const REACH = { x: 768, y: 512 };

/**
 * The least height the map loses to the bars around it (a desk's header; a phone's bottom
 * bar is taller): a tile is hidden only where no screen of that height could show it.
 */
const BARS = 56;

/** The smallest map, in pixels, that shows any of a tile starting `start` px from its centre. */
const showsFrom = (start: number) => 2 * Math.max(0, start > 0 ? start : -(start + 256));

/**
 * Hides the tiles the screen cannot show, by its size: the server draws the frame without
 * knowing the screen. A tile is a box's background, which the browser fetches only for a
 * box it draws, so a phone fetches its six to twelve tiles, not the frame's forty. (As
 * `<img loading="lazy">` every tile was fetched: Lighthouse's Chrome fetched all 35 on a
 * 412 px screen, before any style had applied.)
 */
function tileRules(tiles: FrameTile[]): string {
  const rules = new Set<string>();
  for (const tile of tiles) {
    const width = showsFrom(tile.left);
    const height = showsFrom(tile.top);
    // Names, not numbers, in the selectors: a quote would be escaped inside the page's <style>.
    if (width > 0)
      rules.add(`@media (max-width:${width}px){[data-map-frame] [data-col=${column(tile)}]{display:none}}`);
    if (height > 0)
      rules.add(`@media (max-height:${height + BARS}px){[data-map-frame] [data-row=${row(tile)}]{display:none}}`);
  }
  return [...rules].join('');
}

/** A tile's column and row as CSS names: its offset from the centre in whole tiles, from 0. */
const column = (tile: FrameTile) => `c${Math.floor(tile.left / 256) + 8}`;
const row = (tile: FrameTile) => `r${Math.floor(tile.top / 256) + 8}`;

/** A box placed by its offset from the frame's centre, which is the map's centre. */
const placed = (x: number, y: number, size?: { width: number; height: number }): CSSProperties => ({
  left: `calc(50% + ${x}px)`,
  top: `calc(50% + ${y}px)`,
  ...size,
});

interface MapFrameProps {
  view: { centre: LatLng; zoom: number };
  listings: MapListing[];
  clusters: MapCluster[];
  selected: MapListing | null;
  /** Purple when a link sent the visitor here, as the live map's pin. */
  highlighted: boolean;
  /** A pin tapped before the live map is up: the live map opens its card. */
  onPick: (id: string) => void;
}

/**
 * The explore map's first frame: its tiles and pins where the live map will put them,
 * drawn by the server from numbers alone (frame-geometry.ts), with none of Leaflet. A phone
 * shows the map at once and runs the map's code only when the visitor starts using it
 * (docs/decisions/0034-map-first-frame.md); the live map (explore-map.tsx) then takes its
 * place at the same view. A picture to assistive technology: the live map is the one
 * they use, and any key or touch starts it.
 */
export function MapFrame({ view, listings, clusters, selected, highlighted, onPick }: MapFrameProps) {
  const { data: config } = usePublicConfig();
  const saving = useDataSaver();
  const { centre, zoom } = view;
  const language = useLanguage();
  const shown = listings.filter((listing) => listing._id !== selected?._id);
  const groups = pinGroups(shown, zoom, MAX_TILE_ZOOM, (listing) => project(listing, zoom));
  const at = (point: LatLng) => offsetFrom(centre, zoom, point);
  // Saving data, the frame draws no tiles, as the live map waits for a tap (map-tiles.tsx).
  const tileUrl = saving ? undefined : config?.mapTileUrl;
  const tiles = tileUrl ? frameTiles(centre, zoom, REACH) : [];

  const pin = (listing: MapListing, variant: PricePinVariant) => {
    const { x, y } = at(listing);
    return (
      <button
        key={listing._id}
        type="button"
        tabIndex={-1}
        className={`absolute ${pricePinClass(variant)}`}
        style={placed(x - PRICE_PIN.anchorX, y - PRICE_PIN.anchorY, {
          width: PRICE_PIN.width,
          height: PRICE_PIN.height,
        })}
        onClick={() => onPick(listing._id)}
      >
        <span>{formatPinPrice(listing.price, listing.type, language, listing.priceUnit)}</span>
      </button>
    );
  };
  const bubble = (key: string, point: LatLng, count: number) => {
    const { label, size } = clusterLook(count);
    const { x, y } = at(point);
    return (
      <span
        key={key}
        className="map-cluster absolute"
        style={placed(x - size / 2, y - size / 2, { width: size, height: size })}
      >
        {label}
      </span>
    );
  };

  return (
    <div aria-hidden="true" data-map-frame className="absolute inset-0 overflow-hidden bg-[#f2efe9]">
      {tiles.length ? <style>{tileRules(tiles)}</style> : null}
      {tiles.map((tile) => (
        <div
          key={`${tile.x},${tile.y}`}
          data-col={column(tile)}
          data-row={row(tile)}
          className="absolute size-64 bg-cover"
          style={{
            ...placed(tile.left, tile.top),
            backgroundImage: `url(${JSON.stringify(tileAddress(tileUrl ?? '', tile))})`,
          }}
        />
      ))}
      {clusters.map((cluster) => bubble(`${cluster.lat},${cluster.lng},${cluster.count}`, cluster, cluster.count))}
      {groups.map((members) =>
        members.length === 1
          ? pin(members[0]!, 'listing')
          : bubble(members.map((listing) => listing._id).join(), groupCentre(members), members.length),
      )}
      {selected ? pin(selected, highlighted ? 'redirected' : 'selected') : null}
      {config?.mapAttribution ? (
        <p
          className="absolute right-0 bottom-0 bg-white/80 px-1 text-[0.75rem] leading-5 text-stone-700"
          // The operator's setting, shown as Leaflet shows it (as HTML: "&copy; OpenStreetMap").
          dangerouslySetInnerHTML={{ __html: config.mapAttribution }}
        />
      ) : null}
    </div>
  );
}
