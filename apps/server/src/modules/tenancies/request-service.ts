import { createHash } from 'node:crypto';
import {
  TENANCY_NOT_YOUR_STEP,
  addDays,
  agreementText,
  kenyaToday,
  PAYMENTS_OFF,
  TENANCY_DEFAULT_DEPOSIT_MONTHS,
  TENANCY_DEFAULT_DUE_DAY,
  TENANCY_DEFAULT_NOTICE_MONTHS,
  TENANCY_LISTER_NEEDS_NUMBER,
  TENANCY_MOVE_IN_FAR,
  TENANCY_MOVE_IN_MAX_DAYS,
  TENANCY_MOVE_IN_PAST,
  TENANCY_NEEDS_NUMBER,
  TENANCY_NOT_RENTAL,
  TENANCY_NOT_REQUESTED,
  TENANCY_ONE_WAITING,
  TENANCY_OWN_LISTING,
  TENANCY_TERMS_LOCKED,
  type TenancyAnswerBody,
  type TenancyRequestBody,
  type TenancyTermsBody,
} from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings, users, type UserRow } from '../../db/schema.ts';
import { tenancies, tenancySignatures } from '../../db/schema-tenancies.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { listingIsPublic } from '../moderation/index.ts';
import { provenNumberOf } from '../payments/index.ts';
import type { TenancyDeps } from './deps.ts';
import { tellParty } from './tenancy-notices.ts';
import { tenancyFor, type TenancyRow } from './tenancy-read.ts';

/**
 * A tenant asks to rent a rental listing: the tenant and the lister each need a proven number
 * (they sign with it, and are paid to it), the move-in is from today to six months ahead, and
 * one request per tenant and listing waits at a time (the unique index, whichever server).
 * The rent and deposit are the listing's now; the lister's answer fixes them.
 */
export async function requestTenancy(
  deps: TenancyDeps,
  tenant: UserRow,
  body: TenancyRequestBody,
  address: string | null,
  now = new Date(),
): Promise<TenancyRow> {
  const [listing] = await deps.db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      type: listings.type,
      price: listings.price,
      depositMonths: listings.depositMonths,
      public: sql<boolean>`${listingIsPublic}`,
    })
    .from(listings)
    .where(eq(listings.id, body.listingId));
  if (!listing || !listing.public) throw notFound('Listing not found');
  if (listing.type !== 'rentals') throw conflict(TENANCY_NOT_RENTAL);
  if (listing.ownerId === tenant.id) throw conflict(TENANCY_OWN_LISTING);
  if (!tenant.phone || !tenant.phoneVerifiedAt) throw conflict(TENANCY_NEEDS_NUMBER);
  const today = kenyaToday(now);
  if (body.moveIn < today) throw badRequest('moveIn', TENANCY_MOVE_IN_PAST);
  if (body.moveIn > addDays(today, TENANCY_MOVE_IN_MAX_DAYS)) throw badRequest('moveIn', TENANCY_MOVE_IN_FAR);
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await provenNumberOf(tx, listing.ownerId))) throw conflict(TENANCY_LISTER_NEEDS_NUMBER);
      const depositMonths = listing.depositMonths ?? TENANCY_DEFAULT_DEPOSIT_MONTHS;
      const [row] = await tx
        .insert(tenancies)
        .values({
          listingId: listing.id,
          tenantId: tenant.id,
          listerId: listing.ownerId,
          moveIn: body.moveIn,
          months: body.months ?? null,
          message: body.message,
          rent: listing.price,
          depositMonths,
          deposit: listing.price * depositMonths,
          dueDay: TENANCY_DEFAULT_DUE_DAY,
          noticeMonths: TENANCY_DEFAULT_NOTICE_MONTHS,
        })
        .returning();
      await tellParty(deps, tx, listing.ownerId, row!.id, 'tenancyRequested', address);
      return row!;
    });
  } catch (error) {
    if (uniqueViolation(error)?.includes('one_waiting')) throw conflict(TENANCY_ONE_WAITING);
    throw error;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Draws the agreement from the tenancy's terms, the listing and both parties' proven numbers,
 * in `tx`. A text that changed voids the signatures on the old one (they signed its hash),
 * and a tenancy both had signed waits for them again.
 */
async function draft(tx: Transaction, row: TenancyRow): Promise<TenancyRow> {
  const [listing] = await tx
    .select({ name: listings.name, area: listings.areaName })
    .from(listings)
    .where(eq(listings.id, row.listingId));
  const people = await tx
    .select({ id: users.id, name: users.username })
    .from(users)
    .where(sql`${users.id} IN (${row.tenantId}, ${row.listerId})`);
  const nameOf = (id: string) => people.find((person) => person.id === id)?.name ?? '';
  const text = agreementText({
    reference: `T-${row.id.slice(0, 8).toUpperCase()}`,
    property: listing?.name ?? '',
    area: listing?.area ?? '',
    tenant: { name: nameOf(row.tenantId), phone: (await provenNumberOf(tx, row.tenantId)) ?? '' },
    lister: { name: nameOf(row.listerId), phone: (await provenNumberOf(tx, row.listerId)) ?? '' },
    rent: row.rent,
    deposit: row.deposit,
    depositMonths: row.depositMonths,
    moveIn: row.moveIn,
    months: row.months,
    dueDay: row.dueDay,
    noticeMonths: row.noticeMonths,
    utilities: row.utilities,
    houseRules: row.houseRules,
  });
  const hash = sha256(text);
  if (hash === row.agreementHash) return row;
  await tx.delete(tenancySignatures).where(eq(tenancySignatures.tenancyId, row.id));
  const [drawn] = await tx
    .update(tenancies)
    .set({
      agreement: text,
      agreementHash: hash,
      status: row.status === 'signed' ? 'accepted' : row.status,
      payBy: null,
      updatedAt: new Date(),
    })
    .where(eq(tenancies.id, row.id))
    .returning();
  return drawn!;
}

/** The lister's answer: accepted with the terms (and the agreement drafted), or declined with a reason. */
export async function answerTenancy(
  deps: TenancyDeps,
  lister: UserRow,
  id: string,
  body: TenancyAnswerBody,
  now = new Date(),
): Promise<TenancyRow> {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, lister, true);
    if (role !== 'lister') throw forbidden(TENANCY_NOT_YOUR_STEP);
    if (row.status !== 'requested') throw conflict(TENANCY_NOT_REQUESTED);
    if (body.answer === 'decline') {
      const [declined] = await tx
        .update(tenancies)
        .set({ status: 'declined', declineReason: body.reason ?? '', updatedAt: now })
        .where(eq(tenancies.id, id))
        .returning();
      await tellParty(deps, tx, row.tenantId, id, 'tenancyNews');
      return declined!;
    }
    // Accepting fixes money that will be held: payments must be set up to hold it.
    if (!deps.payments) throw conflict(PAYMENTS_OFF);
    const [listing] = await tx
      .select({ price: listings.price, depositMonths: listings.depositMonths })
      .from(listings)
      .where(eq(listings.id, row.listingId));
    const depositMonths = listing?.depositMonths ?? row.depositMonths;
    const rent = listing?.price ?? row.rent;
    const [accepted] = await tx
      .update(tenancies)
      .set({
        status: 'accepted',
        acceptedAt: now,
        rent,
        depositMonths,
        deposit: rent * depositMonths,
        ...(body.terms ?? {}),
        updatedAt: now,
      })
      .where(eq(tenancies.id, id))
      .returning();
    const drawn = await draft(tx, accepted!);
    await tellParty(deps, tx, row.tenantId, id, 'tenancyNews');
    return drawn;
  });
}

/** The lister changes the written terms before payment: the agreement is drawn again and any signature voided. */
export async function editTerms(deps: TenancyDeps, lister: UserRow, id: string, body: TenancyTermsBody) {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, lister, true);
    if (role !== 'lister') throw forbidden(TENANCY_NOT_YOUR_STEP);
    if (row.status !== 'accepted' && row.status !== 'signed') throw conflict(TENANCY_TERMS_LOCKED);
    const [changed] = await tx
      .update(tenancies)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(tenancies.id, id))
      .returning();
    const drawn = await draft(tx, changed!);
    if (drawn.agreementHash !== row.agreementHash) await tellParty(deps, tx, row.tenantId, id, 'tenancyNews');
    return drawn;
  });
}
