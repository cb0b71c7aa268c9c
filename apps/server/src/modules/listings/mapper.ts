import { toGeoPoint, type Bedrooms, type Listing, type ListingType } from '@nyumba/domain';
import type { ListingRow } from '../../db/schema.ts';

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
