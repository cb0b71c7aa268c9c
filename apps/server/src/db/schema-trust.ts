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
  (t) => [index('password_resets_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
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
  (t) => [index('email_links_user_purpose_created_idx').on(t.userId, t.purpose, t.createdAt.desc().nullsFirst())],
);

/**
 * Every moderation decision: who, when, what and why, about which user, listing or post.
 * Kept when the subject is deleted, so the subject has no foreign key. Who decided is kept
 * as it was at the time (name and address), so a moderator deleting their account does not
 * make their decisions read like automatic ones; the id alone goes with the account.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null only for the system's own steps (automatic hiding). */
    moderatorName: text('moderator_name'),
    moderatorEmail: text('moderator_email'),
    subjectType: text('subject_type', { enum: ['user', 'listing', 'post', 'agency'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    /** A takedown on a court order: the order's court, case number and date, as the moderator gave them. */
    courtOrder: text('court_order'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc().nullsFirst())],
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
    /**
     * What the moderator's decision made of the report: 'upheld' (hidden or removed) or
     * 'rejected' (dismissed or restored). A reporter's standing is built from these.
     */
    outcome: text('outcome', { enum: ['upheld', 'rejected'] }),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId, t.reporterId] }),
    index('reports_open_idx')
      .on(t.subjectType, t.subjectId)
      .where(sql`resolved_at IS NULL`),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
  ],
);

/**
 * One row per mail sent to an address because someone asked (sign-up, a new link, an
 * e-mail change, a password reset), whoever asked: the per-address cap counts these, so
 * no number of accounts can flood one inbox. The address is kept as SHA-256 only.
 */
export const recipientMails = pgTable(
  'recipient_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientHash: text('recipient_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('recipient_mails_recipient_created_idx').on(t.recipientHash, t.createdAt)],
);
