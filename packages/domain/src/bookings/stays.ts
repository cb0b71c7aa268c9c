import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { STAY_CHECK_OUT_ORDER, STAY_MAX_GUESTS, stayDateSchema } from './stay-dates.ts';
import { CANCELLATION_POLICIES, stayPaymentSchema } from './payments.ts';

// Stays at a bnb (issue 33): the host's calendar, a guest's request for dates, the host's
// answer. Dates are calendar days in Kenya ('YYYY-MM-DD'); a night is named by the day it
// starts, so a stay from 12 to 15 December holds the nights of the 12th, 13th and 14th.

/** Requests one guest may have waiting at once: holding many hosts' dates blocks them all. */
export const STAY_PENDING_LIMIT = 3;
/**
 * Nights a guest with no completed stay on Nyumba may hold waiting, over all their requests:
 * two throwaway accounts once held 180 of a bnb's next 365 nights (docs/bookings.md).
 */
export const STAY_NEW_GUEST_NIGHTS = 14;
/** Requests a guest let lapse or withdrew while waiting, over this many days, before they are slowed down. */
export const STAY_LAPSE_DAYS = 7;
export const STAY_LAPSES_BEFORE_SLOWED = 2;
/** A slowed guest: one request of at most this many nights waiting at a time. */
export const STAY_SLOWED_NIGHTS = 7;
/** How far ahead a stay may be asked for, and a calendar kept. */
export const STAY_HORIZON_DAYS = 365;

export const STAY_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

export const STAY_DATES_TAKEN = 'Some of those nights are no longer free. Choose other dates.';
export const STAY_NOT_A_BNB = 'Only a bnb takes stays';
export const STAY_OWN_LISTING = 'You cannot ask for a stay at your own listing';
export const STAY_TOO_SHORT = 'That is shorter than the shortest stay this place takes';
export const STAY_TOO_LONG = 'That is longer than the longest stay this place takes';
export const STAY_TOO_MANY_GUESTS = 'This place takes fewer guests than that';
export const STAY_PENDING_FULL = `You already have ${STAY_PENDING_LIMIT} requests waiting for an answer. Wait for one, or cancel one.`;
export const STAY_ONE_PER_BNB =
  'You already asked for dates here. Wait for the host’s answer, or cancel that request first.';
export const STAY_NEW_GUEST_FULL = `Until your first stay on Nyumba, your waiting requests can hold up to ${STAY_NEW_GUEST_NIGHTS} nights in all. Wait for an answer, or cancel a request.`;
export const STAY_SLOWED = `Several of your requests lapsed or were withdrawn this week, so you can have one request of up to ${STAY_SLOWED_NIGHTS} nights waiting at a time.`;
export const STAY_NOT_FOUND = 'Stay not found';
export const STAY_NOT_PENDING = 'This request has already been answered';
export const STAY_CANNOT_CANCEL = 'This stay can no longer be cancelled';
export const STAY_BLOCK_CLASHES = 'A guest holds one of those nights: answer or cancel their stay first';
export const STAY_CALENDAR_SAVED = 'Calendar saved';
export const STAY_IMPORT_URL = 'Give the calendar link (iCal) that starts with https://';
/** Shown on the host's calendar page when the calendar they linked could not be read. */
export const STAY_IMPORT_TOO_LARGE =
  'That calendar is too large to read (tens of thousands of events). Link the calendar of this place alone; we try again in a week.';
export const STAY_IMPORT_FAILED = 'We could not read that calendar. Check the link; we try again every hour.';
export const STAY_FEED_NOT_FOUND = 'This calendar link is not in use';
export const STAY_DATES_PAST = 'Choose dates from today on';
export const STAY_DATES_FAR = 'Choose dates within the next year';
export const STAY_RANGE_ORDER = 'A blocked range must end on or after its first day';
export const STAY_MAX_BELOW_MIN = 'The longest stay cannot be shorter than the shortest';

const timeSchema = (field: string) =>
  z.string({ error: `${field} must be a time (HH:MM)` }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, {
    error: `${field} must be a time (HH:MM)`,
  });

const guestsSchema = z.coerce
  .number({ error: 'guests must be a number from 1 to 50' })
  .int({ error: 'guests must be a number from 1 to 50' })
  .min(1, { error: 'guests must be a number from 1 to 50' })
  .max(STAY_MAX_GUESTS, { error: 'guests must be a number from 1 to 50' });

function checkOrder(value: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  if (value.checkOut <= value.checkIn)
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: STAY_CHECK_OUT_ORDER });
}

export const stayRequestBodySchema = z
  .object({
    listingId: z.uuid({ error: 'listingId must be a listing id' }),
    checkIn: stayDateSchema('checkIn'),
    checkOut: stayDateSchema('checkOut'),
    guests: guestsSchema,
    /** The guest's words to the host: the first message of the conversation, or the next one. */
    message: z
      .string({ error: 'Write a message to the host' })
      .trim()
      .min(1, { error: 'Write a message to the host' })
      .max(2000, { error: 'A message can be at most 2,000 characters' }),
  })
  .superRefine(checkOrder);
export type StayRequestBody = z.infer<typeof stayRequestBodySchema>;

export const stayAnswerBodySchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: 'answer must be accept or decline' }),
});
export type StayAnswerBody = z.infer<typeof stayAnswerBodySchema>;

export const stayCancelBodySchema = z.object({
  reason: z
    .string({ error: 'Say why you cancel' })
    .trim()
    .min(1, { error: 'Say why you cancel' })
    .max(500, { error: 'The reason can be at most 500 characters' }),
});
export type StayCancelBody = z.infer<typeof stayCancelBodySchema>;

const nightRangeSchema = z
  .object({ from: stayDateSchema('from'), to: stayDateSchema('to') })
  .refine((range) => range.to >= range.from, {
    error: STAY_RANGE_ORDER,
    path: ['to'],
  });

export const stayCalendarBodySchema = z
  .object({
    minNights: z
      .number({ error: 'minNights must be 1 to 90' })
      .int()
      .min(1)
      .max(90, { error: 'minNights must be 1 to 90' }),
    maxNights: z
      .number({ error: 'maxNights must be 1 to 365' })
      .int()
      .min(1)
      .max(365, { error: 'maxNights must be 1 to 365' }),
    checkInTime: timeSchema('checkInTime'),
    checkOutTime: timeSchema('checkOutTime'),
    /** Nights the host keeps shut, each range inclusive of both days. */
    blocked: z.array(nightRangeSchema).max(100, { error: 'At most 100 blocked ranges' }),
    /** Another site's calendar (Airbnb, Booking.com), read every hour; its busy nights are blocked here. */
    importUrl: z
      .string()
      .trim()
      .max(2000, { error: STAY_IMPORT_URL })
      .refine((value) => value === '' || /^https:\/\/\S+$/i.test(value), { error: STAY_IMPORT_URL })
      .transform((value) => value || null)
      .nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.maxNights < body.minNights)
      ctx.addIssue({ code: 'custom', path: ['maxNights'], message: STAY_MAX_BELOW_MIN });
  });
export type StayCalendarBody = z.input<typeof stayCalendarBodySchema>;

/** A night nobody can ask for, and why (the host sees the reason; the public only that it is taken). */
export const takenNightSchema = z.object({
  night: z.string(),
  source: z.enum(['stay', 'blocked', 'import']),
});

export const stayCalendarSchema = z.object({
  minNights: z.number(),
  maxNights: z.number(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  maxGuests: z.number().nullable(),
  nightlyPrice: z.number(),
  /** The host's cancellation policy (payments.ts): shown before asking, and before paying. */
  policy: z.enum(CANCELLATION_POLICIES),
  /** From today for a year. */
  taken: z.array(z.string()),
});
export type StayCalendar = z.infer<typeof stayCalendarSchema>;
export const stayCalendarResponseSchema = z.object({ success: z.literal(true), calendar: stayCalendarSchema });

/** The host's view: the settings as saved, the blocked ranges, the feeds. */
export const hostCalendarResponseSchema = z.object({
  success: z.literal(true),
  calendar: stayCalendarSchema.extend({
    blocked: z.array(z.object({ from: z.string(), to: z.string() })),
    importUrl: z.string().nullable(),
    importedAt: z.string().nullable(),
    importError: z.string().nullable(),
    importErrorCode: z.string().optional(),
    /** Nyumba's own calendar for other sites to read (a secret address). */
    exportUrl: z.string(),
  }),
  message: z.string().optional(),
  ...saidFields,
});
export type HostCalendarResponse = z.infer<typeof hostCalendarResponseSchema>;

export const staySchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  conversationId: z.string().nullable(),
  /** 'guest' or 'host': which side the caller is. */
  role: z.enum(['guest', 'host']),
  otherName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  guests: z.number(),
  nightlyPrice: z.number(),
  total: z.number(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  status: z.enum(STAY_STATUSES),
  /** When an unanswered request lets its nights go. */
  expiresAt: z.string(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  /** Its money on Nyumba (payments.ts): null before the host accepts, or where payments are off. */
  payment: stayPaymentSchema.nullable(),
});
export type Stay = z.infer<typeof staySchema>;
export const stayResponseSchema = z.object({ success: z.literal(true), stay: staySchema });
export const stayListResponseSchema = z.object({ success: z.literal(true), stays: z.array(staySchema) });
export const stayListQuerySchema = z.object({
  conversationId: z.uuid({ error: 'conversationId must be a conversation id' }).optional(),
});
export const stayFeedParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, { error: STAY_FEED_NOT_FOUND }),
});

/** A bnb without a Tourism Regulatory Authority licence number, once the operator requires one. */
export const STAY_NEEDS_TRA_LICENCE =
  'This bnb cannot take new stays yet: its host has not given its Tourism Regulatory Authority licence number';
