import {
  TENANCY_NOT_YOUR_STEP,
  kenyaToday,
  PAYMENTS_OFF,
  TENANCY_CANNOT_CANCEL,
  TENANCY_DECIDE_BEFORE_KEYS,
  TENANCY_NEEDS_NUMBER,
  TENANCY_NOT_BOTH_SIGNED,
  TENANCY_NOT_DUE,
  TENANCY_NOT_DISPUTED,
  TENANCY_PAY_TOO_LATE,
  TENANCY_PROBLEM_WINDOW,
  TENANCY_SPLIT_TOO_MUCH,
  tenantCancelRefund,
  type TenancyDecisionBody,
  type TenancyProblemBody,
} from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings, users, type UserRow } from '../../db/schema.ts';
import { tenancies } from '../../db/schema-tenancies.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-errors.ts';
import {
  assertExpectedTotal,
  creditPaymentsWith,
  holdTenancyPayment,
  payFromHold,
  promptTenancy,
  refundLatePayment,
  type PaymentDeps,
} from '../payments/index.ts';
import type { TenancyDeps } from './deps.ts';
import { tellParty } from './tenancy-notices.ts';
import { tenancyFor, type TenancyRow } from './tenancy-read.ts';

// The tenancy's money (docs/tenancies.md, "Money"): paid into a hold, the first month to the
// lister at the keys, everything back when the lister cancels or a moderator refunds, the
// deposit at move-out. Each move is a ledger journal and a B2C payout (payments/tenancy-money.ts).

const what = async (tx: Transaction, row: TenancyRow) =>
  (await tx.select({ name: listings.name }).from(listings).where(eq(listings.id, row.listingId)))[0]?.name ?? 'Tenancy';

/** The tenant pays the first month and the deposit, as signed, by an STK push (one open at a time). */
export async function payTenancy(
  deps: TenancyDeps,
  tenant: UserRow,
  id: string,
  now = new Date(),
  expectedTotal?: number,
): Promise<void> {
  const { row, role } = await tenancyFor(deps.db, id, tenant);
  if (role !== 'tenant') throw forbidden(TENANCY_NOT_YOUR_STEP);
  if (row.status === 'accepted') throw conflict(TENANCY_NOT_BOTH_SIGNED);
  if (row.status !== 'signed') throw conflict(TENANCY_NOT_DUE);
  if (row.payBy && row.payBy < now) throw conflict(TENANCY_PAY_TOO_LATE);
  if (!deps.payments) throw conflict(PAYMENTS_OFF);
  if (!tenant.phone || !tenant.phoneVerifiedAt) throw conflict(TENANCY_NEEDS_NUMBER);
  assertExpectedTotal(expectedTotal, row.rent + row.deposit);
  // The amount is the signed terms' own, never a number from the client.
  await promptTenancy(deps.payments, {
    id,
    tenantId: tenant.id,
    phone: tenant.phone,
    rent: row.rent,
    deposit: row.deposit,
    what: await deps.db.transaction((tx) => what(tx, row)),
  });
}

/**
 * A confirmed payment (payments/credit.ts, in its transaction): held when the tenancy still
 * waits for it, as signed; refunded in full when it came late (lapsed, cancelled, or the
 * agreement changed after the prompt: the price is what was signed).
 */
async function creditTenancy(
  deps: PaymentDeps,
  tx: Transaction,
  payment: Parameters<typeof holdTenancyPayment>[1],
  now: Date,
) {
  const [row] = payment.tenancyId
    ? await tx.select().from(tenancies).where(eq(tenancies.id, payment.tenancyId)).for('update')
    : [];
  if (!row || row.status !== 'signed' || payment.amount !== row.rent + row.deposit) {
    await refundLatePayment(deps, tx, payment);
    return;
  }
  await holdTenancyPayment(tx, payment, row);
  await tx.update(tenancies).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(tenancies.id, row.id));
  await tellParty({ ...deps, caps: deps.caps }, tx, row.listerId, row.id, 'tenancyNews');
}
creditPaymentsWith('tenancy', creditTenancy);

/** The first month goes to the lister (the keys, by word or by silence, or a moderator's release). */
export async function releaseRent(deps: TenancyDeps, tx: Transaction, row: TenancyRow, memo: string) {
  if (!deps.payments) throw conflict(PAYMENTS_OFF);
  await payFromHold(deps.payments, tx, {
    tenancyId: row.id,
    from: 'held-rent',
    amount: row.rent,
    to: row.listerId,
    purpose: 'payout',
    kind: 'rent-released',
    what: await what(tx, row),
    memo,
  });
}

/** Money held goes back to the tenant: the deposit, and the first month when `withRent`. */
async function refundTenant(deps: TenancyDeps, tx: Transaction, row: TenancyRow, withRent: boolean, memo: string) {
  if (!deps.payments) throw conflict(PAYMENTS_OFF);
  const name = await what(tx, row);
  const back = (from: 'held-rent' | 'held-deposit', amount: number) =>
    payFromHold(deps.payments!, tx, {
      tenancyId: row.id,
      from,
      amount,
      to: row.tenantId,
      purpose: 'refund',
      kind: 'tenancy-refunded',
      what: name,
      memo,
    });
  if (withRent) await back('held-rent', row.rent);
  await back('held-deposit', row.deposit);
}

/** The deposit at the end: `toLister` of it to the lister, the rest back to the tenant. */
export async function settleDeposit(
  deps: TenancyDeps,
  tx: Transaction,
  row: TenancyRow,
  toLister: number,
  memo: string,
) {
  if (!deps.payments) throw conflict(PAYMENTS_OFF);
  const name = await what(tx, row);
  const move = (to: string, amount: number, purpose: 'payout' | 'refund') =>
    payFromHold(deps.payments!, tx, {
      tenancyId: row.id,
      from: 'held-deposit',
      amount,
      to,
      purpose,
      kind: 'deposit-settled',
      what: name,
      memo,
    });
  await move(row.listerId, toLister, 'payout');
  await move(row.tenantId, row.deposit - toLister, 'refund');
}

/**
 * Cancelling before the keys. The tenant: nothing is owed before payment; after it, the
 * deposit comes back always and the first month when at least 7 days remain before the
 * move-in (else it goes to the lister), and only before the move-in date. The lister: all
 * comes back to the tenant, and it counts on their record.
 */
export async function cancelTenancy(deps: TenancyDeps, user: UserRow, id: string, reason: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, user, true);
    if (role === 'moderator') throw forbidden(TENANCY_NOT_YOUR_STEP);
    const today = kenyaToday(now);
    const open = row.status === 'requested' || row.status === 'accepted' || row.status === 'signed';
    if (!open && row.status !== 'paid') throw conflict(TENANCY_CANNOT_CANCEL);
    if (row.status === 'paid') {
      if (role === 'tenant') {
        if (today >= row.moveIn) throw conflict(TENANCY_CANNOT_CANCEL);
        const refund = tenantCancelRefund(row, today);
        await refundTenant(deps, tx, row, refund.firstMonth > 0, 'the tenant cancelled before moving in');
        if (refund.firstMonth === 0)
          await releaseRent(deps, tx, row, 'the tenant cancelled within 7 days of moving in');
      } else {
        await refundTenant(deps, tx, row, true, 'the lister cancelled: refunded in full');
      }
    }
    if (role === 'lister' && row.status !== 'requested')
      await tx
        .update(users)
        .set({ hostCancellations: sql`${users.hostCancellations} + 1` })
        .where(eq(users.id, row.listerId));
    const [cancelled] = await tx
      .update(tenancies)
      .set({ status: 'cancelled', cancelledBy: role, cancelReason: reason || null, endedAt: now, updatedAt: now })
      .where(eq(tenancies.id, id))
      .returning();
    await tellParty(deps, tx, role === 'tenant' ? row.listerId : row.tenantId, id, 'tenancyNews');
    return cancelled!;
  });
}

/** No keys, occupied, not as listed: from payment until the first month is released, the money stays held for a moderator. */
export async function reportProblem(
  deps: TenancyDeps,
  tenant: UserRow,
  id: string,
  body: TenancyProblemBody,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, tenant, true);
    if (role !== 'tenant') throw forbidden(TENANCY_NOT_YOUR_STEP);
    if (row.status !== 'paid') throw conflict(TENANCY_PROBLEM_WINDOW);
    const [held] = await tx
      .update(tenancies)
      .set({ status: 'disputed', problem: { ...body, at: now.toISOString() }, updatedAt: now })
      .where(eq(tenancies.id, id))
      .returning();
    await tellParty(deps, tx, row.listerId, id, 'tenancyNews');
    return held!;
  });
}

/**
 * A moderator decides, with a reason kept on the tenancy. A problem before the keys: refund
 * everything (the payouts go at once) or release the first month (as if the keys were
 * handed). A disputed deposit: `toLister` of it to the lister, the rest to the tenant.
 */
export async function decideTenancy(
  deps: TenancyDeps,
  moderator: UserRow,
  id: string,
  body: TenancyDecisionBody,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const { row } = await tenancyFor(tx, id, { id: moderator.id, moderator: true }, true);
    if (row.status !== 'disputed') throw conflict(TENANCY_NOT_DISPUTED);
    const decision = { outcome: body.outcome, reason: body.reason, at: now.toISOString(), by: moderator.id };
    let next: Partial<TenancyRow>;
    if (!row.keysAt) {
      if (body.outcome === 'split') throw badRequest('outcome', TENANCY_DECIDE_BEFORE_KEYS);
      if (body.outcome === 'refund') {
        await refundTenant(deps, tx, row, true, `a moderator refunded: ${body.reason}`);
        next = { status: 'cancelled', endedAt: now };
      } else {
        await releaseRent(deps, tx, row, `a moderator released: ${body.reason}`);
        next = { status: 'moved-in', keysAt: now };
      }
    } else {
      const toLister = body.outcome === 'split' ? (body.toLister ?? 0) : body.outcome === 'release' ? row.deposit : 0;
      if (toLister > row.deposit) throw badRequest('toLister', TENANCY_SPLIT_TOO_MUCH);
      await settleDeposit(deps, tx, row, toLister, `a moderator decided the deposit: ${body.reason}`);
      next = { status: 'ended', endedAt: now };
    }
    const [decided] = await tx
      .update(tenancies)
      .set({ ...next, decision, updatedAt: now })
      .where(eq(tenancies.id, id))
      .returning();
    await tellParty(deps, tx, row.tenantId, id, 'tenancyNews');
    await tellParty(deps, tx, row.listerId, id, 'tenancyNews');
    return decided!;
  });
}
