import { z } from 'zod';
import type { ListingType } from './listing-types.ts';

/**
 * What a lister says of a listing. Only 'available' listings are in search, the map, home
 * and alerts; the others keep their page, which says so, and stay on the lister's own list.
 * A rental is let, a home for sale is sold; any listing can be paused and resumed.
 */
export const AVAILABILITIES = ['available', 'paused', 'let', 'sold'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** What a listing of this type can be marked. */
export function availabilitiesFor(type: ListingType): Availability[] {
  if (type === 'rentals') return ['available', 'paused', 'let'];
  if (type === 'for-sale') return ['available', 'paused', 'sold'];
  // A bnb is let night by night and a service is never let: they only pause.
  return ['available', 'paused'];
}

export const AVAILABILITY_NOT_FOR_TYPE = 'Only a rental can be marked as let, and only a home for sale as sold';
export const AVAILABILITY_REQUIRED = 'Say whether it is available, paused, let or sold';

export const availabilityBodySchema = z.object({
  availability: z.enum(AVAILABILITIES, { error: AVAILABILITY_REQUIRED }),
});
export type AvailabilityBody = z.infer<typeof availabilityBodySchema>;

/** A tap on Call or WhatsApp on a listing's page, counted for its lister. */
export const contactBodySchema = z.object({
  channel: z.enum(['call', 'whatsapp'], { error: 'channel must be call or whatsapp' }),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/** A lister's figures for one listing over the last 30 days (their own list only). */
export const listingStatsSchema = z.object({
  views: z.number(),
  saves: z.number(),
  /** Every way people reached the lister: the sum of `contactsBy` (and taps from before it). */
  contacts: z.number(),
  /** Conversations started, viewings and stays asked for on Nyumba, and taps on Call and WhatsApp. */
  contactsBy: z.object({
    messages: z.number(),
    viewings: z.number(),
    stays: z.number(),
    calls: z.number(),
    whatsapp: z.number(),
  }),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;
export const STATS_DAYS = 30;
