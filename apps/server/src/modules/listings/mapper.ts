import {
  nearestNeighbourhood,
  toGeoPoint,
  type Bedrooms,
  type Listing,
  type ListingBody,
  type ListingType,
} from '@nyumba/domain';
import type { ListingRow } from '../../db/schema.ts';

/**
 * A validated body (listingBodySchema's output) → columns. Only fields a lister may set;
 * owner, counts and dates are the caller's. The write service, the demo seed and the
 * benchmark generator all store listings through this.
 */
export function toListingColumns(body: ListingBody) {
  const location = body.location ?? null;
  // An empty area with a map pin is filled from the nearest known neighbourhood.
  const areaName =
    body.areaName ?? (location ? (nearestNeighbourhood(location.lat, location.lng)?.name ?? null) : null);
  return {
    type: body.type,
    name: body.name,
    description: body.description,
    phoneNumber: body.phone_number,
    price: body.price,
    bedrooms: body.bedrooms ?? null,
    furnished: body.furnished,
    parking: body.parking,
    imageUrls: body.image_urls,
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
    areaName,
  };
}

/** Database row → the spec's output names (`_id` and `id`, `phone_number`, GeoJSON location). */
export function toListing(row: ListingRow, saved = false): Listing {
  const id = row.id;
  return {
    _id: id,
    id,
    name: row.name,
    description: row.description,
    phone_number: row.phoneNumber,
    price: row.price,
    bedrooms: (row.bedrooms as Bedrooms | null) ?? null,
    type: row.type as ListingType,
    furnished: row.furnished,
    parking: row.parking,
    image_urls: row.imageUrls,
    location: row.lat !== null && row.lng !== null ? toGeoPoint({ lat: row.lat, lng: row.lng }) : null,
    areaName: row.areaName,
    userRef: row.ownerId,
    savedCount: row.savedCount,
    saved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
