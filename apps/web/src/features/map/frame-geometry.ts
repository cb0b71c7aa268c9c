import type { LatLng } from '@nyumba/domain';

/*
 * The explore map's arithmetic without Leaflet: where a point falls on screen at a zoom,
 * which tiles cover a view, and the bounds a view shows. The server draws the map's first
 * frame with it (map-frame.tsx), before any of Leaflet has loaded; the numbers are Leaflet's
 * own (spherical Mercator, 256 px tiles), so the live map opens exactly over the frame.
 */

const TILE = 256;
/** Where spherical Mercator stops (Leaflet's SphericalMercator.MAX_LATITUDE). */
const MAX_LATITUDE = 85.0511287798;

/** A point on the whole world's picture at `zoom`, in pixels from its top-left corner. */
export function project({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The point at a pixel of the world's picture at `zoom` (project's inverse). */
export function unproject({ x, y }: { x: number; y: number }, zoom: number): LatLng {
  const size = TILE * 2 ** zoom;
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { lat, lng };
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
// Rounded outwards to about 100 m, so a nudge of the map reuses the cached answer
// and rounding never leaves a strip of the screen without markers.
const down = (value: number) => Math.floor(value * 1000) / 1000;
const up = (value: number) => Math.ceil(value * 1000) / 1000;

/** west,south,east,north as the API takes it, rounded outwards. */
export function boundsQuery(west: number, south: number, east: number, north: number): string {
  return [clamp(down(west), 180), clamp(down(south), 90), clamp(up(east), 180), clamp(up(north), 90)].join(',');
}

/**
 * What a phone shows of the map before it has measured itself: Lighthouse's and a
 * mid-range phone's 412 px, less the bottom bar. The frame is drawn for it; the live map
 * then asks again for what the screen really shows.
 */
const FRAME_SIZE = { width: 412, height: 760 } as const;

/** The bounds of a view of `size` pixels centred on `centre`. */
export function viewBounds(centre: LatLng, zoom: number, size: { width: number; height: number } = FRAME_SIZE): string {
  const middle = project(centre, zoom);
  const topLeft = unproject({ x: middle.x - size.width / 2, y: middle.y - size.height / 2 }, zoom);
  const bottomRight = unproject({ x: middle.x + size.width / 2, y: middle.y + size.height / 2 }, zoom);
  return boundsQuery(topLeft.lng, bottomRight.lat, bottomRight.lng, topLeft.lat);
}

/** A point's place relative to the view's centre, in pixels. */
export function offsetFrom(centre: LatLng, zoom: number, point: LatLng): { x: number; y: number } {
  const middle = project(centre, zoom);
  const at = project(point, zoom);
  return { x: at.x - middle.x, y: at.y - middle.y };
}

export interface FrameTile {
  /** The tile's address in the tile server's grid. */
  z: number;
  x: number;
  y: number;
  /** Its top-left corner relative to the view's centre, in pixels. */
  left: number;
  top: number;
}

/**
 * The tiles that cover `reach` pixels either side of the centre: a frame drawn without
 * knowing the screen covers the widest one it expects, and the browser fetches only the
 * tiles the screen shows (map-frame.tsx loads them lazily inside a clipped box).
 */
export function frameTiles(centre: LatLng, zoom: number, reach: { x: number; y: number }): FrameTile[] {
  const middle = project(centre, zoom);
  const count = 2 ** zoom;
  const first = { x: Math.floor((middle.x - reach.x) / TILE), y: Math.floor((middle.y - reach.y) / TILE) };
  const last = { x: Math.floor((middle.x + reach.x) / TILE), y: Math.floor((middle.y + reach.y) / TILE) };
  const tiles: FrameTile[] = [];
  for (let y = Math.max(0, first.y); y <= Math.min(count - 1, last.y); y++)
    for (let x = first.x; x <= last.x; x++)
      tiles.push({
        z: zoom,
        // The world repeats sideways, as Leaflet's tiles do.
        x: ((x % count) + count) % count,
        y,
        left: Math.round(x * TILE - middle.x),
        top: Math.round(y * TILE - middle.y),
      });
  return tiles;
}

/**
 * A tile's address from the server's template, chosen as Leaflet chooses it (the same
 * subdomain for the same tile), so the live map finds the frame's tiles in the cache.
 */
export function tileAddress(template: string, tile: Pick<FrameTile, 'x' | 'y' | 'z'>, subdomains = 'abc'): string {
  const values: Record<string, string> = {
    s: subdomains[Math.abs(tile.x + tile.y) % subdomains.length] ?? '',
    z: String(tile.z),
    x: String(tile.x),
    y: String(tile.y),
    r: '',
  };
  return template.replace(/\{([szxyr])\}/g, (whole, key: string) => values[key] ?? whole);
}
