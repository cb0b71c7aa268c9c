import { z } from 'zod';
import { standingSchema } from '../accounts/standing.ts';
import { geoPointSchema, locationInputSchema, pinFarFromArea, PIN_FAR_FROM_AREA, type LatLng } from '../core/geo.ts';
import {
  BEDROOMS,
  LISTING_TYPES,
  MAX_IMAGES_PER_LISTING,
  isListingType,
  isServiceType,
  type ListingType,
} from './listing-types.ts';
import { dropFactsOfOtherTypes } from './listing-facts.ts';
import { listingFactFields, listingFactsSchema } from './listing-fact-schemas.ts';
import { moderationStatusSchema } from '../moderation/moderation-status.ts';
import { AVAILABILITIES, listingStatsSchema } from './listing-availability.ts';
import { findNeighbourhood } from './neighbourhoods.ts';
import { PHONE_ERROR, parseKenyanPhone } from '../phone/phone.ts';
import { PHONE_VISIBILITIES } from '../messages/messages.ts';
import { parsePrice } from './price.ts';
import { BIDI_CONTROL_ERROR, hasBidiControls, tidyText } from '../core/unicode-text.ts';
import { checkServiceFacts } from './service-checks.ts';
import { ratingSummarySchema } from '../reviews/rating.ts';

export const LISTING_NAME_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 5000;
export const IMAGES_REQUIRED_ERROR = 'You must upload at least one image';
export const IMAGES_MAX_ERROR = 'Maximum 9 images allowed';

// Invisible control characters (NUL above all, which PostgreSQL refuses) never belong
// in a listing's text; they are dropped rather than stored. Tabs and newlines stay.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\v\f\u000e-\u001f\u007f]/g;

/**
 * Text of at most `max` characters once control characters are dropped. The length is
 * bounded before any pattern runs (zod runs every check even after one failed, so the
 * bound aborts); control characters are rare, so twice the limit refuses nothing real.
 * Then tidied like all text strangers write (unicode-text.ts), and refused with a field
 * error when it holds direction controls.
 */
export const listingText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .max(max * 2, { error: tooLong, abort: true })
    .transform((value) => tidyText(value.replace(CONTROL_CHARACTERS, '')))
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: required })
        .max(max, { error: tooLong })
        .refine((text) => !hasBidiControls(text), { error: BIDI_CONTROL_ERROR }),
    );

// Every way of breaking a line: CR, LF, vertical tab, form feed, NEL, the line and
// paragraph separators; and tabs, which a one-line field has no use for either.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/**
 * A one-line text (a listing's name, an alert's name, a business name): like listingText,
 * with every line break and tab made one space. Such a text is printed into other people's
 * mails and page titles, where a line break it carried would start a line of its own
 * (a fake "From:" or link line in an alert mail's plain text).
 */
export const lineText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .max(max * 2, { error: tooLong, abort: true })
    .transform((value) => value.replace(LINE_BREAKS, ' '))
    .pipe(listingText(max, required, tooLong));

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

// Old screens send phoneNumber, imageUrls or image_url (docs/decisions/0004-resolving-the-specification.md); fold them
// into the canonical names before validating so every client is read the same way.
function normaliseListingKeys(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  if (body.phone_number === undefined && body.phoneNumber !== undefined) body.phone_number = body.phoneNumber;
  if (body.image_urls === undefined) {
    const alt = body.imageUrls ?? body.image_url;
    if (alt !== undefined) body.image_urls = typeof alt === 'string' ? [alt] : alt;
  }
  // A service has no bedrooms, furnishing or parking, a rental no plot size...: values a
  // form kept from another type in its hidden fields are dropped rather than refused.
  // A body without a type is a rental (the default below).
  dropFactsOfOtherTypes(body, isListingType(body.type) ? body.type : 'rentals');
  return body;
}

const price = z.unknown().transform((value, ctx) => {
  const result = parsePrice(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: value === undefined || value === '' ? 'Price is required' : result.error });
    return z.NEVER;
  }
  return result.value;
});

const phone = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || value === '') {
    ctx.addIssue({ code: 'custom', message: 'Phone number is required' });
    return z.NEVER;
  }
  // Bounded before the number's patterns run: no way of writing a number is longer.
  if (typeof value === 'string' && value.length > 40) {
    ctx.addIssue({ code: 'custom', message: PHONE_ERROR });
    return z.NEVER;
  }
  const result = parseKenyanPhone(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }
  return result.value;
});

const areaName = z.preprocess(
  (value) => blankToUndefined(typeof value === 'string' ? tidyText(value) : value),
  z
    .string()
    // No neighbourhood name is longer; nothing longer is looked at.
    .max(100, { error: 'Choose an area from the list', abort: true })
    .trim()
    .transform((value, ctx) => {
      const known = findNeighbourhood(value);
      if (!known) {
        ctx.addIssue({ code: 'custom', message: 'Choose an area from the list' });
        return z.NEVER;
      }
      return known.name;
    })
    .optional(),
);

const listingFields = z.object({
  type: z.enum(LISTING_TYPES, { error: 'Choose a listing type' }).default('rentals'),
  name: lineText(LISTING_NAME_MAX, 'Name is required', `Name must be at most ${LISTING_NAME_MAX} characters`),
  description: listingText(
    LISTING_DESCRIPTION_MAX,
    'Description is required',
    `Description must be at most ${LISTING_DESCRIPTION_MAX} characters`,
  ),
  phone_number: phone,
  /** Omitted: a new listing shows the number after the lister replies; an edit keeps the choice. */
  phoneVisibility: z.enum(PHONE_VISIBILITIES, { error: 'Choose who sees your phone number' }).optional(),
  price,
  bedrooms: z.preprocess(blankToUndefined, z.enum(BEDROOMS, { error: 'Choose the number of bedrooms' }).optional()),
  furnished: z.boolean({ error: 'furnished must be true or false' }).default(false),
  parking: z.boolean({ error: 'parking must be true or false' }).default(false),
  // At least one for a home (checkPhotos); a service's photos are its portfolio, optional.
  image_urls: z
    .array(z.string().trim().min(1).max(2048), { error: IMAGES_REQUIRED_ERROR })
    .max(MAX_IMAGES_PER_LISTING, { error: IMAGES_MAX_ERROR })
    .refine((urls) => new Set(urls).size === urls.length, { error: 'The same photo is listed twice' }),
  location: locationInputSchema.optional(),
  areaName,
  /** An agency the caller belongs to: the listing becomes the agency's (docs/agencies.md). */
  agencyId: z.uuid({ error: 'Not a valid agency id' }).optional(),
  /** The agency's member it is assigned to (default: the caller). */
  agentId: z.uuid({ error: 'Not a valid agent id' }).optional(),
  ...listingFactFields,
});

// A home is chosen by its photos; a fundi is chosen by word of mouth and may have none yet.
function checkPhotos(listing: { type: ListingType; image_urls: string[] }, ctx: z.RefinementCtx) {
  if (isListingType(listing.type) && !isServiceType(listing.type) && listing.image_urls?.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['image_urls'], message: IMAGES_REQUIRED_ERROR });
  }
}

/** A check that runs whatever else failed (zod skips refinements after a failed field by default). */
const alongsideOthers = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

// Services' bedrooms were dropped before this (normaliseListingKeys); homes need them.
function checkBedrooms(listing: { type: ListingType; bedrooms?: string | undefined }, ctx: z.RefinementCtx) {
  if (isListingType(listing.type) && !isServiceType(listing.type) && listing.bedrooms === undefined) {
    ctx.addIssue({ code: 'custom', path: ['bedrooms'], message: 'Choose the number of bedrooms' });
  }
}

function checkPinAndArea(body: { location?: LatLng | null; areaName?: string | null }, ctx: z.RefinementCtx) {
  if (pinFarFromArea(body.location, body.areaName)) {
    ctx.addIssue({ code: 'custom', path: ['location'], message: PIN_FAR_FROM_AREA });
  }
}

/**
 * Create and update share one body. Unknown keys (userRef, savedCount, dates, _id)
 * are stripped: the owner comes from the session and the rest from the server.
 */
export const listingBodySchema = z.preprocess(
  normaliseListingKeys,
  listingFields
    // Said with the other fields' messages, not after them: a form shows every mistake at once.
    .superRefine(checkBedrooms, { when: alongsideOthers })
    .superRefine(checkPhotos, { when: alongsideOthers })
    .superRefine(checkServiceFacts)
    .superRefine(checkPinAndArea),
);
export type ListingBody = z.output<typeof listingBodySchema>;
export type ListingBodyInput = z.input<typeof listingFields>;

/** The lister block of a listing's page (only the one-listing answer carries it). */
export const listerSchema = z.object({
  id: z.string(),
  /** The name they chose on Nyumba. */
  name: z.string(),
  avatar: z.string().nullable(),
  memberSince: z.string(),
  /** Their e-mail address was confirmed by a link sent to it: the first of the trust badges. */
  emailVerified: z.boolean(),
  /** Since when they have held a number proven by a code sent to it (their sign-in number or a listing's): "Phone verified". */
  phoneVerifiedAt: z.string().nullable().optional(),
  /** How many listings they have on Nyumba, this one included: exact up to COUNT_CAP, COUNT_CAP + 1 meaning more. */
  listingCount: z.number(),
  /** Their label ("Agent", "Landlord", "Caretaker", "Private lister") and dated badges. */
  standing: standingSchema.optional(),
});
export type Lister = z.infer<typeof listerSchema>;

export const listingSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Null when the lister shows it only after replying (phoneVisibility 'after-reply'): ask by message. */
  phone_number: z.string().nullable(),
  phoneVisibility: z.enum(PHONE_VISIBILITIES),
  price: z.number(),
  bedrooms: z.enum(BEDROOMS).nullable(),
  type: z.enum(LISTING_TYPES),
  furnished: z.boolean(),
  parking: z.boolean(),
  image_urls: z.array(z.string()),
  location: geoPointSchema.nullable(),
  areaName: z.string().nullable(),
  userRef: z.string(),
  savedCount: z.number(),
  /** Whether the signed-in caller saved it; false for anonymous callers. */
  saved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...listingFactsSchema.shape,
  lister: listerSchema.optional(),
  /** Only on the owner's (or a moderator's) view of an item the public cannot see. */
  moderation: moderationStatusSchema.optional(),
  /** What the lister says: let, sold and paused listings are in no search, only on their page. */
  availability: z.enum(AVAILABILITIES),
  /** When its lister last said it is available (listing-freshness.ts): "Confirmed available N days ago". */
  confirmedAt: z.string(),
  /** Since when it is out of search for want of a confirmation; null while confirmed. */
  staleAt: z.string().nullable(),
  /** Published clients' reviews of it (services and bnbs): null until the first. */
  rating: ratingSummarySchema.nullable(),
  /** The lister's figures for the last 30 days: on their own list only. */
  stats: listingStatsSchema.optional(),
  /** Since when its lister proved its number by a code sent to it ("Phone verified"); null if not. */
  phoneVerifiedAt: z.string().nullable(),
  /** The agency it belongs to (its lister is then the agency's agent for it). */
  agency: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable().optional(),
  /** Its lister paid to feature it, and it still is (modules/payments): labelled "Featured" wherever shown. */
  featured: z.boolean().optional(),
  /** A provider's usual minutes to a first reply (search results, for comparing): null until they have 3 conversations. */
  replyMinutes: z.number().nullable().optional(),
  /**
   * On the lister's own view only: 'pending' while the code sent to the number waits (the
   * listing is not public until it is entered), 'unproven' for a listing from before numbers
   * were proven (public, without "Phone verified"), with the code's details when one just went.
   */
  numberProof: z
    .object({
      state: z.enum(['proven', 'pending', 'unproven']),
      sentTo: z.string().optional(),
      expiresAt: z.string().optional(),
      resendAt: z.string().optional(),
      problem: z.string().optional(),
      problemCode: z.string().optional(),
    })
    .optional(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingResponseSchema = z.object({ success: z.literal(true), listing: listingSchema });
export type ListingResponse = z.infer<typeof listingResponseSchema>;

export const listingListResponseSchema = z.object({
  success: z.literal(true),
  listings: z.array(listingSchema),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type ListingListResponse = z.infer<typeof listingListResponseSchema>;

/** Listings like one: same type, nearby, similar price (the listing page's last section). */
export const similarListingsResponseSchema = z.object({
  success: z.literal(true),
  listings: z.array(listingSchema),
});
export type SimilarListingsResponse = z.infer<typeof similarListingsResponseSchema>;
