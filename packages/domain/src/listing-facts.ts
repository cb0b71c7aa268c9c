import { z } from 'zod';
import { isServiceType, type ListingType } from './listing-types.ts';
import { findNeighbourhood } from './neighbourhoods.ts';
import { parsePrice } from './price.ts';

// The facts a Kenyan house-hunter or client decides on, by type
// (docs/decisions/0004-resolving-the-specification.md).

/** What a home may offer; the web names them (i18n listings.amenities). */
export const AMENITIES = [
  'water-tank',
  'backup-power',
  'security-guard',
  'cctv',
  'lift',
  'wifi',
  'balcony',
  'garden',
  'swimming-pool',
  'gym',
  'dsq',
  'pets-allowed',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export function isAmenity(value: unknown): value is Amenity {
  return typeof value === 'string' && (AMENITIES as readonly string[]).includes(value);
}

export const FACT_NAMES = [
  'bedrooms',
  'bathrooms',
  'floorSize',
  'furnished',
  'parking',
  'amenities',
  'depositMonths',
  'serviceCharge',
  'plotAcres',
  'maxGuests',
  'areasServed',
] as const;
export type FactName = (typeof FACT_NAMES)[number];

const HOME_FACTS = ['bedrooms', 'bathrooms', 'floorSize', 'furnished', 'parking', 'amenities'] as const;

/** The facts each type carries, in the order the form and the page show them. */
export function factsOf(type: ListingType): readonly FactName[] {
  if (type === 'rentals') return [...HOME_FACTS, 'depositMonths', 'serviceCharge'];
  if (type === 'for-sale') return [...HOME_FACTS, 'plotAcres'];
  if (type === 'bnbs') return [...HOME_FACTS, 'maxGuests'];
  return ['areasServed'];
}

export function hasFact(type: ListingType, fact: FactName): boolean {
  return factsOf(type).includes(fact);
}

/** A home (rentals, for sale, bnbs) rather than a service provider. */
export function isHomeType(type: ListingType): boolean {
  return !isServiceType(type);
}

export const MAX_AREAS_SERVED = 30;

// '' and null clear a fact; leaving it out keeps what the listing had (an old client's
// update never wipes facts it does not know about).
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());

const wholeNumber = (min: number, max: number, message: string) =>
  clearable(
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

export const BATHROOMS_ERROR = 'Bathrooms must be a whole number from 0 to 20';
export const FLOOR_SIZE_ERROR = 'Floor size must be a whole number of m² from 1 to 100,000';
export const DEPOSIT_ERROR = 'Deposit must be a whole number of months from 0 to 12';
export const SERVICE_CHARGE_ERROR = 'Enter the service charge in shillings, like 3,000';
export const PLOT_ERROR = 'Plot size must be a number of acres above 0, like 0.25';
export const GUESTS_ERROR = 'Maximum guests must be a whole number from 1 to 50';
export const AMENITIES_ERROR = 'Choose amenities from the list';
export const AREAS_SERVED_ERROR = 'Choose the areas served from the list';

const serviceCharge = clearable(
  z.unknown().transform((value, ctx) => {
    const result = parsePrice(value);
    if (!result.ok || result.value > 10_000_000) {
      ctx.addIssue({ code: 'custom', message: SERVICE_CHARGE_ERROR });
      return z.NEVER;
    }
    return result.value;
  }),
);

const plotAcres = clearable(
  z.coerce
    .number({ error: PLOT_ERROR })
    .gt(0, { error: PLOT_ERROR })
    .max(100_000, { error: PLOT_ERROR })
    // Thousandths of an acre (about 4 m²) is finer than any title deed.
    .transform((value) => Math.round(value * 1000) / 1000)
    .refine((value) => value > 0, { error: PLOT_ERROR }),
);

const amenities = clearable(
  z
    .array(z.string().max(40), { error: AMENITIES_ERROR })
    .max(AMENITIES.length * 2, { error: AMENITIES_ERROR, abort: true })
    .refine((list) => list.every(isAmenity), { error: AMENITIES_ERROR })
    // Stored in the list's own order, once each.
    .transform((list) => AMENITIES.filter((amenity) => list.includes(amenity))),
);

const areasServed = clearable(
  z
    .array(z.string().max(100), { error: AREAS_SERVED_ERROR })
    .max(MAX_AREAS_SERVED, { error: `Choose at most ${MAX_AREAS_SERVED} areas`, abort: true })
    .transform((list, ctx) => {
      const names: string[] = [];
      for (const entry of list) {
        const known = findNeighbourhood(entry.trim());
        if (!known) {
          ctx.addIssue({ code: 'custom', message: AREAS_SERVED_ERROR });
          return z.NEVER;
        }
        if (!names.includes(known.name)) names.push(known.name);
      }
      return names;
    }),
);

/** The facts' fields of the listing body (listing.ts), all optional. */
export const listingFactFields = {
  bathrooms: wholeNumber(0, 20, BATHROOMS_ERROR),
  floorSize: wholeNumber(1, 100_000, FLOOR_SIZE_ERROR),
  amenities,
  depositMonths: wholeNumber(0, 12, DEPOSIT_ERROR),
  serviceCharge,
  plotAcres,
  maxGuests: wholeNumber(1, 50, GUESTS_ERROR),
  areasServed,
};

/** The facts as a listing answer carries them: null or empty when the listing has none. */
export const listingFactsSchema = z.object({
  bathrooms: z.number().nullable(),
  floorSize: z.number().nullable(),
  amenities: z.array(z.enum(AMENITIES)),
  depositMonths: z.number().nullable(),
  serviceCharge: z.number().nullable(),
  plotAcres: z.number().nullable(),
  maxGuests: z.number().nullable(),
  areasServed: z.array(z.string()),
});
export type ListingFacts = z.infer<typeof listingFactsSchema>;

/**
 * Facts a form kept from another type in its hidden fields are dropped rather than refused,
 * as a service's leftover bedrooms always were.
 */
export function dropFactsOfOtherTypes(body: Record<string, unknown>, type: ListingType): void {
  for (const fact of FACT_NAMES) if (!hasFact(type, fact)) delete body[fact];
}
