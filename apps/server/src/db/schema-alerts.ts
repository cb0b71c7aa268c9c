import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings, users } from './schema.ts';

// Saved-search alerts and the mail they send (modules/alerts); drizzle.config.ts names
// this file beside schema.ts. Import these tables from here.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search's filters as its address holds them (@nyumba/domain AlertQuery). */
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly'] }).notNull(),
    pausedAt: at('paused_at'),
    /** The e-mailed unsubscribe link's secret (random, 32 bytes): the link works without a sign-in. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** Listings created up to here have been considered (less a margin for late commits). */
    checkedUntil: at('checked_until').notNull().defaultNow(),
    /** When the run next looks at this alert: its frequency decides. */
    nextCheckAt: at('next_check_at').notNull().defaultNow(),
    lastSentAt: at('last_sent_at'),
    /** The app's "N new" counts listings created after this. */
    lastOpenedAt: at('last_opened_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('search_alerts_user_idx').on(t.userId, t.createdAt),
    // The run's question: which alerts are due. Paused ones never are.
    index('search_alerts_due_idx')
      .on(t.nextCheckAt)
      .where(sql`paused_at IS NULL`),
  ],
);

/** Each listing an alert has mailed, once: never the same listing twice for one alert. */
export const alertMatches = pgTable(
  'alert_matches',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => searchAlerts.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.listingId] }), index('alert_matches_listing_idx').on(t.listingId)],
);

/** A mail the mail server keeps refusing is given up after this many tries (about a day of backoff). */
export const MAX_ALERT_MAIL_ATTEMPTS = 8;

/**
 * The alerts' outbox: a message is written in the same transaction that records its
 * matches, and sent from here under a row lock (modules/alerts/delivery.ts), so a server
 * killed at any point neither loses a message nor sends it twice.
 */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => searchAlerts.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    attempts: smallint('attempts').notNull().default(0),
    /** After a failed send: not before this. */
    retryAt: at('retry_at'),
  },
  (t) => [
    index('alert_mails_unsent_idx')
      .on(t.createdAt)
      .where(sql`sent_at IS NULL`),
    index('alert_mails_alert_idx').on(t.alertId),
  ],
);
