import { NAIROBI_CENTRE, neighbourhoodCentre, parseDecimal, type LatLng } from '@nyumba/domain';

/** The explore map opens on Nairobi at 12 and recentres on a link's point at 15 (docs/product.md, Map explorer). */
export const EXPLORE_ZOOM = 12;
export const REDIRECT_ZOOM = 15;
/** An area filter shows its neighbourhood: close enough to see its streets, wide enough for its edges. */
export const AREA_ZOOM = 14;

export interface MapTarget {
  /** The listing whose popup opens. */
  selectedId: string | null;
  /** Where a link asked the map to look (redirected=true with lat and lng). */
  centre: LatLng | null;
  /** Where the map was last left (`at=lat,lng,zoom`): Back and a shared link open it there. */
  view: { centre: LatLng; zoom: number } | null;
}

/** The map's view as the address keeps it: 5 decimals (about a metre) and the zoom. */
export function formatView(centre: LatLng, zoom: number): string {
  const fixed = (value: number) => String(Math.round(value * 1e5) / 1e5);
  return `${fixed(centre.lat)},${fixed(centre.lng)},${Math.round(zoom)}`;
}

function parseView(value: string | null): MapTarget['view'] {
  const parts = (value ?? '').split(',');
  if (parts.length !== 3) return null;
  const lat = coordinate(parts[0]!, 90);
  const lng = coordinate(parts[1]!, 180);
  const zoom = /^\d{1,2}$/.test(parts[2]!.trim()) ? Number(parts[2]) : null;
  return lat !== null && lng !== null && zoom !== null && zoom <= 19 ? { centre: { lat, lng }, zoom } : null;
}

function coordinate(value: string | null, limit: number): number | null {
  const number = parseDecimal(value);
  return number !== null && Math.abs(number) <= limit ? number : null;
}

/** lat, lng, selectedId and redirected=true from the query string (spec: Map explorer). */
export function parseMapTarget(params: URLSearchParams): MapTarget {
  const selectedId = params.get('selectedId')?.trim() || null;
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  // The old app only reacted to the literal 'true'.
  const redirected = params.get('redirected') === 'true';
  return {
    selectedId,
    centre: redirected && lat !== null && lng !== null ? { lat, lng } : null,
    view: parseView(params.get('at')),
  };
}

/** The approximate centre of an area filter's neighbourhood, when the list knows it. */
export const areaCentre = (area: string | null): LatLng | null => neighbourhoodCentre(area);

/**
 * Where the map was left wins (Back, a shared view); then a link's point; then an area
 * filter's neighbourhood; otherwise Nairobi.
 */
export function initialView(target: MapTarget, area: string | null = null): { centre: LatLng; zoom: number } {
  if (target.view) return target.view;
  if (target.centre) return { centre: target.centre, zoom: REDIRECT_ZOOM };
  const centre = areaCentre(area);
  return centre ? { centre, zoom: AREA_ZOOM } : { centre: NAIROBI_CENTRE, zoom: EXPLORE_ZOOM };
}

/**
 * Whether to offer "Search this area": an area filter is on and the map has been moved
 * away from it (its centre is out of view), or, for a place whose centre the list does
 * not know, nothing in view matches. Dropping the filter then lets the results follow
 * the map, which is what a person who panned to another neighbourhood means.
 */
export function offerSearchArea(area: string | null, bbox: string | null, total: number | null): boolean {
  if (!area || !bbox) return false;
  const centre = areaCentre(area);
  if (!centre) return total === 0;
  const [west, south, east, north] = bbox.split(',').map(Number) as [number, number, number, number];
  return centre.lng < west || centre.lng > east || centre.lat < south || centre.lat > north;
}
