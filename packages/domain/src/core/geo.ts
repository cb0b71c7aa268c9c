import { z } from 'zod';
import { decimalNumber, parseDecimal } from './numbers.ts';
import { neighbourhoodCentre } from '../listings/neighbourhoods.ts';

// Kenya's bounding box, a little generous so border towns and the coast fit.
export const KENYA_BOUNDS = { south: -4.8, north: 5.1, west: 33.8, east: 42.0 } as const;
export const NAIROBI_CENTRE = { lat: -1.2921, lng: 36.8219 } as const;
export const LOCATION_ERROR = 'Location must be inside Kenya';

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** The great-circle distance between two points, in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lng - a.lng) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isInKenya({ lat, lng }: LatLng): boolean {
  return lat >= KENYA_BOUNDS.south && lat <= KENYA_BOUNDS.north && lng >= KENYA_BOUNDS.west && lng <= KENYA_BOUNDS.east;
}

/** GeoJSON as the spec outputs it: coordinates are [longitude, latitude]. */
export const geoPointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

export function toGeoPoint({ lat, lng }: LatLng): GeoPoint {
  return { type: 'Point', coordinates: [lng, lat] };
}

// Clients send a location as 'lat,lng', {lat,lng} or GeoJSON (docs/decisions/0004-resolving-the-specification.md);
// all three become {lat,lng}. An empty string or null means "no location".
export const locationInputSchema = z
  .union([
    z.string().trim(),
    z.object({
      lat: decimalNumber('Location must look like "-1.2921,36.8219"'),
      lng: decimalNumber('Location must look like "-1.2921,36.8219"'),
    }),
    geoPointSchema,
    z.null(),
  ])
  .transform((value, ctx): LatLng | null => {
    if (value === null || value === '') return null;
    let point: LatLng;
    if (typeof value === 'string') {
      const parts = value.split(',').map(parseDecimal);
      if (parts.length !== 2 || !parts.every((part) => part !== null)) {
        ctx.addIssue({ code: 'custom', message: 'Location must look like "-1.2921,36.8219"' });
        return z.NEVER;
      }
      point = { lat: parts[0]!, lng: parts[1]! };
    } else if ('type' in value) {
      point = { lat: value.coordinates[1], lng: value.coordinates[0] };
    } else {
      point = value;
    }
    if (!isInKenya(point)) {
      ctx.addIssue({ code: 'custom', message: LOCATION_ERROR });
      return z.NEVER;
    }
    return point;
  });

/**
 * How far a listing's pin may be from the centre of the area it names. The list's centres
 * are approximate and a town's estates spread out, so this is generous; it refuses what is
 * surely a mistake (the area changed from Nyalenda to Nyali with the pin left in Kisumu, 500
 * km away), which would put the listing in the wrong place on the map and in searches.
 */
export const PIN_AREA_MAX_KM = 30;
export const PIN_FAR_FROM_AREA =
  'The pin on the map is far from the area you chose: move the pin to the place, or choose the area it is in';

/** Whether the pin is further from the named area's centre than any place in it could be. */
export function pinFarFromArea(location: LatLng | null | undefined, areaName: string | null | undefined): boolean {
  const centre = neighbourhoodCentre(areaName);
  return Boolean(location && centre && distanceKm(location, centre) > PIN_AREA_MAX_KM);
}
