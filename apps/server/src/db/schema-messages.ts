import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings, users } from './schema.ts';

// Enquiries (modules/messages): conversations, their messages, each person's live stream
// of events, blocks and reports; drizzle.config.ts names this file. Import these from here.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const seq = (name: string) => bigint(name, { mode: 'number' });

/**
 * One per person and listing: the person who asked (seeker) and the listing's lister.
 * Each side's read mark, unread count, archive and mail state live on the row, so an
 * inbox page is one indexed read however many messages there are.
 */
export const conversations = pgTable(
  'conversations',
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
    createdAt: at('created_at').notNull().defaultNow(),
    /** The newest delivered message: the inbox's order and its last line. */
    lastMessageId: seq('last_message_id'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    seekerReadId: seq('seeker_read_id').notNull().default(0),
    listerReadId: seq('lister_read_id').notNull().default(0),
    seekerUnread: integer('seeker_unread').notNull().default(0),
    listerUnread: integer('lister_unread').notNull().default(0),
    seekerArchivedAt: at('seeker_archived_at'),
    listerArchivedAt: at('lister_archived_at'),
    /** The lister's first reply: a listing that shows its number "after reply" shows it from here. */
    listerRepliedAt: at('lister_replied_at'),
    /** When each side was mailed about a message waiting unread; cleared when they read. */
    seekerMailedAt: at('seeker_mailed_at'),
    listerMailedAt: at('lister_mailed_at'),
  },
  (t) => [
    unique('conversations_listing_seeker_key').on(t.listingId, t.seekerId),
    index('conversations_seeker_idx').on(t.seekerId, t.lastMessageAt.desc().nullsFirst(), t.id),
    index('conversations_lister_idx').on(t.listerId, t.lastMessageAt.desc().nullsFirst(), t.id),
    // The mail job's question: who has had something unread for ten minutes.
    index('conversations_unread_idx')
      .on(t.lastMessageAt)
      .where(sql`seeker_unread > 0 OR lister_unread > 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** held: the same text went to several listers; a moderator releases or rejects it. */
    status: text('status', { enum: ['sent', 'held', 'rejected'] })
      .notNull()
      .default('sent'),
    /** The scam shield's patterns it matched (@nyumba/domain scamSignals). */
    signals: text('signals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The words as compared for "the same message to many listers" (domain message-fold.ts:
     * look-alikes, spacing, digits and punctuation folded), by similarity over the sender's day.
     */
    textFolded: text('text_folded').notNull().default(''),
    /** The sending device's id for it: sent twice (a lost answer, an offline queue), stored once. */
    clientId: uuid('client_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_sender_time_idx').on(t.senderId, t.createdAt),
    index('messages_held_idx')
      .on(t.createdAt)
      .where(sql`status = 'held'`),
    index('messages_signals_idx')
      .on(t.senderId)
      .where(sql`signals <> '{}'::text[]`),
  ],
);

/**
 * Each person's live stream: what happened in their conversations, numbered by
 * message_streams.last_seq, which the writing transaction takes under a row lock, so
 * numbers follow commit order and a stream resumed from Last-Event-ID misses nothing.
 */
export const messageEvents = pgTable(
  'message_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: seq('seq').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['message', 'read', 'booking'] }).notNull(),
    /** The message (kind 'message') or the read mark (kind 'read'); 0 for 'booking' (a stay's money moved). */
    messageId: seq('message_id').notNull(),
    /** For 'read': the reader (the person themself on another device, or the other side). */
    actorId: uuid('actor_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('message_events_created_idx').on(t.createdAt)],
);

export const messageStreams = pgTable('message_streams', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: seq('last_seq').notNull().default(0),
});

/** A blocked person can send nothing to the blocker, nor the blocker to them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** A conversation reported by one of its two people: the moderator reads it from here. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person reported: the other one in the conversation. */
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /** The messages as they were when reported (the newest 50), kept if the conversation changes. */
    snapshot: jsonb('snapshot')
      .$type<{ id: number; senderId: string; text: string; at: string; signals: string[] }[]>()
      .notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    closedBy: text('closed_by'),
    outcome: text('outcome', { enum: ['dismissed', 'warned', 'suspended'] }),
  },
  (t) => [
    index('conversation_reports_open_idx')
      .on(t.createdAt)
      .where(sql`closed_at IS NULL`),
    uniqueIndex('conversation_reports_one_open_key')
      .on(t.conversationId, t.reporterId)
      .where(sql`closed_at IS NULL`),
  ],
);
