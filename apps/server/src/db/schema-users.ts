import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './schema-timestamps.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Null for an account made with a phone number only (modules/phone); mail goes nowhere then. */
    email: text('email'),
    // Null for accounts made through Google that never set a password.
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    googleSubject: text('google_subject'),
    /**
     * When the account's current e-mail was proven to belong to its holder (Google said
     * so, or a verification link was followed); null until then, and again after the
     * e-mail changes (a new address holds only once its own link is followed). Only a
     * verified account is ever linked to a Google sign-in, or may publish.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /**
     * The language the person uses Nyumba in ('en' or 'sw'): their mails are written in
     * it, and signing in on a new device switches the app to it. Null for accounts made
     * before languages, until they next sign in.
     */
    language: text('language'),
    /** What a lister tells the public on their page: a business name and a short about text. */
    businessName: text('business_name'),
    about: text('about'),
    /**
     * An estate agent's registration with the Estate Agents Registration Board, as they
     * typed it; "pending" on their page until a moderator checks it (earb_verified_at: when, and
     * the moderation log says who).
     */
    earbNumber: text('earb_number'),
    earbVerifiedAt: timestamp('earb_verified_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /**
     * The username's look-alike skeleton (@nyumba/domain `skeleton`): unique, so nobody
     * takes a name that reads like another's. Null only for an old account whose name
     * already looked like an older one's when skeletons were introduced.
     */
    usernameSkeleton: text('username_skeleton'),
    /**
     * The account's sign-in number, E.164, and when it was proven by a code sent to it
     * (schema-phone.ts phone_numbers holds it too, keyed by the number: one account at a time).
     */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /**
     * The SMS notices the person chose (@nyumba/domain SMS_NOTICE_KINDS); null: the default,
     * every kind for an account with no e-mail, none otherwise.
     */
    smsNotices: text('sms_notices').array(),
    /** SHA-256 of the token in an SMS notice's "stop" link: one tap, no sign-in. */
    smsStopTokenHash: text('sms_stop_token_hash'),
    /** Whether a message left unread for ten minutes is mailed to them (modules/messages). */
    messageMails: boolean('message_mails').notNull().default(true),
    /** Stays the person cancelled as host after the guest paid (a refund in full each): for moderators. */
    hostCancellations: integer('host_cancellations').notNull().default(0),
    /** Set by a moderator: no session resolves and no sign-in succeeds until it is lifted. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** Deleted: the row stays only as the pseudonym kept records point to (decision 0038). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** The terms' version the person accepted (at sign-up, or when shown a new one), and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** When they confirmed they are 18 or older (at sign-up, or before they first list or pay). */
    adultConfirmedAt: at('adult_confirmed_at'),
    /**
     * What they say they are as a lister (@nyumba/domain LISTER_ROLES; null: a private lister).
     * The label shows it only when it holds: an agent checked with this year's certificate
     * (earb_year), a caretaker the landlord confirmed (docs/privacy.md, "Honest labels").
     */
    listerRole: text('lister_role'),
    /** The year of the EARB practising certificate the agent entered; the badge ends with it. */
    earbYear: smallint('earb_year'),
    /** A caretaker's landlord, by number (E.164): the landlord confirms from that proven number. */
    landlordPhone: text('landlord_phone'),
    caretakerConfirmedAt: at('caretaker_confirmed_at'),
    caretakerRefusedAt: at('caretaker_refused_at'),
    ...timestamps,
  },
  (t) => [
    // E-mail and username are compared case-insensitively, so uniqueness is too.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_idx').on(t.usernameSkeleton),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
  ],
);
