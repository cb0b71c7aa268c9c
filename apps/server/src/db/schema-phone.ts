import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SmsContent } from '@nyumba/domain';
import { listings, users } from './schema.ts';

// Phone numbers proven by SMS, the codes that prove them, and every SMS sent
// (modules/phone, docs/phone.md); drizzle.config.ts names this file. Import these tables from here.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Numbers their holders proved with a code sent to them: one account at a time per number
 * (the key), whether it is the account's sign-in number or a listing's contact number. The
 * sign-in number is also on `users.phone` (with `phone_verified_at`), for the rights checks
 * every request makes.
 */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    phone: text('phone').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provenAt: at('proven_at').notNull().defaultNow(),
    signIn: boolean('sign_in').notNull().default(false),
  },
  (t) => [
    index('phone_numbers_user_idx').on(t.userId),
    uniqueIndex('phone_numbers_sign_in_idx')
      .on(t.userId)
      .where(sql`${t.signIn}`),
  ],
);

/**
 * Every time a number was proven on an account, kept after the account or the number goes:
 * moderators see how many accounts a number has been proven on. No foreign key on purpose.
 */
export const phoneHistory = pgTable(
  'phone_history',
  {
    phone: text('phone').notNull(),
    userId: uuid('user_id').notNull(),
    provenAt: at('proven_at').notNull().defaultNow(),
    releasedAt: at('released_at'),
  },
  (t) => [primaryKey({ columns: [t.phone, t.userId, t.provenAt] })],
);

export const PHONE_CODE_PURPOSES = ['sign-up', 'sign-in-number', 'listing-number', 'reset', 'tenancy-sign'] as const;

/**
 * A code sent to a number and not yet entered: its SHA-256 with the account and number, never
 * the code, armed when its SMS (`sms_id`) goes and null until then. One a person, number and
 * purpose; a new one replaces it. Five wrong tries lock the number for that purpose for 15
 * minutes. (Sign-ups and recoveries by phone keep theirs in phone_requests.)
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: PHONE_CODE_PURPOSES }).notNull(),
    /** The listing a contact number is proven for, published once it is. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** The tenancy whose agreement a 'tenancy-sign' code signs. */
    tenancyId: uuid('tenancy_id'),
    codeHash: text('code_hash'),
    /** The SMS that carries it: only that one arms it, so a slower older SMS cannot. */
    smsId: bigint('sms_id', { mode: 'number' }),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone, t.purpose] }), index('phone_codes_phone_idx').on(t.phone)],
);

/**
 * A sign-up or a "forgot password" by phone, asked by someone not signed in: one row per
 * request whether or not the number has an account, so both answer alike (docs/phone.md).
 * Each sign-up keeps its own name and password with its own code: nothing a later request
 * writes decides who holds the account an earlier one started. The code is made when its SMS
 * goes and kept only as a hash (`code_hash`, null until then, and for ever when the number
 * turned out to need no code). Rows stay a day after they are spent, for the caps.
 */
export const phoneRequests = pgTable(
  'phone_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['sign-up', 'reset'] }).notNull(),
    /**
     * One person's sign-up and the new codes they asked for since ("send again"): the first
     * request's id. Its code is checked against the chain's, and only its owner knows it.
     */
    chain: uuid('chain').notNull(),
    phone: text('phone').notNull(),
    /** The address it came from, for the per-address cap. */
    address: text('address'),
    username: text('username'),
    usernameSkeleton: text('username_skeleton'),
    passwordHash: text('password_hash'),
    language: text('language', { enum: ['en', 'sw'] })
      .notNull()
      .default('en'),
    codeHash: text('code_hash'),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    spentAt: at('spent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('phone_requests_phone_idx').on(t.phone, t.createdAt), index('phone_requests_chain_idx').on(t.chain)],
);

/**
 * Every SMS Nyumba sends, from the moment it is asked for: the caps (per number, account and
 * address, and the cluster's hourly budget) count these rows, and delivery reports update them.
 * `content` says what to write, in words of Nyumba's own: no code and no stop link (those are
 * made when the SMS goes, so no secret waits in a table or a job) and no name a person typed.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address the request that caused it came from, for the per-address cap. */
    address: text('address'),
    kind: text('kind', { enum: ['code', 'notice', 'security'] }).notNull(),
    /** What to write when it is sent (null for rows from before it was kept). */
    content: jsonb('content').$type<SmsContent>(),
    /** May use the budget's reserve: codes for signed-in people, receipts, account notices. */
    reserved: boolean('reserved').notNull().default(false),
    /** skipped: nothing was due when it came to be sent (no account to reset, told already today). */
    status: text('status', { enum: ['queued', 'sent', 'failed', 'delivered', 'rejected', 'skipped'] })
      .notNull()
      .default('queued'),
    providerId: text('provider_id'),
    failure: text('failure'),
    /**
     * How it went or goes: null until sent (a notice goes by WhatsApp to a person who chose it,
     * when WhatsApp is on), 'whatsapp', or 'sms' (also after WhatsApp reported it failed).
     */
    channel: text('channel', { enum: ['sms', 'whatsapp'] }),
    /** Tries so far: the job tries again while the provider was busy, then records the failure. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_to_idx').on(t.to, t.createdAt),
    index('sms_messages_user_idx').on(t.userId, t.createdAt),
    index('sms_messages_address_idx').on(t.address, t.createdAt),
    index('sms_messages_created_idx').on(t.createdAt),
    index('sms_messages_provider_idx').on(t.providerId),
  ],
);
