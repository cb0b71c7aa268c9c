import {
  type CodeSentResponse,
  DAY_MS,
  HOUR_MS,
  type Language,
  maskPhone,
  MINUTE_MS,
  PHONE_CODE_EXPIRED,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_CODE_WRONG,
  PHONE_CODES_LIMIT,
  PHONE_CODES_PER_NUMBER_DAY,
  PHONE_CODES_PER_NUMBER_HOUR,
  PHONE_LOCK_MINUTES,
  PHONE_LOCKED,
  PHONE_RESEND_SECONDS,
  PHONE_RESEND_WAIT,
} from '@nyumba/domain';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { phoneRequests } from '../../db/schema-phone.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { hashRequestCode } from './code-hash.ts';
import { sameCodeHash } from './codes.ts';
import { lockOn } from './sms-gate.ts';
import { queueSmsOrRefuse, type SmsDeps } from './sms.ts';

// Sign-up and "forgot password" by phone, asked by someone not signed in. Whether the number
// has an account must not show in the answer: its status, body, headers or time. So both
// kinds of number take one path here, the same checks in the same order and the same writes
// (a request row, an SMS row, a job); what the SMS says (a code, a warning, or nothing) is
// decided when it is sent (sms-render.ts), long after the answer left.

export type PhoneRequestRow = typeof phoneRequests.$inferSelect;
type Purpose = PhoneRequestRow['purpose'];

export interface PhoneRequestDeps extends SmsDeps {
  db: Database;
}

export interface PhoneAsk {
  purpose: Purpose;
  phone: string;
  address: string | null;
  language: Language;
  /** A sign-up's own credentials, kept with its own code. */
  account?: { username: string; usernameSkeleton: string; passwordHash: string };
  /** The sign-up this one asks again for (its chain), when the asker knows it. */
  chain?: string;
}

const count = async (tx: Transaction, phone: string, since: Date) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(phoneRequests)
    .where(and(eq(phoneRequests.phone, phone), gt(phoneRequests.createdAt, since)));
  return row?.n ?? 0;
};

/**
 * Records a sign-up or recovery request by phone and queues its SMS, under the caps codes
 * have: one a minute per number and purpose, 3 an hour and 10 a day per number (requests
 * counted, whoever holds the number), the address's hourly share and the cluster's budget
 * without its reserve. The answer carries the request's id: a sign-up's code proves that
 * request only.
 */
export async function askByPhone(
  deps: PhoneRequestDeps,
  ask: PhoneAsk,
  now = new Date(),
): Promise<Omit<CodeSentResponse, 'success' | 'message'> & { request: string }> {
  return deps.db.transaction(async (tx) => {
    await lockOn(tx, `sms-number:${ask.phone}`);
    const [latest] = await tx
      .select()
      .from(phoneRequests)
      .where(and(eq(phoneRequests.phone, ask.phone), eq(phoneRequests.purpose, ask.purpose)))
      .orderBy(desc(phoneRequests.createdAt))
      .limit(1);
    if (ask.purpose === 'reset' && latest?.lockedUntil && latest.lockedUntil > now)
      throw new HttpError(429, PHONE_LOCKED);
    if (latest && now.getTime() - latest.createdAt.getTime() < PHONE_RESEND_SECONDS * 1000)
      throw new HttpError(429, PHONE_RESEND_WAIT);
    if ((await count(tx, ask.phone, new Date(now.getTime() - HOUR_MS))) >= PHONE_CODES_PER_NUMBER_HOUR)
      throw new HttpError(429, PHONE_CODES_LIMIT);
    if ((await count(tx, ask.phone, new Date(now.getTime() - DAY_MS))) >= PHONE_CODES_PER_NUMBER_DAY)
      throw new HttpError(429, PHONE_CODES_LIMIT);
    const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * MINUTE_MS);
    const id = randomUUID();
    // Asked again by whoever started it (only they know its id): the same chain. Looked up
    // whatever was given, so a made-up id costs what a real one does.
    const [chain] = await tx
      .select({ chain: phoneRequests.chain })
      .from(phoneRequests)
      .where(
        and(
          eq(phoneRequests.chain, ask.chain ?? id),
          eq(phoneRequests.phone, ask.phone),
          eq(phoneRequests.purpose, ask.purpose),
        ),
      )
      .limit(1);
    const [request] = await tx
      .insert(phoneRequests)
      .values({
        id,
        chain: chain?.chain ?? id,
        purpose: ask.purpose,
        phone: ask.phone,
        address: ask.address,
        language: ask.language,
        ...(ask.account ?? {}),
        expiresAt,
        createdAt: now,
      })
      .returning({ id: phoneRequests.id });
    await queueSmsOrRefuse(deps, tx, {
      to: ask.phone,
      kind: 'code',
      address: ask.address,
      reserved: false,
      numberCounted: true,
      content: { say: 'phone-request', language: ask.language, request: request!.id },
      at: now,
    });
    return {
      request: chain?.chain ?? request!.id,
      sentTo: maskPhone(ask.phone),
      expiresAt: expiresAt.toISOString(),
      resendAt: new Date(now.getTime() + PHONE_RESEND_SECONDS * 1000).toISOString(),
    };
  });
}

/**
 * Checks the code of a request, in a transaction of its own so a wrong try counts though the
 * request fails: a sign-up's own chain (by its id: any code it was sent works), or a
 * number's newest recovery. Five wrong tries lock it for 15 minutes. A request whose number
 * needed no code (a recovery for no account) answers "not right" like any wrong code. The
 * right code is not spent here: `spendRequest` takes it in the transaction that does what it
 * proves.
 */
export async function checkRequestCode(
  db: Database,
  which: { purpose: Purpose; phone: string; chain?: string },
  code: string,
  now = new Date(),
): Promise<PhoneRequestRow> {
  const outcome = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(phoneRequests)
      .where(
        and(
          eq(phoneRequests.phone, which.phone),
          eq(phoneRequests.purpose, which.purpose),
          isNull(phoneRequests.spentAt),
          gt(phoneRequests.expiresAt, now),
          which.chain ? eq(phoneRequests.chain, which.chain) : undefined,
        ),
      )
      .orderBy(desc(phoneRequests.createdAt))
      .limit(which.chain ? PHONE_CODES_PER_NUMBER_DAY : 1)
      .for('update');
    if (rows.length === 0) return { error: PHONE_CODE_EXPIRED, status: 400 } as const;
    if (rows.some((row) => row.lockedUntil && row.lockedUntil > now))
      return { error: PHONE_LOCKED, status: 429 } as const;
    const right = rows.find((row) => sameCodeHash(hashRequestCode(row.id, row.phone, code), row.codeHash));
    if (right) return { row: right } as const;
    // One count for the chain: its newest row holds it, and a lock closes them all.
    const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
    const locked = attempts >= PHONE_CODE_TRIES;
    await tx
      .update(phoneRequests)
      .set({ attempts, lockedUntil: locked ? new Date(now.getTime() + PHONE_LOCK_MINUTES * MINUTE_MS) : null })
      .where(
        inArray(
          phoneRequests.id,
          rows.map((row) => row.id),
        ),
      );
    return locked
      ? ({ error: PHONE_LOCKED, status: 429 } as const)
      : ({ error: PHONE_CODE_WRONG, status: 400 } as const);
  });
  if ('row' in outcome && outcome.row) return outcome.row;
  if ('row' in outcome) throw badRequest('code', PHONE_CODE_EXPIRED);
  throw new HttpError(outcome.status, outcome.error, outcome.status === 400 ? { code: outcome.error } : undefined);
}

/** Takes a checked request in `tx`: a second right answer at the same moment finds it spent. */
export async function spendRequest(tx: Transaction, request: PhoneRequestRow): Promise<void> {
  const taken = await tx
    .update(phoneRequests)
    .set({ spentAt: new Date() })
    .where(
      and(
        eq(phoneRequests.id, request.id),
        isNull(phoneRequests.spentAt),
        eq(phoneRequests.codeHash, request.codeHash ?? ''),
      ),
    )
    .returning({ id: phoneRequests.id });
  if (taken.length === 0) throw badRequest('code', PHONE_CODE_EXPIRED);
}

/** Requests older than a day count for no cap any more. */
export async function pruneRequests(db: Database, now = new Date()): Promise<void> {
  await db.delete(phoneRequests).where(sql`${phoneRequests.createdAt} < ${new Date(now.getTime() - 2 * DAY_MS)}`);
}
