import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The tables that guard the way in: password attempts, spent ID tokens and the shared
// rate-limit windows. Rows that expire, read on every sign-in or limited request.

// Password sign-in attempts per e-mail (known or not, so a lock reveals nothing), each
// recorded as pending before its hash is checked, then a failure or gone; in the database
// so every server process sees the same count.
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** A password being checked right now: not a failure (yet), but it holds a place under the limit. */
    pending: boolean('pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_email_created_idx').on(t.email, t.createdAt)],
);

// ID tokens (or their nonces) already exchanged for a session: a token is good once.
export const usedIdTokens = pgTable(
  'used_id_tokens',
  {
    keyHash: text('key_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('used_id_tokens_expires_idx').on(t.expiresAt)],
);

// Rate-limit windows shared by every server (plugins/rate-limit-store.ts): one row per
// route and caller, counted by an atomic upsert; expired rows go in a scheduled job.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
