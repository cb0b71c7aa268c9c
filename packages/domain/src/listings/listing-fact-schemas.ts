/*
 * The facts' validation, apart from their names (listing-facts.ts): a page that only
 * shows facts (search, a listing) needs the names, and building these schemas at load
 * cost it most of a long task on a phone (zod's classes and every chained check).
 */
import { z } from 'zod';
import { decimalNumber } from '../core/numbers.ts';
import {
  AMENITIES,
  AMENITIES_ERROR,
  AREAS_SERVED_ERROR,
  BATHROOMS_ERROR,
  DEPOSIT_ERROR,
  FLOOR_SIZE_ERROR,
  GUESTS_ERROR,
  TRA_LICENCE_ERROR,
  isAmenity,
  MAX_AREAS_SERVED,
  PLOT_ERROR,
  SERVICE_CHARGE_ERROR,
} from './listing-facts.ts';
import { findNeighbourhood } from './neighbourhoods.ts';
import { parsePrice } from './price.ts';
import {
  EXPERIENCE_ERROR,
  LICENCE_ERROR,
  PRICE_UNIT_ERROR,
  SERVICE_UNITS,
  TRADE_ERROR,
  LICENCE_EXPIRES_ERROR,
  TRADES,
  WORK_DAYS,
  WORK_DAYS_ERROR,
  WORK_HOURS_ERROR,
} from './services.ts';

// '' and null clear a fact; leaving it out keeps what the listing had (an old client's
// update never wipes facts it does not know about).
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());

const wholeNumber = (min: number, max: number, message: string) =>
  clearable(
    decimalNumber(message).pipe(
      z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    ),
  );

const serviceCharge = clearable(
  z.unknown().transform((value, ctx) => {
    const result = parsePrice(value, 0);
    if (!result.ok || result.value > 10_000_000) {
      ctx.addIssue({ code: 'custom', message: SERVICE_CHARGE_ERROR });
      return z.NEVER;
    }
    return result.value;
  }),
);

const plotAcres = clearable(
  decimalNumber(PLOT_ERROR)
    .pipe(z.number().gt(0, { error: PLOT_ERROR }).max(100_000, { error: PLOT_ERROR }))
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

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
// "8:00", "08.00" and "0800" as phones' keyboards give them; stored as HH:MM.
const clockTime = clearable(
  z
    .string({ error: WORK_HOURS_ERROR })
    .max(10, { error: WORK_HOURS_ERROR, abort: true })
    .transform((value, ctx) => {
      const digits = value.trim().replace(/[.h]/, ':');
      const match = /^(\d{1,2}):?(\d{2})$/.exec(digits);
      const text = match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : '';
      if (!TIME.test(text)) {
        ctx.addIssue({ code: 'custom', message: WORK_HOURS_ERROR });
        return z.NEVER;
      }
      return text;
    }),
);

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  clearable(z.enum(values as [T, ...T[]], { error: message }));

/** A number as a register wrote it (a licence, a registration): kept upper-case. */
const registrationNumber = (message: string) =>
  clearable(
    z
      .string({ error: message })
      .trim()
      .max(40, { error: message })
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} /.-]*$/u, { error: message })
      .transform((value) => value.toUpperCase()),
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
  /** A bnb's Tourism Regulatory Authority licence: shown on it; required to take stays from TRA_LICENCE_REQUIRED_FROM. */
  traLicence: registrationNumber(TRA_LICENCE_ERROR),
  areasServed,
  trade: oneOf(Object.keys(TRADES) as (keyof typeof TRADES)[], TRADE_ERROR),
  priceUnit: oneOf(SERVICE_UNITS, PRICE_UNIT_ERROR),
  workDays: clearable(
    z
      .array(z.enum(WORK_DAYS, { error: WORK_DAYS_ERROR }), { error: WORK_DAYS_ERROR })
      .max(14, { error: WORK_DAYS_ERROR })
      // The week's order, once each.
      .transform((days) => WORK_DAYS.filter((day) => days.includes(day))),
  ),
  workFrom: clockTime,
  workTo: clockTime,
  emergency: clearable(z.boolean({ error: 'Emergency call-outs must be yes or no' })),
  experienceYears: wholeNumber(0, 60, EXPERIENCE_ERROR),
  licenceNumber: registrationNumber(LICENCE_ERROR),
  /** The day the licence is valid until, as on the certificate: after it the licence stops showing. */
  licenceExpires: clearable(
    z
      .string({ error: LICENCE_EXPIRES_ERROR })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: LICENCE_EXPIRES_ERROR, abort: true })
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: LICENCE_EXPIRES_ERROR }),
  ),
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
  traLicence: z.string().nullable(),
  areasServed: z.array(z.string()),
  trade: z.enum(Object.keys(TRADES) as (keyof typeof TRADES)[]).nullable(),
  priceUnit: z.enum(SERVICE_UNITS).nullable(),
  workDays: z.array(z.enum(WORK_DAYS)),
  workFrom: z.string().nullable(),
  workTo: z.string().nullable(),
  emergency: z.boolean().nullable(),
  experienceYears: z.number().nullable(),
  licenceNumber: z.string().nullable(),
  licenceExpires: z.string().nullable(),
  /** A moderator checked the number with its body; until then it shows as claimed. */
  licenceChecked: z.boolean(),
});
export type ListingFacts = z.infer<typeof listingFactsSchema>;
