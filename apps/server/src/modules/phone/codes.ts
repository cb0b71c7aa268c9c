import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type CodeSentResponse,
  DAY_MS,
  HOUR_MS,
  maskPhone,
  MINUTE_MS,
  PHONE_CODE_EXPIRED,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_CODE_WRONG,
  PHONE_CODES_LIMIT,
  PHONE_CODES_PER_ACCOUNT_DAY,
  PHONE_CODES_PER_ACCOUNT_HOUR,
  PHONE_CODES_PER_NUMBER_DAY,
  PHONE_CODES_PER_NUMBER_HOUR,
  PHONE_LOCK_MINUTES,
  PHONE_LOCKED,
  PHONE_RESEND_SECONDS,
  PHONE_RESEND_WAIT,
  PHONE_SMS_BUSY,
} from '@nyumba/domain';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import type { PHONE_CODE_PURPOSES } from '../../db/schema-phone.ts';
import { phoneCodes } from '../../db/schema-phone.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { queueSms, type SmsDeps } from './sms.ts';

type CodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

export interface CodeDeps extends SmsDeps {
  db: Database;
  /** The cluster's SMS in an hour, and one address's codes in an hour (config). */
  hourlyBudget: number;
  perAddressHour: number;
}

export interface CodeKey {
  userId: string;
  phone: string;
  purpose: CodePurpose;
}

const hashCode = (key: CodeKey, code: string) =>
  createHash('sha256').update(`${key.userId}:${key.phone}:${key.purpose}:${code}`).digest('hex');

// Advisory locks keyed by text: every server counts a number's, an account's and the
// cluster's codes under the same lock, so requests at once cannot all be the last allowed.
const lockOn = (tx: Transaction, name: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);

async function countSince(tx: Transaction, where: ReturnType<typeof sql>, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM sms_messages WHERE ${where} AND created_at > ${since}`,
  );
  return row?.n ?? 0;
}

/**
 * The caps on codes, each against what every server recorded (sms_messages), under locks on
 * the number, the account and the cluster's budget: a number is sent at most 3 an hour and 10
 * a day, an account asks for at most 6 an hour and 20 a day, an address for at most
 * SMS_CODES_PER_ADDRESS_HOUR, and the cluster sends at most SMS_HOURLY_BUDGET SMS an hour.
 */
async function assertMaySend(deps: CodeDeps, tx: Transaction, key: CodeKey, address: string | null, now: Date) {
  await lockOn(tx, `sms-number:${key.phone}`);
  await lockOn(tx, `sms-account:${key.userId}`);
  const hour = new Date(now.getTime() - HOUR_MS);
  const day = new Date(now.getTime() - DAY_MS);
  const code = sql`kind = 'code'`;
  const toNumber = sql`${code} AND "to" = ${key.phone}`;
  const byAccount = sql`${code} AND user_id = ${key.userId}`;
  if ((await countSince(tx, toNumber, hour)) >= PHONE_CODES_PER_NUMBER_HOUR)
    throw new HttpError(429, PHONE_CODES_LIMIT);
  if ((await countSince(tx, toNumber, day)) >= PHONE_CODES_PER_NUMBER_DAY) throw new HttpError(429, PHONE_CODES_LIMIT);
  if ((await countSince(tx, byAccount, hour)) >= PHONE_CODES_PER_ACCOUNT_HOUR)
    throw new HttpError(429, PHONE_CODES_LIMIT);
  if ((await countSince(tx, byAccount, day)) >= PHONE_CODES_PER_ACCOUNT_DAY)
    throw new HttpError(429, PHONE_CODES_LIMIT);
  if (address) {
    await lockOn(tx, `sms-address:${address}`);
    if ((await countSince(tx, sql`${code} AND address = ${address}`, hour)) >= deps.perAddressHour)
      throw new HttpError(429, PHONE_CODES_LIMIT);
  }
  await lockOn(tx, 'sms-budget');
  if ((await countSince(tx, sql`true`, hour)) >= deps.hourlyBudget) {
    // The alert line operators watch for (docs/phone.md): the budget ran out this hour.
    deps.log.warn({ budget: deps.hourlyBudget }, 'SMS hourly budget reached: codes are refused until the hour passes');
    throw new HttpError(503, PHONE_SMS_BUSY, undefined, { 'retry-after': '3600' });
  }
}

/**
 * Sends a new 6-digit code for `key` by SMS (its text from `text`), replacing any earlier one
 * for the same person, number and purpose: no sooner than a minute after the last, not while
 * the number is locked for wrong codes, within every cap. The code is kept only as a hash, for
 * 10 minutes. `tx` also carries the caller's own writes (a new account, a listing).
 */
export async function sendCode(
  deps: CodeDeps,
  tx: Transaction,
  request: CodeKey & { listingId?: string; address: string | null; text: (code: string) => string },
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
  await assertMaySend(deps, tx, key, request.address, now);
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * MINUTE_MS);
  const values = {
    codeHash: hashCode(key, code),
    sentAt: now,
    expiresAt,
    attempts: 0,
    lockedUntil: null,
    listingId: request.listingId ?? null,
  };
  await tx
    .insert(phoneCodes)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: [phoneCodes.userId, phoneCodes.phone, phoneCodes.purpose], set: values });
  await queueSms(deps, tx, {
    to: key.phone,
    text: request.text(code),
    kind: 'code',
    userId: key.userId,
    address: request.address,
  });
  return {
    sentTo: maskPhone(key.phone),
    expiresAt: expiresAt.toISOString(),
    resendAt: new Date(now.getTime() + PHONE_RESEND_SECONDS * 1000).toISOString(),
  };
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
    const given = Buffer.from(hashCode(key, code), 'hex');
    if (timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) return { row } as const;
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
