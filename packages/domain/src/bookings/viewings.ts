import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { addDays, kenyaInstant, kenyaToday, stayDateSchema } from './stay-dates.ts';

// Viewings of a home to rent or buy (issue 33): the lister's viewing times (a weekly pattern,
// one-off times, days off), a seeker's booking of one slot, the lister's answer, and after
// the time whether it happened. Times are Kenyan (East Africa Time, UTC+3 all year).

/**
 * Viewings one person may hold at once, waiting or confirmed, still to come: a seeker
 * comparing homes books a few, and nobody can take a lister's week of slots (docs/bookings.md).
 */
export const VIEWING_UPCOMING_LIMIT = 3;
/** How far ahead slots are offered. */
export const VIEWING_DAYS_AHEAD = 28;
/** The reminder goes this long before a confirmed viewing. */
export const VIEWING_REMIND_HOURS = 2;
export const VIEWING_SLOT_MINUTES = [15, 30, 45, 60] as const;

export const VIEWING_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
  'happened',
  'no-show',
] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

export const VIEWING_FREE = 'Viewing is free on Nyumba. Never pay to view.';
export const VIEWING_SLOT_TAKEN = 'That time was just taken. Choose another.';
export const VIEWING_SLOT_NOT_OFFERED = 'That time is not one the lister offers. Choose one from the list.';
export const VIEWING_NOT_A_HOME = 'Only a home to rent or buy takes viewings';
export const VIEWING_OWN_LISTING = 'You cannot book a viewing of your own listing';
export const VIEWING_UPCOMING_FULL = `You already have ${VIEWING_UPCOMING_LIMIT} viewings booked. Cancel one, or book another once one has happened.`;
export const VIEWING_ONE_PER_HOME =
  'You already have a viewing of this home booked. Cancel it first to choose another time.';
export const VIEWING_NOT_FOUND = 'Viewing not found';
export const VIEWING_NOT_PENDING = 'This viewing has already been answered';
export const VIEWING_CANNOT_CANCEL = 'This viewing can no longer be cancelled';
export const VIEWING_NOT_YET = 'Say how it went once the viewing time has come';
export const VIEWING_TIMES_SAVED = 'Viewing times saved';
export const VIEWING_TIME_ORDER = 'The end must be after the start';
export const VIEWING_DATE_PAST = 'Choose a date from today on';

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const timeSchema = z.string({ error: 'Use a time like 10:00' }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, {
  error: 'Use a time like 10:00',
});

const windowShape = { from: timeSchema, to: timeSchema };
const ordered = (window: { from: string; to: string }) => window.to > window.from;

export const viewingTimesBodySchema = z.object({
  /** Every week: a day (0 Sunday … 6 Saturday) and its hours. */
  weekly: z
    .array(
      z
        .object({
          day: z.number().int().min(0).max(6, { error: 'day must be 0 (Sunday) to 6 (Saturday)' }),
          ...windowShape,
        })
        .refine(ordered, { error: VIEWING_TIME_ORDER, path: ['to'] }),
    )
    .max(21, { error: 'At most 21 weekly times' }),
  /** Single dates with their hours, besides the weekly pattern. */
  extra: z
    .array(
      z
        .object({ date: stayDateSchema('date'), ...windowShape })
        .refine(ordered, { error: VIEWING_TIME_ORDER, path: ['to'] }),
    )
    .max(30, { error: 'At most 30 one-off times' }),
  /** Days with no viewings, whatever the pattern says. */
  blocked: z.array(stayDateSchema('blocked')).max(60, { error: 'At most 60 days off' }),
  slotMinutes: z
    .number({ error: 'slotMinutes must be 15, 30, 45 or 60' })
    .refine((minutes) => (VIEWING_SLOT_MINUTES as readonly number[]).includes(minutes), {
      error: 'slotMinutes must be 15, 30, 45 or 60',
    }),
  /** Requests are confirmed at once, without the lister answering. */
  autoConfirm: z.boolean({ error: 'autoConfirm must be true or false' }),
});
export type ViewingTimesBody = z.infer<typeof viewingTimesBodySchema>;

/** What is stored and answered is what was saved: the body's own shape (one schema, two names of its type). */
export type ViewingTimes = ViewingTimesBody;

export const DEFAULT_VIEWING_TIMES: ViewingTimes = {
  weekly: [],
  extra: [],
  blocked: [],
  slotMinutes: 30,
  autoConfirm: false,
};

/** One bookable slot: its start as an instant, and its Kenyan date and time for showing. */
export interface ViewingSlot {
  startsAt: string;
  date: string;
  time: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slots the lister's times offer from now for VIEWING_DAYS_AHEAD days, earliest first:
 * the weekly pattern and the one-off times, cut into slots, minus days off, minus slots
 * already started or taken. The server books only a slot this returns.
 */
export function freeViewingSlots(
  times: ViewingTimes,
  taken: ReadonlySet<string>,
  now: Date = new Date(),
): ViewingSlot[] {
  const today = kenyaToday(now);
  const blocked = new Set(times.blocked);
  const starts = new Map<string, ViewingSlot>();
  const add = (date: string, from: string, to: string) => {
    for (let m = minutesOf(from); m + times.slotMinutes <= minutesOf(to); m += times.slotMinutes) {
      const time = timeOf(m);
      const at = kenyaInstant(date, time);
      const startsAt = at.toISOString();
      if (at.getTime() > now.getTime() && !taken.has(startsAt)) starts.set(startsAt, { startsAt, date, time });
    }
  };
  for (let offset = 0; offset < VIEWING_DAYS_AHEAD; offset += 1) {
    const date = addDays(today, offset);
    if (blocked.has(date)) continue;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const window of times.weekly) if (window.day === weekday) add(date, window.from, window.to);
    for (const window of times.extra) if (window.date === date) add(date, window.from, window.to);
  }
  return [...starts.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export const viewingSlotsResponseSchema = z.object({
  success: z.literal(true),
  slots: z.array(z.object({ startsAt: z.string(), date: z.string(), time: z.string() })),
  autoConfirm: z.boolean(),
  slotMinutes: z.number(),
});
export const viewingTimesResponseSchema = z.object({
  success: z.literal(true),
  times: viewingTimesBodySchema,
  message: z.string().optional(),
  ...saidFields,
});

export const viewingRequestBodySchema = z.object({
  listingId: z.uuid({ error: 'listingId must be a listing id' }),
  startsAt: z.iso.datetime({ error: 'startsAt must be a time from the list', offset: true }),
  message: z
    .string({ error: 'Write a message to the lister' })
    .trim()
    .min(1, { error: 'Write a message to the lister' })
    .max(2000, { error: 'A message can be at most 2,000 characters' }),
});
export type ViewingRequestBody = z.infer<typeof viewingRequestBodySchema>;

export const viewingAnswerBodySchema = z.object({
  answer: z.enum(['confirm', 'decline'], { error: 'answer must be confirm or decline' }),
});
export const viewingOutcomeBodySchema = z.object({
  outcome: z.enum(['happened', 'no-show'], { error: 'outcome must be happened or no-show' }),
});
export const viewingCancelBodySchema = z.object({
  reason: z
    .string({ error: 'Say why you cancel' })
    .trim()
    .min(1, { error: 'Say why you cancel' })
    .max(500, { error: 'The reason can be at most 500 characters' }),
});

export const viewingSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  conversationId: z.string().nullable(),
  role: z.enum(['seeker', 'lister']),
  otherName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(VIEWING_STATUSES),
  expiresAt: z.string(),
  cancelReason: z.string().nullable(),
  /** For the lister: viewings this seeker booked and did not come to. */
  seekerNoShows: z.number().nullable(),
  createdAt: z.string(),
});
export type Viewing = z.infer<typeof viewingSchema>;
export const viewingResponseSchema = z.object({ success: z.literal(true), viewing: viewingSchema });
export const viewingListResponseSchema = z.object({ success: z.literal(true), viewings: z.array(viewingSchema) });
export const viewingListQuerySchema = z.object({
  conversationId: z.uuid({ error: 'conversationId must be a conversation id' }).optional(),
});
