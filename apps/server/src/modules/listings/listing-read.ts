import {
  hasFact,
  isAmenity,
  isTrade,
  kenyaToday,
  licenceExpired,
  starAverage,
  type ServiceUnit,
  type WorkDay,
  nearestNeighbourhood,
  type FactName,
  toGeoPoint,
  type Bedrooms,
  type Listing,
  type ListingBody,
  type ListingType,
} from '@nyumba/domain';
import type { ListingRow } from '../../db/schema.ts';
import { moderationStatus } from '../moderation/index.ts';

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
    // Undefined is not written: a new listing takes the column's default, an edit keeps the choice.
    phoneVisibility: body.phoneVisibility,
    price: body.price,
    bedrooms: body.bedrooms ?? null,
    furnished: body.furnished,
    parking: body.parking,
    imageUrls: body.image_urls,
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
    areaName,
    ...factColumns(body),
  };
}

/**
 * A fact the body leaves out keeps the stored value on update (undefined is not written);
 * a fact the type does not carry is cleared, so a listing changed from rental to service
 * loses its deposit.
 */
function factColumns(body: ListingBody) {
  const keep = <T>(fact: FactName, value: T | null | undefined, none: T | null = null): T | null | undefined => {
    if (!hasFact(body.type, fact)) return none;
    return value === null ? none : value;
  };
  const keepList = (fact: FactName, value: string[] | null | undefined): string[] | undefined =>
    !hasFact(body.type, fact) || value === null ? [] : value;
  return {
    bathrooms: keep('bathrooms', body.bathrooms),
    floorSize: keep('floorSize', body.floorSize),
    amenities: keepList('amenities', body.amenities),
    depositMonths: keep('depositMonths', body.depositMonths),
    serviceCharge: keep('serviceCharge', body.serviceCharge),
    plotAcres: keep('plotAcres', body.plotAcres),
    maxGuests: keep('maxGuests', body.maxGuests),
    traLicence: keep('traLicence', body.traLicence),
    areasServed: keepList('areasServed', body.areasServed),
    trade: keep('trade', body.trade),
    priceUnit: keep('priceUnit', body.priceUnit),
    workDays: keepList('workDays', body.workDays),
    workFrom: keep('workFrom', body.workFrom),
    workTo: keep('workTo', body.workTo),
    emergency: keep('emergency', body.emergency),
    experienceYears: keep('experienceYears', body.experienceYears),
    licenceNumber: keep('licenceNumber', body.licenceNumber),
    licenceExpires: keep('licenceExpires', body.licenceExpires),
  };
}

/** Database row → the spec's output names (`_id` and `id`, `phone_number`, GeoJSON location). */
export function toListing(row: ListingRow, saved = false, revealPhone = false, owner = false): Listing {
  const id = row.id;
  return {
    _id: id,
    id,
    name: row.name,
    description: row.description,
    // Unless `revealPhone` (the owner; a person the lister replied to), what is built here may
    // be shared with anyone (search answers are cached for all): a number shown only after
    // a reply is left out.
    phone_number: row.phoneVisibility === 'public' || revealPhone ? row.phoneNumber : null,
    phoneVisibility: row.phoneVisibility,
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
    bathrooms: row.bathrooms,
    floorSize: row.floorSize,
    amenities: row.amenities.filter(isAmenity),
    depositMonths: row.depositMonths,
    serviceCharge: row.serviceCharge,
    plotAcres: row.plotAcres,
    maxGuests: row.maxGuests,
    traLicence: row.traLicence,
    areasServed: row.areasServed,
    trade: isTrade(row.trade) ? row.trade : null,
    priceUnit: (row.priceUnit as ServiceUnit | null) ?? null,
    workDays: row.workDays as WorkDay[],
    workFrom: row.workFrom,
    workTo: row.workTo,
    emergency: row.emergency,
    experienceYears: row.experienceYears,
    // An expired licence stops showing to others; its owner sees it, to enter the renewed one.
    licenceNumber: licenceExpired(row.licenceExpires, kenyaToday()) && !owner ? null : row.licenceNumber,
    licenceExpires: row.licenceExpires,
    licenceChecked: row.licenceCheckedAt !== null && !licenceExpired(row.licenceExpires, kenyaToday()),
    rating:
      row.ratingCount > 0 ? { average: starAverage(row.ratingStars, row.ratingCount), count: row.ratingCount } : null,
    availability: row.availability,
    confirmedAt: row.confirmedAt.toISOString(),
    staleAt: row.staleAt?.toISOString() ?? null,
    // Only owners and moderators are ever given a listing the public cannot see.
    ...(row.moderation === 'visible' ? {} : { moderation: moderationStatus(row) }),
    phoneVerifiedAt: row.phoneProof === 'proven' ? (row.phoneProvenAt?.toISOString() ?? null) : null,
    ...(row.featuredUntil && row.featuredUntil > new Date() ? { featured: true } : {}),
    // Its lister (and a moderator) sees whether its number is proven yet.
    ...(owner ? { numberProof: { state: row.phoneProof } } : {}),
  };
}
