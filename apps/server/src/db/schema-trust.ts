import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './schema.ts';

// Tables that prove accounts (reset and e-mail links) and keep moderation (reports and the
// decision log); drizzle.config.ts names both files. Import these from here.

// "Forgot password" links: SHA-256 of the random token only (a leaked table gives no
// usable link), one hour, single use (drizzle/0015).
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_resets_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Links mailed to prove an address: a new account's ('verify'), or a new address for an
 * existing account ('change', with that address in `email`). Tokens are stored as SHA-256
 * and work once, for 24 hours. A 'notice' (someone tried to sign up with a member's
 * address) has no token: its row only counts the mails, so nobody can flood an inbox.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'change', 'notice'] }).notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('email_links_user_purpose_created_idx').on(t.userId, t.purpose, t.createdAt.desc())],
);

/**
 * Every moderation decision: who (the moderator, null once their account is gone), when,
 * what and why, about which user, listing or post. Kept when the subject is deleted, so
 * the subject has no foreign key.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type', { enum: ['user', 'listing', 'post'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc())],
);

/**
 * A signed-in user's report of a listing or post: one per user per item (the primary
 * key), so one person cannot hide an item alone. resolved_at is set when a moderator
 * decides; open reports from distinct users count towards hiding the item.
 */
export const reports = pgTable(
  'reports',
  {
    subjectType: text('subject_type', { enum: ['listing', 'post'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId, t.reporterId] }),
    index('reports_open_idx')
      .on(t.subjectType, t.subjectId)
      .where(sql`resolved_at IS NULL`),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
  ],
);
