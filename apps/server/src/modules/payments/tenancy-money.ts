import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { payments } from '../../db/schema-payments.ts';
import { tenancies } from '../../db/schema-tenancies.ts';
import { eq } from 'drizzle-orm';
import type { PaymentDeps } from './deps.ts';
import { post } from './ledger.ts';
import { createPayout } from './payouts.ts';
import { payeeNumberOf, provenNumberOf } from './settle.ts';
import { startPayment, type PaymentRow } from './stk.ts';

// A tenancy's money (modules/tenancies, docs/tenancies.md), in the ledger like every shilling:
// the tenant's first month waits in `held-rent` until the keys, the deposit in `held-deposit`
// until move-out, each journal naming its tenancy. What a screen shows is read back from the
// ledger (tenancyMoney), never kept beside it.

export interface TenancyMoney {
  heldRent: number;
  heldDeposit: number;
  /** Owed to the lister and to the tenant so far (paid out, or on its way). */
  toLister: number;
  toTenant: number;
}

const NONE: TenancyMoney = { heldRent: 0, heldDeposit: 0, toLister: 0, toTenant: 0 };

/** Each tenancy's money, from its journals: what is held, and what went to whom. */
export async function tenancyMoney(
  db: Database | Transaction,
  tenancies: { id: string; tenantId: string; listerId: string }[],
): Promise<Map<string, TenancyMoney>> {
  const found = new Map<string, TenancyMoney>(tenancies.map((t) => [t.id, { ...NONE }]));
  if (tenancies.length === 0) return found;
  const rows = await queryRows<{
    tenancy_id: string;
    account: string;
    party_id: string | null;
    held: number;
    owed: number;
  }>(
    db,
    sql`SELECT j.tenancy_id, e.account, e.party_id,
          -sum(e.amount)::bigint AS held,
          sum(CASE WHEN e.amount < 0 THEN -e.amount ELSE 0 END)::bigint AS owed
        FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
        WHERE j.tenancy_id IN (${sql.join(
          tenancies.map((t) => sql`${t.id}::uuid`),
          sql`, `,
        )}) AND e.account IN ('held-rent', 'held-deposit', 'payable')
        GROUP BY j.tenancy_id, e.account, e.party_id`,
  );
  const parties = new Map(tenancies.map((t) => [t.id, t]));
  for (const row of rows) {
    const money = found.get(row.tenancy_id)!;
    const who = parties.get(row.tenancy_id)!;
    if (row.account === 'held-rent') money.heldRent += Number(row.held);
    else if (row.account === 'held-deposit') money.heldDeposit += Number(row.held);
    else if (row.party_id === who.listerId) money.toLister += Number(row.owed);
    else if (row.party_id === who.tenantId) money.toTenant += Number(row.owed);
  }
  return found;
}

export interface TenancyPrompt {
  /** A prompt is open on the tenant's phone, since `promptedAt`. */
  pending: boolean;
  promptedAt: string | null;
  /** How the last prompt ended when it did not pay. */
  failure: string | null;
  /** M-Pesa's receipt of the payment that paid it. */
  receipt: string | null;
}

/** Each tenancy's last prompt: whether one is open, how it failed, the receipt that paid. */
export const tenancyPrompts = (db: Database | Transaction, ids: string[]) => lastPrompts(db, 'tenancy_id', ids);

/** Each tenancy's or job's last prompt (by the column naming it): open, failed and how, or paid with its receipt. */
export async function lastPrompts(
  db: Database | Transaction,
  by: 'tenancy_id' | 'job_id',
  ids: string[],
): Promise<Map<string, TenancyPrompt>> {
  const found = new Map<string, TenancyPrompt>();
  if (ids.length === 0) return found;
  const column = sql.raw(by);
  const rows = await queryRows<{
    owner: string;
    status: string;
    failure: string | null;
    receipt: string | null;
    prompted_at: Date | string | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT DISTINCT ON (${column}) ${column} AS owner, status, failure, receipt, prompted_at, created_at FROM payments
        WHERE ${column} IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) ORDER BY ${column}, created_at DESC`,
  );
  for (const row of rows) {
    const pending = row.status === 'starting' || row.status === 'prompted';
    found.set(row.owner, {
      pending,
      promptedAt: pending ? new Date(row.prompted_at ?? row.created_at).toISOString() : null,
      failure: row.status === 'failed' ? row.failure : null,
      receipt: row.status === 'paid' ? row.receipt : null,
    });
  }
  return found;
}

/** The tenant's prompt for the first month and the deposit: one open at a time (startPayment). */
export function promptTenancy(
  deps: PaymentDeps,
  tenancy: { id: string; tenantId: string; phone: string; rent: number; deposit: number; what: string },
): Promise<PaymentRow> {
  return startPayment(deps, {
    purpose: 'tenancy',
    subject: `tenancy:${tenancy.id}`,
    payerId: tenancy.tenantId,
    phone: tenancy.phone,
    amount: tenancy.rent + tenancy.deposit,
    tenancyId: tenancy.id,
    what: tenancy.what,
    reference: `NYUMBA${tenancy.id.slice(0, 6).toUpperCase()}`,
    description: 'Nyumba rent',
  });
}

/** A confirmed payment held: the first month in `held-rent`, the deposit in `held-deposit`. */
export async function holdTenancyPayment(
  tx: Transaction,
  payment: PaymentRow,
  terms: { rent: number; deposit: number },
): Promise<void> {
  await post(tx, { kind: 'tenancy-paid', tenancyId: payment.tenancyId, paymentId: payment.id }, [
    { account: 'mpesa', amount: payment.amount },
    { account: 'held-rent', amount: -terms.rent },
    { account: 'held-deposit', amount: -terms.deposit },
  ]);
}

/** A payment that came after the tenancy stopped waiting for it: owed back in full. */
export async function refundLatePayment(deps: PaymentDeps, tx: Transaction, payment: PaymentRow): Promise<void> {
  await tx.update(payments).set({ status: 'late' }).where(eq(payments.id, payment.id));
  await post(
    tx,
    {
      kind: 'late-paid',
      tenancyId: payment.tenancyId,
      jobId: payment.jobId,
      paymentId: payment.id,
      memo: payment.jobId ? 'paid after the job stopped waiting' : 'paid after the tenancy stopped waiting',
    },
    [
      { account: 'mpesa', amount: payment.amount },
      { account: 'payable', amount: -payment.amount, party: payment.payerId },
    ],
  );
  await createPayout(deps, tx, {
    purpose: 'refund',
    paymentId: payment.id,
    stayId: null,
    tenancyId: payment.tenancyId,
    jobId: payment.jobId,
    recipientId: payment.payerId,
    phone: payment.phone,
    amount: payment.amount,
    what: payment.what,
  });
}

export interface HeldMove {
  tenancyId: string;
  from: 'held-rent' | 'held-deposit';
  amount: number;
  /** Whom it goes to, and whether that is a payout (the lister's) or a refund (the tenant's). */
  to: string;
  purpose: 'payout' | 'refund';
  kind: 'rent-released' | 'tenancy-refunded' | 'deposit-settled';
  what: string;
  memo: string;
}

/**
 * Money out of a tenancy's hold to one person, in `tx`: a balanced journal from the held
 * account into `payable`, and a payout by B2C (sent once committed, with an originator id of
 * its own that never changes, so it is paid once however often it is sent or asked about).
 * A refund goes back to the number that paid; a payout to the person's proven number.
 */
export async function payFromHold(deps: PaymentDeps, tx: Transaction, move: HeldMove): Promise<void> {
  if (move.amount <= 0) return;
  const [paid] = await tx
    .select({ id: payments.id, phone: payments.phone })
    .from(payments)
    .where(sql`${payments.tenancyId} = ${move.tenancyId} AND ${payments.status} = 'paid'`)
    .limit(1);
  await post(tx, { kind: move.kind, tenancyId: move.tenancyId, paymentId: paid?.id ?? null, memo: move.memo }, [
    { account: move.from, amount: move.amount },
    { account: 'payable', amount: -move.amount, party: move.to },
  ]);
  await createPayout(deps, tx, {
    purpose: move.purpose,
    paymentId: paid?.id ?? null,
    stayId: null,
    tenancyId: move.tenancyId,
    recipientId: move.to,
    phone:
      move.purpose === 'refund' && paid
        ? paid.phone
        : move.purpose === 'refund'
          ? await provenNumberOf(tx, move.to)
          : await payeeNumberOf(tx, move.to, await tenancyListing(tx, move.tenancyId)),
    amount: move.amount,
    what: move.what,
  });
}

/** The listing a tenancy is on (its agency's payout number is where a landlord's share goes). */
async function tenancyListing(tx: Transaction, tenancyId: string): Promise<string | null> {
  const [row] = await tx.select({ listingId: tenancies.listingId }).from(tenancies).where(eq(tenancies.id, tenancyId));
  return row?.listingId ?? null;
}
