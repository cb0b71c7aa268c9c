import { AGENCY_ROLES, LEAD_KINDS, LEAD_STATUSES } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies, listings, users } from './schema.ts';

// An agency's people and work (modules/agencies, docs/agencies.md): who belongs with which role,
// the invitations out, and the state of each lead. A lead is an enquiry (a conversation), a
// viewing or a tenancy request on an agency listing; those rows stay in their own modules'
// tables, and agency_leads holds only what the agency adds (status, assignment, hand-over).
// Views counted once per visitor a day (listing_visits) are here too. drizzle.config.ts names this file.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const agencyMembers = pgTable(
  'agency_members',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: AGENCY_ROLES }).notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.userId] }), index('agency_members_user_idx').on(t.userId)],
);

export const agencyInvites = pgTable(
  'agency_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token: the link itself is only in the mail or SMS. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email'),
    phone: text('phone'),
    role: text('role', { enum: AGENCY_ROLES }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('agency_invites_agency_idx').on(t.agencyId, t.createdAt)],
);

export const agencyLeads = pgTable(
  'agency_leads',
  {
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    /** The conversation, viewing or tenancy. */
    refId: uuid('ref_id').notNull(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** Set by a manager, or by the hand-over (null: the listing's agent). */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** When it was offered to the other agents for want of an answer. */
    offeredAt: at('offered_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.refId] }), index('agency_leads_agency_idx').on(t.agencyId)],
);

export const agencyLeadNotes = pgTable(
  'agency_lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    refId: uuid('ref_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('agency_lead_notes_ref_idx').on(t.kind, t.refId, t.createdAt)],
);

/**
 * Who looked, without who: a visitor is a hash of their address and browser under the day's
 * salt (view_salts), which is dropped with the day, so yesterday's visitors cannot be named
 * again. One row per listing, day, kind (a page view or a list impression) and visitor.
 */
export const listingVisits = pgTable(
  'listing_visits',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['page', 'list'] }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.listingId, t.kind, t.visitor] })],
);

export const viewSalts = pgTable('view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: at('created_at')
    .notNull()
    .default(sql`now()`),
});
