import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stays } from './schema-bookings.ts';
import { tenancies } from './schema-tenancies.ts';
import { jobs } from './schema-jobs.ts';
import { listings, users } from './schema.ts';

// Payments by M-Pesa (modules/payments, docs/payments.md): what Nyumba asked payers for (STK
// pushes), what it paid out (B2C), and the double-entry ledger that accounts for every
// shilling. drizzle.config.ts names this file. Import these tables from here.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * A payment Nyumba asked for by an STK push: a guest's stay, or a lister featuring a listing.
 * Every Daraja id is unique, so a callback delivered twice, or by two servers at once, finds
 * the one row and credits it once. The callback address carries a secret kept here hashed.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['stay', 'feature', 'tenancy', 'job'] }).notNull(),
    stayId: uuid('stay_id').references(() => stays.id, { onDelete: 'set null' }),
    tenancyId: uuid('tenancy_id').references(() => tenancies.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The proven number the prompt went to, E.164. */
    phone: text('phone').notNull(),
    /** Whole shillings asked, Nyumba's fee included. */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    featureDays: integer('feature_days'),
    /**
     * What it pays for ('stay:<id>', 'feature:<listing id>'): one prompt at a time per thing,
     * held by the unique index on the open ones, whichever server is asked.
     */
    subject: text('subject'),
    /** What was paid for, as it read then (the listing's name). */
    what: text('what').notNull(),
    /**
     * starting: written, the push not yet answered; prompted: on the payer's phone; paid:
     * credited; failed: M-Pesa said no (result code and words kept); late: paid after the stay
     * lapsed, refunded.
     */
    status: text('status', { enum: ['starting', 'prompted', 'paid', 'failed', 'late'] })
      .notNull()
      .default('starting'),
    secretHash: text('secret_hash').notNull(),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id').unique(),
    receipt: text('receipt').unique(),
    resultCode: integer('result_code'),
    failure: text('failure'),
    /** What a paid callback reported, kept until the STK query confirms it (then credited with its receipt). */
    reported: jsonb('reported').$type<{ receipt: string | null; amount: number | null; phone: string | null }>(),
    /** Why a callback was not credited (another amount or phone): for operators, not guessed at. */
    flag: text('flag'),
    createdAt: at('created_at').notNull().defaultNow(),
    promptedAt: at('prompted_at'),
    answeredAt: at('answered_at'),
    queriedAt: at('queried_at'),
  },
  (t) => [
    check('payments_amount_positive', sql`amount > 0 AND fee >= 0 AND fee < amount`),
    index('payments_stay_idx').on(t.stayId),
    index('payments_payer_idx').on(t.payerId, t.createdAt.desc().nullsFirst()),
    // One action, one prompt: a second prompt for the same thing while one is open is refused.
    uniqueIndex('payments_one_open_idx')
      .on(t.subject)
      .where(sql`status IN ('starting', 'prompted')`),
    // The reconciliation job's question: prompts with no answer yet.
    index('payments_open_idx')
      .on(t.createdAt)
      .where(sql`status IN ('starting', 'prompted')`),
  ],
);

/**
 * Money Nyumba sends by B2C: a host's payout or a guest's refund. The originator id is ours
 * and unique: a payout sent again after a lost answer carries the same id, and Daraja pays it
 * once.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['payout', 'refund'] }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    stayId: uuid('stay_id').references(() => stays.id, { onDelete: 'set null' }),
    tenancyId: uuid('tenancy_id').references(() => tenancies.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    amount: integer('amount').notNull(),
    what: text('what').notNull(),
    originatorId: text('originator_id').notNull().unique(),
    conversationId: text('conversation_id'),
    /**
     * due: to send; sent: sent, its result awaited; checking: no result came, M-Pesa is asked
     * whether it paid (flagged when it cannot say); paid; failed: given up, flagged.
     */
    status: text('status', { enum: ['due', 'sent', 'checking', 'paid', 'failed'] })
      .notNull()
      .default('due'),
    attempts: integer('attempts').notNull().default(0),
    secretHash: text('secret_hash').notNull(),
    transactionId: text('transaction_id').unique(),
    failure: text('failure'),
    flag: text('flag'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    check('payouts_amount_positive', sql`amount > 0`),
    index('payouts_stay_idx').on(t.stayId),
    index('payouts_recipient_idx').on(t.recipientId, t.createdAt.desc().nullsFirst()),
    index('payouts_open_idx')
      .on(t.createdAt)
      .where(sql`status IN ('due', 'sent', 'checking')`),
  ],
);

/** The ledger's accounts (docs/payments.md, "The ledger"). */
// held-rent and held-deposit: a tenant's first month until the keys, and the deposit until move-out;
// held-job: a client's payment for a job's stage until the work is confirmed.
export const LEDGER_ACCOUNTS = [
  'mpesa',
  'held',
  'held-rent',
  'held-deposit',
  'held-job',
  'payable',
  'fees',
  'featured',
  'suspense',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** One movement of money, recorded as entries that sum to zero (a deferred trigger holds it). */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', {
      enum: [
        'stay-paid',
        'released',
        'refunded',
        'paid-out',
        'late-paid',
        'feature-paid',
        'unmatched',
        'tenancy-paid',
        'rent-released',
        'tenancy-refunded',
        'deposit-settled',
        'job-paid',
        'job-released',
        'job-refunded',
      ],
    }).notNull(),
    stayId: uuid('stay_id'),
    tenancyId: uuid('tenancy_id'),
    jobId: uuid('job_id'),
    paymentId: uuid('payment_id'),
    payoutId: uuid('payout_id'),
    memo: text('memo'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_journals_stay_idx').on(t.stayId),
    index('ledger_journals_tenancy_idx').on(t.tenancyId),
    index('ledger_journals_job_idx').on(t.jobId),
  ],
);

/**
 * A journal's entries: positive debits, negative credits, whole shillings. `party` names whom
 * a payable is owed to. Entries and journals are never changed or deleted (a trigger refuses).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerJournals.id),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    partyId: uuid('party_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_entries_nonzero', sql`amount <> 0`),
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_account_idx').on(t.account, t.partyId),
  ],
);
