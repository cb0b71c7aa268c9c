// The listing enumerations, resolved as docs/decisions/0004-resolving-the-specification.md says:
// `movers` is a real service type because the home page counts it.

export const LISTING_TYPES = [
  'rentals',
  'for-sale',
  'bnbs',
  'technicians',
  'architects',
  'engineers',
  'interior-designer',
  'furniture',
  'movers',
] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const SERVICE_TYPES = [
  'technicians',
  'architects',
  'engineers',
  'interior-designer',
  'furniture',
  'movers',
] as const satisfies readonly ListingType[];
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const PROPERTY_TYPES = ['rentals', 'for-sale', 'bnbs'] as const satisfies readonly ListingType[];

export function isListingType(value: unknown): value is ListingType {
  return typeof value === 'string' && (LISTING_TYPES as readonly string[]).includes(value);
}

/** Service providers have no bedrooms; the form hides the field and the server refuses it. */
export function isServiceType(type: ListingType): type is ServiceType {
  return (SERVICE_TYPES as readonly string[]).includes(type);
}

export const BEDROOMS = [
  'single-room',
  'double-room',
  'bedsitter',
  '1-bedroom',
  '2-bedroom',
  '3-bedroom',
  'more-than-3-bedrooms',
] as const;
export type Bedrooms = (typeof BEDROOMS)[number];

export function isBedrooms(value: unknown): value is Bedrooms {
  return typeof value === 'string' && (BEDROOMS as readonly string[]).includes(value);
}

/** Home page tiles (spec: Home): which type, and which count label it shows. */
export const HOME_TILES = [
  { type: 'rentals', unit: 'homes' },
  { type: 'bnbs', unit: 'homes' },
  { type: 'for-sale', unit: 'homes' },
  { type: 'technicians', unit: 'pros' },
  { type: 'movers', unit: 'teams' },
  { type: 'architects', unit: 'pros' },
] as const satisfies readonly { type: ListingType; unit: 'homes' | 'pros' | 'teams' }[];

export const FEATURED_LISTINGS = 6;
export const MAX_IMAGES_PER_LISTING = 9;
export const TAGLINE_POOL_SIZE = 18;
export const SWIPE_THRESHOLD_PX = 50;
