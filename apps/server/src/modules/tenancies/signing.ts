import {
  HOUR_MS,
  maskPhone,
  PHONE_CODE_EXPIRED,
  PHONE_CODE_USED,
  TENANCY_ALREADY_SIGNED,
  TENANCY_NEEDS_NUMBER,
  TENANCY_NOT_SIGNABLE,
  TENANCY_PAY_HOURS,
} from '@nyumba/domain';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../db/schema.ts';
import { tenancies, tenancySignatures } from '../../db/schema-tenancies.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { provenNumberOf } from '../payments/index.ts';
import { checkCode, sendCode, spendCode } from '../phone/index.ts';
import type { TenancyDeps } from './deps.ts';
import { tellParty } from './tenancy-notices.ts';
import { tenancyFor, type TenancyRow } from './tenancy-read.ts';

type Side = 'tenant' | 'lister';

/** The party's side, and the agreement waiting for their signature (not signed by them yet). */
async function waitingFor(deps: TenancyDeps, user: UserRow, id: string) {
  const { row, role } = await tenancyFor(deps.db, id, user);
  if (role === 'moderator' || row.status !== 'accepted' || !row.agreementHash) throw conflict(TENANCY_NOT_SIGNABLE);
  const [mine] = await deps.db
    .select({ role: tenancySignatures.role })
    .from(tenancySignatures)
    .where(
      and(
        eq(tenancySignatures.tenancyId, id),
        eq(tenancySignatures.role, role),
        eq(tenancySignatures.agreementHash, row.agreementHash),
      ),
    );
  if (mine) throw conflict(TENANCY_ALREADY_SIGNED);
  return { row, role: role as Side };
}

/** A code by SMS to the party's proven number, to sign this tenancy's agreement (the caps codes have). */
export async function sendSignCode(deps: TenancyDeps, user: UserRow, id: string, address: string | null) {
  await waitingFor(deps, user, id);
  const phone = await provenNumberOf(deps.db, user.id);
  if (!phone) throw conflict(TENANCY_NEEDS_NUMBER);
  return deps.db.transaction((tx) =>
    sendCode(deps, tx, {
      userId: user.id,
      phone,
      purpose: 'tenancy-sign',
      tenancyId: id,
      address,
      language: user.language,
    }),
  );
}

/**
 * The code signs the agreement as it reads now (its SHA-256), for this party, with the masked
 * number, the time and the address. When both have signed the same text, the tenant has
 * TENANCY_PAY_HOURS to pay.
 */
export async function sign(
  deps: TenancyDeps,
  user: UserRow,
  id: string,
  code: string,
  address: string | null,
  now = new Date(),
): Promise<TenancyRow> {
  await waitingFor(deps, user, id);
  const phone = await provenNumberOf(deps.db, user.id);
  if (!phone) throw conflict(TENANCY_NEEDS_NUMBER);
  const key = { userId: user.id, phone, purpose: 'tenancy-sign' as const };
  const checked = await checkCode(deps.db, key, code);
  if (checked.tenancyId !== id) throw badRequest('code', PHONE_CODE_EXPIRED);
  return deps.db.transaction(async (tx) => {
    const { row, role } = await tenancyFor(tx, id, user, true);
    if (row.status !== 'accepted' || !row.agreementHash) throw conflict(TENANCY_NOT_SIGNABLE);
    if (!(await spendCode(tx, key, checked.codeHash))) throw badRequest('code', PHONE_CODE_USED);
    const inserted = await tx
      .insert(tenancySignatures)
      .values({
        tenancyId: id,
        userId: user.id,
        role: role as Side,
        agreementHash: row.agreementHash,
        phone: maskPhone(phone),
        address,
        signedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw conflict(TENANCY_ALREADY_SIGNED);
    const signed = await tx
      .select({ role: tenancySignatures.role })
      .from(tenancySignatures)
      .where(and(eq(tenancySignatures.tenancyId, id), eq(tenancySignatures.agreementHash, row.agreementHash)));
    const other = role === 'tenant' ? row.listerId : row.tenantId;
    if (new Set(signed.map((s) => s.role)).size < 2) {
      await tellParty(deps, tx, other, id, 'tenancyNews');
      return row;
    }
    const [both] = await tx
      .update(tenancies)
      .set({ status: 'signed', payBy: new Date(now.getTime() + TENANCY_PAY_HOURS * HOUR_MS), updatedAt: now })
      .where(eq(tenancies.id, id))
      .returning();
    await tellParty(deps, tx, other, id, 'tenancyNews');
    return both!;
  });
}
