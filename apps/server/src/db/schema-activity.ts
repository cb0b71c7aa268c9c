import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings, users } from './schema.ts';

// What people do with listings: a lister's daily figures, and the listings members save.

/**
 * A listing's day, for its lister's figures (views and contact taps over the last 30 days):
 * one row per listing and day, counted up in place.
 */
export const listingDays = pgTable(
  'listing_days',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Page views, once per visitor a day (modules/listings/visits.ts). */
    views: integer('views').notNull().default(0),
    /** Shown in a list (search, home, map's list), once per visitor a day. */
    impressions: integer('impressions').notNull().default(0),
    /** Every tap on Call or WhatsApp (before 2026-11 the channel was not kept: only here). */
    contacts: integer('contacts').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    whatsapp: integer('whatsapp').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

export const savedListings = pgTable(
  'saved_listings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('saved_listings_listing_idx').on(t.listingId)],
);
