import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings, users } from './schema.ts';
import { conversations } from './schema-messages.ts';

// Hires and reviews (issue 32, docs/reviews.md).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const user = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A provider hired through a conversation: proposed by either side and confirmed by the
 * other, or marked done by the provider. One open (proposed or hired) per conversation.
 */
export const hires = pgTable(
  'hires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    providerId: user('provider_id'),
    clientId: user('client_id'),
    status: text('status', { enum: ['proposed', 'hired', 'done', 'declined'] }).notNull(),
    proposedBy: user('proposed_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    hiredAt: at('hired_at'),
    doneAt: at('done_at'),
  },
  (t) => [
    uniqueIndex('hires_open_idx')
      .on(t.conversationId)
      .where(sql`status IN ('proposed', 'hired')`),
    index('hires_conversation_idx').on(t.conversationId, t.createdAt),
    index('hires_provider_done_idx')
      .on(t.providerId)
      .where(sql`done_at IS NOT NULL`),
  ],
);

/**
 * One per deal (a hire or a stay) and author. Sealed until the other side wrote theirs or
 * publish_after passed; held ones wait for a moderator; removed ones stay for the record.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealKind: text('deal_kind', { enum: ['hire', 'stay'] }).notNull(),
    dealId: uuid('deal_id').notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    authorId: user('author_id'),
    subjectId: user('subject_id'),
    /** The author's side: 'client' reviews the provider or host (and counts in the listing's rating). */
    role: text('role', { enum: ['client', 'provider'] }).notNull(),
    quality: smallint('quality').notNull(),
    punctuality: smallint('punctuality').notNull(),
    price: smallint('price').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['sealed', 'published', 'held', 'removed'] })
      .notNull()
      .default('sealed'),
    /** Why it was held (a burst, a shared address), for the moderator. */
    heldReason: text('held_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The deal's first review + 14 days: a sealed review publishes then if the other never wrote. */
    publishAfter: at('publish_after').notNull(),
    publishedAt: at('published_at'),
    replyText: text('reply_text'),
    replyAt: at('reply_at'),
  },
  (t) => [
    unique('reviews_deal_author_key').on(t.dealKind, t.dealId, t.authorId),
    index('reviews_listing_idx').on(t.listingId, t.publishedAt.desc().nullsFirst()),
    index('reviews_subject_idx').on(t.subjectId, t.createdAt),
    index('reviews_sealed_idx')
      .on(t.publishAfter)
      .where(sql`status = 'sealed'`),
  ],
);

/** Everything that happened to a review, for the moderator: written, published, held, reported, removed. */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, string>>(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('review_events_review_idx').on(t.reviewId, t.id)],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: user('reporter_id'),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.reporterId] }),
    index('review_reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at IS NULL`),
  ],
);

/**
 * The devices each account signed in on (a random id in a long-lived cookie, hashed): two
 * accounts seen on one device do not review each other. Kept apart from sessions, which
 * signing out deletes.
 */
export const accountDevices = pgTable(
  'account_devices',
  {
    userId: user('user_id'),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] }), index('account_devices_device_idx').on(t.deviceHash)],
);
