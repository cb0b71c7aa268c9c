import { sql } from 'drizzle-orm';
import { CANCELLATION_POLICIES, STAY_PAYMENT_STATES, type ViewingTimes } from '@nyumba/domain';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './schema-messages.ts';
import { listings, users } from './schema.ts';

// Bookings (modules/bookings): a bnb's calendar rules, guests' stays and one row per taken night;
// a home's viewing times, viewings and one row per booked slot. drizzle.config.ts names this
// file. Import these from here.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const day = (name: string) => date(name, { mode: 'string' });

/** A bnb's rules and calendar links; a bnb without a row takes 1 to 30 nights, 14:00 to 10:00. */
export const stayCalendars = pgTable('stay_calendars', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  minNights: integer('min_nights').notNull().default(1),
  maxNights: integer('max_nights').notNull().default(30),
  checkInTime: text('check_in_time').notNull().default('14:00'),
  checkOutTime: text('check_out_time').notNull().default('10:00'),
  /** Another site's iCal feed, read hourly (stays/ical-import.ts). */
  importUrl: text('import_url'),
  importedAt: at('imported_at'),
  importError: text('import_error'),
  /** A calendar over the reading budget is not read again before this (ical-import.ts). */
  importRetryAt: at('import_retry_at'),
  /**
   * The secret in Nyumba's own feed address. Kept as it is, not hashed: the host copies the
   * address into another site whenever they need it, and a new one replaces it.
   */
  exportToken: text('export_token').notNull().unique(),
});

export const stays = pgTable(
  'stays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    checkIn: day('check_in').notNull(),
    checkOut: day('check_out').notNull(),
    guests: integer('guests').notNull(),
    /** The nightly price when asked: what the guest was shown, whatever the listing says later. */
    nightlyPrice: integer('nightly_price').notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    expiresAt: at('expires_at').notNull(),
    answeredAt: at('answered_at'),
    cancelledBy: uuid('cancelled_by'),
    cancelReason: text('cancel_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    // Paying on Nyumba (modules/payments): null where payments were not on when it was accepted.
    /** due → prompted… → held → released / refunded / disputed; lapsed when unpaid in time. */
    payState: text('pay_state', { enum: STAY_PAYMENT_STATES }),
    payBy: at('pay_by'),
    /** Nights × the nightly price, fixed when accepted; the fee is Nyumba's, on top. */
    price: integer('price'),
    fee: integer('fee'),
    /** The host's cancellation policy as the guest saw it before paying. */
    policy: text('policy', { enum: CANCELLATION_POLICIES }),
    /** When the held money is paid out to the host (check-in plus a day), unless a problem is reported. */
    payoutAt: at('payout_at'),
    refunded: integer('refunded').notNull().default(0),
    released: integer('released').notNull().default(0),
    problemReason: text('problem_reason'),
    problemNote: text('problem_note'),
    problemAt: at('problem_at'),
    settledBy: uuid('settled_by'),
    settleReason: text('settle_reason'),
    settledAt: at('settled_at'),
  },
  (t) => [
    check('stays_dates_order', sql`check_out > check_in`),
    index('stays_guest_idx').on(t.guestId, t.createdAt.desc().nullsFirst()),
    index('stays_host_idx').on(t.hostId, t.createdAt.desc().nullsFirst()),
    index('stays_conversation_idx').on(t.conversationId),
    // The expiry job's question: requests nobody answered in time.
    index('stays_pending_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending'`),
    // The payments tick's questions: unpaid stays past their time, held money due to the host.
    index('stays_pay_by_idx')
      .on(t.payBy)
      .where(sql`pay_state = 'due'`),
    index('stays_payout_idx')
      .on(t.payoutAt)
      .where(sql`pay_state = 'held'`),
  ],
);
export type StayRow = typeof stays.$inferSelect;

/**
 * One row per taken night of a bnb. The primary key is what keeps two guests off one night:
 * two requests for overlapping dates, on any number of servers, cannot both insert a night,
 * so exactly one wins. The same rows are the host's blocked and imported nights, the feed,
 * and what a search by dates anti-joins on (docs/decisions/0022-stays-one-row-per-night.md).
 */
export const stayNights = pgTable(
  'stay_nights',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    night: day('night').notNull(),
    /** stay: a guest's request or stay; blocked: the host shut it; import: another site's calendar. */
    source: text('source', { enum: ['stay', 'blocked', 'import'] }).notNull(),
    stayId: uuid('stay_id').references(() => stays.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.night] }),
    index('stay_nights_stay_idx').on(t.stayId),
    // A search by dates reads the nights of those dates across all bnbs in one range scan.
    index('stay_nights_night_idx').on(t.night, t.listingId),
  ],
);

/** A home's viewing times; a listing without a row offers none. */
export const viewingTimes = pgTable('viewing_times', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  /** @nyumba/domain ViewingTimes: weekly pattern, one-off times, days off, slot length, auto-confirm. */
  times: jsonb('times').$type<ViewingTimes>().notNull(),
});

export const viewings = pgTable(
  'viewings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listerId: uuid('lister_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'declined', 'cancelled', 'expired', 'happened', 'no-show'],
    })
      .notNull()
      .default('pending'),
    expiresAt: at('expires_at').notNull(),
    answeredAt: at('answered_at'),
    remindedAt: at('reminded_at'),
    cancelledBy: uuid('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** Who said it happened or that the seeker did not come: a seeker's no-shows count the lister's word only. */
    outcomeBy: uuid('outcome_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('viewings_seeker_idx').on(t.seekerId, t.createdAt.desc().nullsFirst()),
    index('viewings_lister_idx').on(t.listerId, t.createdAt.desc().nullsFirst()),
    index('viewings_conversation_idx').on(t.conversationId),
    index('viewings_pending_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending'`),
    index('viewings_remind_idx')
      .on(t.startsAt)
      .where(sql`status = 'confirmed' AND reminded_at IS NULL`),
  ],
);

/** One row per booked slot: its key keeps two seekers off one time (as stay_nights for nights). */
export const viewingSlots = pgTable(
  'viewing_slots',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    viewingId: uuid('viewing_id')
      .notNull()
      .references(() => viewings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.startsAt] }), index('viewing_slots_viewing_idx').on(t.viewingId)],
);
