import { sql } from 'drizzle-orm';
import { JOB_STATUSES, type JobProblem, type JobStage } from '@nyumba/domain';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings, users } from './schema.ts';

// Jobs on Nyumba (modules/jobs, docs/jobs.md): a client's job, the providers' quotes, and the
// state of the work. Its money is in the ledger (schema-payments.ts, the account held-job by
// job), never copied here. drizzle.config.ts names this file.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trade: text('trade').notNull(),
    /** The neighbourhood named, or the one nearest the pin. */
    areaName: text('area_name').notNull(),
    /** The point providers are matched by: the pin, or the neighbourhood's centre. Never shown exactly. */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    description: text('description').notNull(),
    photos: text('photos').array().notNull().default([]),
    /** The photos of "done" and of a problem: in use while the job is (a trigger keeps them in image_refs). */
    evidence: text('evidence').array().notNull().default([]),
    /** A day (YYYY-MM-DD) or 'this-week'. */
    whenWanted: text('when_wanted').notNull(),
    budget: integer('budget'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('open'),
    acceptedQuoteId: uuid('accepted_quote_id'),
    /** The stage being paid or worked on, 0-based (a quote has one stage, or two). */
    stage: smallint('stage').notNull().default(0),
    acceptedAt: at('accepted_at'),
    paidAt: at('paid_at'),
    /** The provider's "done" for the current stage: photos, a note, when. */
    done: jsonb('done').$type<{ note: string; photos: string[]; at: string }>(),
    releasedAt: at('released_at'),
    problem: jsonb('problem').$type<{ kind: JobProblem; note: string; photos: string[]; at: string }>(),
    decision: jsonb('decision').$type<{ outcome: string; reason: string; at: string; by: string }>(),
    cancelledBy: text('cancelled_by', { enum: ['client', 'provider'] }),
    cancelReason: text('cancel_reason'),
    /** The conversation the released job's hire (and so its reviews) lives in. */
    conversationId: uuid('conversation_id'),
    /** Reminders sent before the release (hours after "done"), so each goes once. */
    reminded: jsonb('reminded').$type<number[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_client_idx').on(t.clientId, t.createdAt),
    // "Jobs near you": open jobs of a trade, newest first.
    index('jobs_open_trade_idx')
      .on(t.trade, t.createdAt)
      .where(sql`status IN ('open', 'quoted')`),
    // The clock's question: jobs marked done and waiting for the client.
    index('jobs_done_idx')
      .on(t.updatedAt)
      .where(sql`status = 'done'`),
  ],
);

export const jobQuotes = pgTable(
  'job_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The service listing the provider quotes as (its trade and area matched the job). */
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    includes: text('includes').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    stages: jsonb('stages').$type<JobStage[]>(),
    status: text('status', { enum: ['sent', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('sent'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A provider quotes once per job (and revises that quote).
    uniqueIndex('job_quotes_one_idx').on(t.jobId, t.providerId),
    index('job_quotes_provider_idx').on(t.providerId, t.createdAt),
  ],
);

/** Providers told of a job (in the app, and by SMS to some): "Jobs near you" and the fan-out cap. */
export const jobNotices = pgTable(
  'job_notices',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** Kilometres from the provider's pin to the job's point, when the listing has a pin. */
    distanceKm: doublePrecision('distance_km'),
    bySms: text('by_sms', { enum: ['sent', 'no'] })
      .notNull()
      .default('no'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_notices_one_idx').on(t.jobId, t.providerId),
    index('job_notices_provider_idx').on(t.providerId, t.createdAt),
  ],
);
