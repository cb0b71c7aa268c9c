import { NAIROBI_CENTRE, type LatLng } from '@nyumba/domain';

/** The explore map opens on Nairobi at 12 and recentres on a link's point at 15 (docs/product.md, Map explorer). */
export const EXPLORE_ZOOM = 12;
export const REDIRECT_ZOOM = 15;

export interface MapTarget {
  /** The listing whose popup opens. */
  selectedId: string | null;
  /** Where a link asked the map to look (redirected=true with lat and lng). */
  centre: LatLng | null;
}

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** lat, lng, selectedId and redirected=true from the query string (spec: Map explorer). */
export function parseMapTarget(params: URLSearchParams): MapTarget {
  const selectedId = params.get('selectedId')?.trim() || null;
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  // The old app only reacted to the literal 'true'.
  const redirected = params.get('redirected') === 'true';
  return { selectedId, centre: redirected && lat !== null && lng !== null ? { lat, lng } : null };
}

export function initialView(target: MapTarget): { centre: LatLng; zoom: number } {
  return target.centre
    ? { centre: target.centre, zoom: REDIRECT_ZOOM }
    : { centre: NAIROBI_CENTRE, zoom: EXPLORE_ZOOM };
}
