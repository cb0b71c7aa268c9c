import { timingSafeEqual } from 'node:crypto';
import {
  type CodeSentResponse,
  DAY_MS,
  maskPhone,
  MINUTE_MS,
  PHONE_CODE_EXPIRED,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_CODE_WRONG,
  PHONE_LOCK_MINUTES,
  PHONE_LOCKED,
  PHONE_RESEND_SECONDS,
  PHONE_RESEND_WAIT,
} from '@nyumba/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { PHONE_CODE_PURPOSES } from '../../db/schema-phone.ts';
import { users } from '../../db/schema.ts';
import { phoneCodes } from '../../db/schema-phone.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { hashCode } from './code-hash.ts';
import { queueSmsOrRefuse, type SmsDeps } from './sms.ts';

type CodePurpose = Exclude<(typeof PHONE_CODE_PURPOSES)[number], 'sign-up' | 'reset'>;

export interface CodeDeps extends SmsDeps {
  db: Database;
}

export interface CodeKey {
  userId: string;
  phone: string;
  purpose: CodePurpose;
}

/**
 * Sends a new 6-digit code for `key` by SMS, replacing any earlier one for the same person,
 * number and purpose: no sooner than a minute after the last, not while the number is locked
 * for wrong codes, within every cap (sms-gate.ts; an established account's codes may use the
 * budget's reserve). The code itself is made when the SMS goes and kept only as a hash, for
 * 10 minutes. `tx` also carries the caller's own writes (a listing).
 */
export async function sendCode(
  deps: CodeDeps,
  tx: Transaction,
  request: CodeKey & {
    listingId?: string;
    tenancyId?: string;
    address: string | null;
    language: string | null | undefined;
  },
  now = new Date(),
): Promise<Omit<CodeSentResponse, 'success' | 'message'>> {
  const key: CodeKey = { userId: request.userId, phone: request.phone, purpose: request.purpose };
  const [earlier] = await tx
    .select()
    .from(phoneCodes)
    .where(
      and(eq(phoneCodes.userId, key.userId), eq(phoneCodes.phone, key.phone), eq(phoneCodes.purpose, key.purpose)),
    );
  if (earlier?.lockedUntil && earlier.lockedUntil > now) throw new HttpError(429, PHONE_LOCKED);
  if (earlier && now.getTime() - earlier.sentAt.getTime() < PHONE_RESEND_SECONDS * 1000)
    throw new HttpError(429, PHONE_RESEND_WAIT);
  const smsId = await queueSmsOrRefuse(deps, tx, {
    to: key.phone,
    kind: 'code',
    userId: key.userId,
    address: request.address,
    reserved: await mayUseReserve(tx, key.userId, now),
    // Signing goes to the number the account proved already (the caller checked): its own phone.
    ownNumber: key.purpose === 'tenancy-sign',
    content: {
      say: key.purpose === 'listing-number' ? 'listingCode' : key.purpose === 'tenancy-sign' ? 'tenancyCode' : 'code',
      language: request.language === 'sw' ? 'sw' : 'en',
      purpose: key.purpose,
    },
  });
  const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * MINUTE_MS);
  const values = {
    codeHash: null,
    smsId,
    sentAt: now,
    expiresAt,
    attempts: 0,
    lockedUntil: null,
    listingId: request.listingId ?? null,
    tenancyId: request.tenancyId ?? null,
  };
  await tx
    .insert(phoneCodes)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: [phoneCodes.userId, phoneCodes.phone, phoneCodes.purpose], set: values });
  return {
    sentTo: maskPhone(key.phone),
    expiresAt: expiresAt.toISOString(),
    resendAt: new Date(now.getTime() + PHONE_RESEND_SECONDS * 1000).toISOString(),
  };
}

/**
 * Whether a signed-in person's code may use the budget's reserve: an account a day old and
 * confirmed (an address or a number proven). A flood of fresh throwaway accounts typing
 * strangers' numbers stops where a flood of sign-ups does.
 */
async function mayUseReserve(tx: Transaction, userId: string, now: Date): Promise<boolean> {
  const [user] = await tx
    .select({ createdAt: users.createdAt, email: users.emailVerifiedAt, phone: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(user && user.createdAt.getTime() < now.getTime() - DAY_MS && (user.email || user.phone));
}

/** A hash given against one kept (null: its SMS has not gone yet), in constant time. */
export function sameCodeHash(given: string, kept: string | null): boolean {
  if (!kept) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(kept, 'hex'));
}

/**
 * Checks a code for `key`, in a transaction of its own so that a wrong try is counted even
 * though the request fails: five wrong tries lock the number for that purpose for 15 minutes.
 * Compared in constant time. A right code is not spent here: `spendCode` takes it in the
 * transaction that does what it proves, so two right answers at once do the thing once.
 */
export async function checkCode(db: Database, key: CodeKey, code: string, now = new Date()) {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(phoneCodes)
      .where(
        and(eq(phoneCodes.userId, key.userId), eq(phoneCodes.phone, key.phone), eq(phoneCodes.purpose, key.purpose)),
      )
      .for('update');
    if (!row) return { error: PHONE_CODE_EXPIRED, status: 400 } as const;
    if (row.lockedUntil && row.lockedUntil > now) return { error: PHONE_LOCKED, status: 429 } as const;
    if (row.expiresAt <= now) return { error: PHONE_CODE_EXPIRED, status: 400 } as const;
    if (sameCodeHash(hashCode(key, code), row.codeHash)) return { row: { ...row, codeHash: row.codeHash! } } as const;
    const attempts = row.attempts + 1;
    await tx
      .update(phoneCodes)
      .set({
        attempts,
        lockedUntil: attempts >= PHONE_CODE_TRIES ? new Date(now.getTime() + PHONE_LOCK_MINUTES * MINUTE_MS) : null,
      })
      .where(
        and(eq(phoneCodes.userId, key.userId), eq(phoneCodes.phone, key.phone), eq(phoneCodes.purpose, key.purpose)),
      );
    return attempts >= PHONE_CODE_TRIES
      ? ({ error: PHONE_LOCKED, status: 429 } as const)
      : ({ error: PHONE_CODE_WRONG, status: 400 } as const);
  });
  if ('row' in outcome && outcome.row) return outcome.row;
  const { status, error } = outcome as { status: number; error: string };
  throw new HttpError(status, error, status === 400 ? { code: error } : undefined);
}

/** Takes the checked code in `tx`: false when another request took it first (it then proves nothing twice). */
export async function spendCode(tx: Transaction, key: CodeKey, codeHash: string): Promise<boolean> {
  const taken = await tx
    .delete(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, key.userId),
        eq(phoneCodes.phone, key.phone),
        eq(phoneCodes.purpose, key.purpose),
        eq(phoneCodes.codeHash, codeHash),
      ),
    )
    .returning({ phone: phoneCodes.phone });
  return taken.length > 0;
}
