import { z } from 'zod';
import { decimalNumber, parseDecimal } from '../core/numbers.ts';
import { pageQuerySchema } from '../core/api.ts';
import { listingSchema } from '../listings/listing.ts';
import { AMENITIES, isAmenity, type Amenity } from '../listings/listing-facts.ts';
import { BEDROOMS, LISTING_TYPES, isBedrooms, type Bedrooms } from '../listings/listing-types.ts';
import { findNeighbourhood } from '../listings/neighbourhoods.ts';
import { SERVICE_UNITS, TRADES, type Trade } from '../listings/services.ts';
import { bedsOptionToBedrooms, SEARCH_SORTS } from './search-options.ts';
import { STAY_CHECK_OUT_ORDER, STAY_MAX_GUESTS, stayDateSchema } from '../bookings/stay-dates.ts';

const ANY = new Set(['', 'any', 'all']);
const anyToUndefined = (value: unknown) =>
  typeof value === 'string' && ANY.has(value.trim().toLowerCase()) ? undefined : value;

const money = (field: string) =>
  z.preprocess(
    anyToUndefined,
    decimalNumber(`${field} must be a number`)
      .pipe(
        z
          .number()
          .int({ error: `${field} must be a whole number` })
          .min(0, { error: `${field} must be 0 or more` }),
      )
      .optional(),
  );

// Beds 1/2/3 mean 1-, 2-, 3-bedroom and 4/5 mean more-than-3 (docs/decisions/0004-resolving-the-specification.md);
// the enum values themselves are accepted too.
const bedrooms = z.preprocess(
  anyToUndefined,
  z
    .string()
    .max(40, { error: `bedrooms must be Any, 1-5, 4+ or one of ${BEDROOMS.join(', ')}`, abort: true })
    .transform((value, ctx): Bedrooms => {
      const mapped = isBedrooms(value) ? value : bedsOptionToBedrooms(value);
      if (!mapped) {
        ctx.addIssue({ code: 'custom', message: `bedrooms must be Any, 1-5, 4+ or one of ${BEDROOMS.join(', ')}` });
        return z.NEVER;
      }
      return mapped;
    })
    .optional(),
);

const bathrooms = z.preprocess(
  anyToUndefined,
  decimalNumber('bathrooms must be a whole number from 0 to 20')
    .pipe(
      z
        .number()
        .int({ error: 'bathrooms must be a whole number from 0 to 20' })
        .min(0, { error: 'bathrooms must be a whole number from 0 to 20' })
        .max(20, { error: 'bathrooms must be a whole number from 0 to 20' }),
    )
    .optional(),
);

const AMENITIES_FILTER_ERROR = `amenities must be a comma-separated list of ${AMENITIES.join(', ')}`;
// "wifi,cctv" (or repeated parameters): listings must have every one.
const amenities = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(',') : anyToUndefined(value)),
  z
    .string()
    .max(400, { error: AMENITIES_FILTER_ERROR, abort: true })
    .transform((value, ctx): Amenity[] | undefined => {
      const listed = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (!listed.every(isAmenity)) {
        ctx.addIssue({ code: 'custom', message: AMENITIES_FILTER_ERROR });
        return z.NEVER;
      }
      return listed.length ? AMENITIES.filter((amenity) => listed.includes(amenity)) : undefined;
    })
    .optional(),
);

// A neighbourhood; a service listing matches it through the areas it serves too.
const area = z.preprocess(
  anyToUndefined,
  z
    .string()
    .max(100, { error: 'area must be a neighbourhood from the list', abort: true })
    .transform((value, ctx) => {
      const known = findNeighbourhood(value);
      if (!known) {
        ctx.addIssue({ code: 'custom', message: 'area must be a neighbourhood from the list' });
        return z.NEVER;
      }
      return known.name;
    })
    .optional(),
);

/** A yes-only filter in a query string: 'true' sets it; absent, empty or 'false' leaves it off. */
const flag = (name: string) =>
  z.preprocess(
    (value) =>
      value === 'true' || value === true
        ? true
        : [undefined, '', 'false', false].includes(value as never)
          ? undefined
          : value,
    z.literal(true, { error: `${name} must be true or false` }).optional(),
  );

export const listingFiltersSchema = z.object({
  searchTerm: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(100, { error: 'searchTerm must be at most 100 characters' }).optional(),
  ),
  type: z.preprocess(anyToUndefined, z.enum(LISTING_TYPES, { error: 'type is not a listing type' }).optional()),
  trade: z.preprocess(
    anyToUndefined,
    z.enum(Object.keys(TRADES) as Trade[], { error: 'trade is not a trade from the list' }).optional(),
  ),
  bedrooms,
  minPrice: money('minPrice'),
  maxPrice: money('maxPrice'),
  bathrooms,
  amenities,
  area,
  /** Providers whose week and hours include this moment in Kenya. */
  openNow: flag('openNow'),
  /** Providers who take emergency call-outs (nights and weekends). */
  emergency: flag('emergency'),
});
export type ListingFilters = z.infer<typeof listingFiltersSchema>;

/**
 * "Available 12–15 Dec, 2 guests": bnbs free for every night from check-in to check-out that
 * take a stay that long, and as many guests. Search and the map only (an alert is for new
 * listings, not for dates).
 */
export const stayFiltersShape = {
  checkIn: z.preprocess(anyToUndefined, stayDateSchema('checkIn').optional()),
  checkOut: z.preprocess(anyToUndefined, stayDateSchema('checkOut').optional()),
  guests: z.preprocess(
    anyToUndefined,
    decimalNumber('guests must be a number from 1 to 50')
      .pipe(
        z
          .number()
          .int({ error: 'guests must be a number from 1 to 50' })
          .min(1, { error: 'guests must be a number from 1 to 50' })
          .max(STAY_MAX_GUESTS, { error: 'guests must be a number from 1 to 50' }),
      )
      .optional(),
  ),
};
export interface StayFilters {
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  guests?: number | undefined;
}

export const STAY_DATES_BOTH = 'Choose both a check-in and a check-out date';

function checkStayDates(filters: StayFilters, ctx: z.RefinementCtx) {
  if (Boolean(filters.checkIn) !== Boolean(filters.checkOut)) {
    ctx.addIssue({ code: 'custom', path: [filters.checkIn ? 'checkOut' : 'checkIn'], message: STAY_DATES_BOTH });
  } else if (filters.checkIn && filters.checkOut && filters.checkOut <= filters.checkIn) {
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: STAY_CHECK_OUT_ORDER });
  }
}

export function checkPriceOrder(
  filters: { minPrice?: number | undefined; maxPrice?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'maxPrice must not be below minPrice' });
  }
}

export const searchQuerySchema = listingFiltersSchema
  .extend(pageQuerySchema.shape)
  .extend({
    sort: z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('newest'),
    /** "Search this area" on the results' map: only listings inside this box. */
    bbox: z.preprocess((value) => (value === '' ? undefined : value), z.lazy(() => bboxSchema).optional()),
    ...stayFiltersShape,
  })
  .superRefine(checkPriceOrder)
  .superRefine(checkStayDates);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const typeCountsSchema = z.record(z.enum(LISTING_TYPES), z.number());
export type TypeCounts = z.infer<typeof typeCountsSchema>;

export const searchResponseSchema = z.object({
  success: z.literal(true),
  listings: z.array(listingSchema),
  total: z.number(),
  /**
   * Matching listings per type, ignoring the type filter, for the home tiles and filter chips:
   * exact up to COUNT_CAP; a count above it means "more than COUNT_CAP" (counting every match
   * of a broad search would cost time in proportion to the listings). `total` is their sum.
   */
  counts: z.partialRecord(z.enum(LISTING_TYPES), z.number()),
  nextCursor: z.string().nullable(),
  /** The corrected term when a typo was forgiven, so the screen can say so. */
  correctedTerm: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const BBOX_FORMAT = 'bbox must be west,south,east,north in degrees';
export const BBOX_EMPTY = 'bbox covers no area: west must be less than east, and south less than north';

/**
 * west,south,east,north in decimal degrees, as the map sends its view. A box that covers
 * nothing (west at or past east, south at or past north) matches no listing ever, so it is
 * refused rather than saved in an alert that could never fire.
 */
export const bboxSchema = z
  .string({ error: 'bbox is required' })
  .max(200, { error: BBOX_FORMAT, abort: true })
  .transform((value, ctx) => {
    const parts = value.split(',').map(parseDecimal);
    const [west, south, east, north] = parts;
    if (
      parts.length !== 4 ||
      west == null ||
      south == null ||
      east == null ||
      north == null ||
      south < -90 ||
      north > 90 ||
      west < -180 ||
      east > 180
    ) {
      ctx.addIssue({ code: 'custom', message: BBOX_FORMAT });
      return z.NEVER;
    }
    if (west >= east || south >= north) {
      ctx.addIssue({ code: 'custom', message: BBOX_EMPTY });
      return z.NEVER;
    }
    return { west, south, east, north };
  });
export const mapQuerySchema = listingFiltersSchema
  .extend({
    bbox: bboxSchema,
    zoom: decimalNumber('zoom must be a number').pipe(
      z
        .number()
        .int({ error: 'zoom must be a whole number' })
        .min(0, { error: 'zoom must be between 0 and 22' })
        .max(22, { error: 'zoom must be between 0 and 22' }),
    ),
    ...stayFiltersShape,
  })
  .superRefine(checkPriceOrder)
  .superRefine(checkStayDates);
export type MapQuery = z.infer<typeof mapQuerySchema>;

export const mapListingSchema = z.object({
  _id: z.string(),
  lat: z.number(),
  lng: z.number(),
  name: z.string(),
  price: z.number(),
  type: z.enum(LISTING_TYPES),
  bedrooms: z.enum(BEDROOMS).nullable(),
  /** A service's price unit (services.ts), for the pin's '800/hr'. */
  priceUnit: z.enum(SERVICE_UNITS).nullable(),
  image: z.string().nullable(),
});
export type MapListing = z.infer<typeof mapListingSchema>;

export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number(),
  /** The zoom at which the cluster's listings no longer share one cell: a click zooms there. */
  zoom: z.number(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapResponseSchema = z.object({
  success: z.literal(true),
  listings: z.array(mapListingSchema),
  clusters: z.array(mapClusterSchema),
  total: z.number(),
  /**
   * The total and the clusters' counts are estimates (a filtered view with many matches is
   * counted from a sample of the listings, to two significant figures): say "about".
   */
  approximate: z.boolean().optional(),
});
export type MapResponse = z.infer<typeof mapResponseSchema>;
