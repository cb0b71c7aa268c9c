import { sql } from 'drizzle-orm';
import type { TENANCY_PROBLEMS } from '@nyumba/domain';
import { TENANCY_STATUSES, type Deduction, type InventoryRoom } from '@nyumba/domain';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings, users } from './schema.ts';

// Tenancies on Nyumba (modules/tenancies, docs/tenancies.md): a tenant's request to rent a
// rental listing, its terms and agreement, both signatures, the move-in and move-out
// inventories and deductions. Its money is in the ledger (schema-payments.ts, the accounts
// held-rent and held-deposit by tenancy), never copied here. drizzle.config.ts names this file.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const day = (name: string) => date(name, { mode: 'string' });

export interface InventoryRecord {
  rooms: InventoryRoom[];
  recordedAt: string;
}

export const tenancies = pgTable(
  'tenancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listerId: uuid('lister_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TENANCY_STATUSES }).notNull().default('requested'),
    moveIn: day('move_in').notNull(),
    /** Months agreed, or null: open-ended, until notice. */
    months: integer('months'),
    message: text('message').notNull(),
    declineReason: text('decline_reason'),
    /** The terms, fixed when the lister accepts (the rent and deposit from the listing then). */
    rent: integer('rent').notNull(),
    depositMonths: integer('deposit_months').notNull(),
    deposit: integer('deposit').notNull(),
    dueDay: integer('due_day').notNull(),
    noticeMonths: integer('notice_months').notNull(),
    utilities: text('utilities').notNull().default(''),
    houseRules: text('house_rules').notNull().default(''),
    /** The agreement both sign (drawn from the terms on accepting and on every change), and its SHA-256. */
    agreement: text('agreement'),
    agreementHash: text('agreement_hash'),
    acceptedAt: at('accepted_at'),
    /** Both signed: the tenant pays by this. */
    payBy: at('pay_by'),
    paidAt: at('paid_at'),
    keysAt: at('keys_at'),
    inventoryIn: jsonb('inventory_in').$type<InventoryRecord>(),
    inventoryAnswer: jsonb('inventory_answer').$type<{ answer: 'countersign' | 'comment'; note: string; at: string }>(),
    problem: jsonb('problem').$type<{ kind: (typeof TENANCY_PROBLEMS)[number]; note: string; at: string }>(),
    decision: jsonb('decision').$type<{ outcome: string; reason: string; at: string; by: string }>(),
    /** Notice: who gave it and when, the move-out date, and whether the other side agreed an earlier one. */
    noticeBy: text('notice_by', { enum: ['tenant', 'lister'] }),
    noticeAt: at('notice_at'),
    noticeAgreed: boolean('notice_agreed').notNull().default(false),
    moveOut: day('move_out'),
    inventoryOut: jsonb('inventory_out').$type<InventoryRecord>(),
    deductions: jsonb('deductions').$type<Deduction[]>(),
    deductionsAt: at('deductions_at'),
    deductionsAnswer: text('deductions_answer', { enum: ['accept', 'dispute'] }),
    deductionsNote: text('deductions_note'),
    cancelledBy: text('cancelled_by', { enum: ['tenant', 'lister'] }),
    cancelReason: text('cancel_reason'),
    endedAt: at('ended_at'),
    /** Every photo the inventories and deductions show: a trigger keeps them in image_refs (in use, never swept). */
    photos: text('photos').array().notNull().default([]),
    /** Reminders sent (the keys, the move-out inventory), so each goes once. */
    reminded: jsonb('reminded').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tenancies_tenant_idx').on(t.tenantId, t.createdAt),
    index('tenancies_lister_idx').on(t.listerId, t.createdAt),
    // One request waiting per tenant and listing: a second is refused by the index, on any server.
    uniqueIndex('tenancies_one_waiting_idx')
      .on(t.listingId, t.tenantId)
      .where(sql`status IN ('requested', 'accepted', 'signed')`),
    // The jobs' questions: what waits on the clock.
    index('tenancies_open_idx')
      .on(t.status, t.moveIn)
      .where(sql`status IN ('accepted', 'signed', 'paid', 'ending')`),
  ],
);

/** A signature: who signed which text (its SHA-256), with the number the code went to, when and from where. */
export const tenancySignatures = pgTable(
  'tenancy_signatures',
  {
    tenancyId: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['tenant', 'lister'] }).notNull(),
    agreementHash: text('agreement_hash').notNull(),
    /** The proven number the code went to, masked but its last three digits. */
    phone: text('phone').notNull(),
    address: text('address'),
    signedAt: at('signed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenancy_signatures_one_idx').on(t.tenancyId, t.role, t.agreementHash)],
);
