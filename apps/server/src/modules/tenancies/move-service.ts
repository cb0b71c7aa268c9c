import {
  TENANCY_NOT_YOUR_STEP,
  HOUR_MS,
  kenyaToday,
  TENANCY_DEDUCTIONS_NOT_WAITING,
  TENANCY_DEDUCTIONS_TOO_MUCH,
  TENANCY_INVENTORY_ANSWER_HOURS,
  TENANCY_INVENTORY_NOT_WAITING,
  TENANCY_KEYS_NOT_PAID,
  TENANCY_KEYS_TOO_EARLY,
  TENANCY_MOVE_OUT_FIXED,
  TENANCY_MOVE_OUT_NOT_WAITING,
  TENANCY_MOVE_OUT_PAST,
  TENANCY_MOVE_OUT_NOT_YET,
  TENANCY_NOTICE_NOT_LIVE,
  TENANCY_NOTICE_TOO_SOON,
  TENANCY_PHOTO_NOT_YOURS,
  type InventoryRoom,
  type TenancyDeductionsBody,
  type TenancyInventoryAnswerBody,
  type TenancyMoveOutBody,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../../db/schema.ts';
import { tenancies } from '../../db/schema-tenancies.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-errors.ts';
import { ownPhotoPaths } from '../images/index.ts';
import type { TenancyDeps } from './deps.ts';
import { releaseRent, settleDeposit } from './money-service.ts';
import { tellParty } from './tenancy-notices.ts';
import { tenancyFor, type TenancyRow } from './tenancy-read.ts';

// Living in it: the keys and the move-in inventory, the lister's countersignature, notice,
// and the move-out inventory with its deductions (docs/tenancies.md).

/** Photos as stored addresses, each one the caller uploaded (a photo of someone else's is refused). */
const ownPhotos = (deps: TenancyDeps, userId: string, urls: string[], field: string) =>
  ownPhotoPaths(deps.db, deps.imageBaseUrl, userId, urls, field, TENANCY_PHOTO_NOT_YOURS);

async function ownRooms(deps: TenancyDeps, userId: string, rooms: InventoryRoom[]) {
  return Promise.all(
    rooms.map(async (room) => ({ ...room, photos: await ownPhotos(deps, userId, room.photos, 'inventory') })),
  );
}

const photosOf = (row: Pick<TenancyRow, 'inventoryIn' | 'inventoryOut' | 'deductions'>) => [
  ...new Set([
    ...(row.inventoryIn?.rooms ?? []).flatMap((room) => room.photos),
    ...(row.inventoryOut?.rooms ?? []).flatMap((room) => room.photos),
    ...(row.deductions ?? []).flatMap((deduction) => deduction.photos ?? []),
  ]),
];

/**
 * The tenant has the keys (from the move-in date, once paid) and records each room: the first
 * month goes to the lister, the deposit stays held, and the lister has 72 hours to countersign
 * or comment on the inventory.
 */
export async function confirmKeys(
  deps: TenancyDeps,
  tenant: UserRow,
  id: string,
  rooms: InventoryRoom[],
  now = new Date(),
) {
  const own = await ownRooms(deps, tenant.id, rooms);
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, tenant, true);
    if (role !== 'tenant') throw forbidden(TENANCY_NOT_YOUR_STEP);
    if (row.status !== 'paid') throw conflict(TENANCY_KEYS_NOT_PAID);
    if (kenyaToday(now) < row.moveIn) throw conflict(TENANCY_KEYS_TOO_EARLY);
    await releaseRent(deps, tx, row, 'the tenant has the keys');
    const inventoryIn = { rooms: own, recordedAt: now.toISOString() };
    const [moved] = await tx
      .update(tenancies)
      .set({
        status: 'moved-in',
        keysAt: now,
        inventoryIn,
        photos: photosOf({ ...row, inventoryIn }),
        updatedAt: now,
      })
      .where(eq(tenancies.id, id))
      .returning();
    await tellParty(deps, tx, row.listerId, id, 'tenancyNews');
    return moved!;
  });
}

/** The lister countersigns the move-in inventory or comments on it, within 72 hours of the keys. */
export async function answerInventory(
  deps: TenancyDeps,
  lister: UserRow,
  id: string,
  body: TenancyInventoryAnswerBody,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, lister, true);
    if (role !== 'lister') throw forbidden(TENANCY_NOT_YOUR_STEP);
    const open =
      row.inventoryIn &&
      !row.inventoryAnswer &&
      row.keysAt &&
      now.getTime() - row.keysAt.getTime() <= TENANCY_INVENTORY_ANSWER_HOURS * HOUR_MS;
    if (!open) throw conflict(TENANCY_INVENTORY_NOT_WAITING);
    const [answered] = await tx
      .update(tenancies)
      .set({ inventoryAnswer: { answer: body.answer, note: body.note ?? '', at: now.toISOString() }, updatedAt: now })
      .where(eq(tenancies.id, id))
      .returning();
    await tellParty(deps, tx, row.tenantId, id, 'tenancyNews');
    return answered!;
  });
}

/** `months` calendar months after `day` (the 31st of a shorter month is its last day). */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/**
 * Notice. A date at least the signed notice period away ends the tenancy on it. An earlier one
 * needs both: it waits as one side's proposal until the other sends the same date (which may
 * be today). Once a date is fixed, the other side sending it again changes nothing.
 */
export async function giveNotice(deps: TenancyDeps, user: UserRow, id: string, moveOut: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, user, true);
    if (role === 'moderator') throw forbidden(TENANCY_NOT_YOUR_STEP);
    const today = kenyaToday(now);
    if (moveOut < today) throw badRequest('moveOut', TENANCY_MOVE_OUT_PAST);
    if (row.status === 'ending') {
      if (row.moveOut === moveOut) return row;
      throw conflict(TENANCY_MOVE_OUT_FIXED);
    }
    if (row.status !== 'moved-in') throw conflict(TENANCY_NOTICE_NOT_LIVE);
    const full = moveOut >= addMonths(today, row.noticeMonths);
    const agreed = !full && row.noticeBy !== null && row.noticeBy !== role && row.moveOut === moveOut;
    if (!full && !agreed && row.noticeBy === role && row.moveOut === moveOut) throw conflict(TENANCY_NOTICE_TOO_SOON);
    const [noticed] = await tx
      .update(tenancies)
      .set({
        status: full || agreed ? 'ending' : 'moved-in',
        moveOut,
        noticeBy: agreed ? row.noticeBy : role,
        noticeAt: agreed ? row.noticeAt : now,
        noticeAgreed: agreed,
        updatedAt: now,
      })
      .where(eq(tenancies.id, id))
      .returning();
    await tellParty(deps, tx, role === 'tenant' ? row.listerId : row.tenantId, id, 'tenancyNews');
    return noticed!;
  });
}

/**
 * From the move-out date the lister records the rooms as left and proposes deductions (never
 * above the deposit), or none: then the deposit goes back at once. With deductions the tenant
 * answers within 7 days.
 */
export async function recordMoveOut(
  deps: TenancyDeps,
  lister: UserRow,
  id: string,
  body: TenancyMoveOutBody,
  now = new Date(),
) {
  const rooms = body.inventory ? await ownRooms(deps, lister.id, body.inventory) : null;
  const deductions = await Promise.all(
    body.deductions.map(async (d) => ({ ...d, photos: await ownPhotos(deps, lister.id, d.photos, 'deductions') })),
  );
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, lister, true);
    if (role !== 'lister') throw forbidden(TENANCY_NOT_YOUR_STEP);
    if (row.status !== 'ending' || row.deductionsAt) throw conflict(TENANCY_MOVE_OUT_NOT_WAITING);
    if (!row.moveOut || kenyaToday(now) < row.moveOut) throw conflict(TENANCY_MOVE_OUT_NOT_YET);
    const total = deductions.reduce((sum, d) => sum + d.amount, 0);
    if (total > row.deposit) throw badRequest('deductions', TENANCY_DEDUCTIONS_TOO_MUCH);
    const inventoryOut = { rooms: rooms ?? row.inventoryIn?.rooms ?? [], recordedAt: now.toISOString() };
    if (total === 0) await settleDeposit(deps, tx, row, 0, 'moved out: no deductions');
    const [recorded] = await tx
      .update(tenancies)
      .set({
        inventoryOut,
        deductions,
        deductionsAt: now,
        photos: photosOf({ ...row, inventoryOut, deductions }),
        ...(total === 0 ? { status: 'ended' as const, endedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(tenancies.id, id))
      .returning();
    await tellParty(deps, tx, row.tenantId, id, 'tenancyNews');
    return recorded!;
  });
}

/** The tenant accepts the deductions (the deposit is paid out as proposed) or disputes them (a moderator decides). */
export async function answerDeductions(
  deps: TenancyDeps,
  tenant: UserRow,
  id: string,
  body: TenancyDeductionsBody,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, tenant, true);
    if (role !== 'tenant') throw forbidden(TENANCY_NOT_YOUR_STEP);
    if (row.status !== 'ending' || !row.deductions?.length || row.deductionsAnswer)
      throw conflict(TENANCY_DEDUCTIONS_NOT_WAITING);
    const total = row.deductions.reduce((sum, d) => sum + d.amount, 0);
    if (body.answer === 'accept') await settleDeposit(deps, tx, row, total, 'the tenant accepted the deductions');
    const [answered] = await tx
      .update(tenancies)
      .set({
        deductionsAnswer: body.answer,
        deductionsNote: body.note ?? null,
        status: body.answer === 'accept' ? 'ended' : 'disputed',
        ...(body.answer === 'accept' ? { endedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(tenancies.id, id))
      .returning();
    await tellParty(deps, tx, row.listerId, id, 'tenancyNews');
    return answered!;
  });
}
