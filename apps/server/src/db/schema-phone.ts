import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

export const PHONE_CODE_PURPOSES = ['sign-up', 'sign-in-number', 'listing-number', 'reset'] as const;

/**
 * A code sent to a number and not yet entered: its SHA-256 with the account and number, never
 * the code. One a person, number and purpose; a new one replaces it. Five wrong tries lock
 * the number for that purpose for 15 minutes.
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
    codeHash: text('code_hash').notNull(),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone, t.purpose] }), index('phone_codes_phone_idx').on(t.phone)],
);

/**
 * Every SMS Nyumba sends, from the moment it is asked for: the caps (per number, account and
 * address, and the cluster's hourly budget) count these rows, and delivery reports update them.
 * The text itself is not kept: a code must never sit in the database or a log.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address the request came from (codes only), for the per-address cap. */
    address: text('address'),
    kind: text('kind', { enum: ['code', 'notice', 'security'] }).notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'delivered', 'rejected'] })
      .notNull()
      .default('queued'),
    providerId: text('provider_id'),
    failure: text('failure'),
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
