import { randomInt } from 'node:crypto';
import {
  maskPhone,
  PHONE_CODE_EXPIRED,
  PHONE_CODE_MINUTES,
  PHONE_CODE_SENT,
  PHONE_INVALID_CREDENTIALS,
  PHONE_RESEND_SECONDS,
  skeleton,
  type CodeSentResponse,
  type Language,
  type PhoneForgotBody,
  type PhoneResetBody,
  type PhoneSignUpBody,
  type VerifyPhoneBody,
} from '@nyumba/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { phoneCodes, phoneNumbers } from '../../db/schema-phone.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { endAccountProofs } from './account-proofs.ts';
import { clearFailures, pruneFailures, reserveAttempt, type LockoutPolicy } from './lockout.ts';
import { assertAvailable, rethrowTaken } from './service.ts';
import {
  checkCode,
  sendCode,
  spendCode,
  holdNumber,
  type NumberDeps,
  parseMobile,
  queueSms,
  smsTexts,
} from '../phone/index.ts';

// Verifying against a real hash when the number has no account keeps both failures equally slow.
const dummyHash = hashPassword('not-a-real-password-just-for-timing');

/** The account that signs in with this (proven) number. */
async function accountByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(phoneNumbers)
    .innerJoin(users, eq(users.id, phoneNumbers.userId))
    .where(and(eq(phoneNumbers.phone, phone), eq(phoneNumbers.signIn, true)));
  return row?.user;
}

/** What a code request answers when no code went (the number has an account): the same shape and timing. */
function sameAnswer(phone: string, now = new Date()): CodeSentResponse {
  return {
    success: true,
    message: PHONE_CODE_SENT,
    sentTo: maskPhone(phone),
    expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000).toISOString(),
    resendAt: new Date(now.getTime() + PHONE_RESEND_SECONDS * 1000).toISOString(),
  };
}

/**
 * Sign-up with a phone number and a password, no e-mail. The account is made (or, if this
 * number's sign-up was started before and never finished, taken over by whoever now holds the
 * phone's codes) and a code goes to the number; entering it proves the number and signs in. A
 * number that already has an account gets an SMS saying so instead, and the caller hears the
 * same answer either way: sign-up tells nobody who is a member.
 */
export async function phoneSignUp(
  deps: NumberDeps,
  input: PhoneSignUpBody,
  language: Language,
  address: string | null,
): Promise<CodeSentResponse> {
  const { username } = input;
  const phone = parseMobile(input.phone, deps.allowedPrefixes);
  const passwordHash = await hashPassword(input.password);
  const member = await accountByPhone(deps.db, phone);
  if (member) {
    await deps.db.transaction(async (tx) => {
      await queueSms(deps, tx, {
        to: phone,
        text: smsTexts(member.language ?? language).alreadyMember(deps.publicUrl.replace(/\/$/, '')),
        kind: 'security',
        userId: member.id,
        address,
      });
    });
    return sameAnswer(phone);
  }
  await assertAvailable(deps.db, { username });
  try {
    const sent = await deps.db.transaction(async (tx) => {
      // An unfinished sign-up of this number (no e-mail, never proven): the same person trying again.
      const [pending] = await tx
        .select({ id: users.id })
        .from(phoneCodes)
        .innerJoin(users, eq(users.id, phoneCodes.userId))
        .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, 'sign-up'), isNull(users.phoneVerifiedAt)))
        .limit(1);
      const values = { username, usernameSkeleton: skeleton(username), passwordHash, language };
      const [user] = pending
        ? await tx.update(users).set(values).where(eq(users.id, pending.id)).returning()
        : await tx
            .insert(users)
            .values({ ...values, email: null })
            .returning();
      return sendCode(deps, tx, {
        userId: user!.id,
        phone,
        purpose: 'sign-up',
        address,
        text: smsTexts(language).code,
      });
    });
    return { success: true, message: PHONE_CODE_SENT, ...sent };
  } catch (error) {
    rethrowTaken(error);
  }
}

/** The code from a phone sign-up: the number is proven and the account signed in (the route starts the session). */
export async function finishPhoneSignUp(deps: NumberDeps, body: VerifyPhoneBody): Promise<UserRow> {
  const phone = parseMobile(body.phone, deps.allowedPrefixes);
  // Sign-ups of one number that were started and not finished: the code names which (it is keyed by account).
  const waiting = await deps.db
    .select({ userId: phoneCodes.userId })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, 'sign-up')));
  if (waiting.length === 0) throw badRequest('code', PHONE_CODE_EXPIRED);
  let lastError: unknown;
  for (const { userId } of waiting) {
    const key = { userId, phone, purpose: 'sign-up' as const };
    let code;
    try {
      code = await checkCode(deps.db, key, body.code);
    } catch (error) {
      lastError = error;
      continue;
    }
    return deps.db.transaction(async (tx) => {
      if (!(await spendCode(tx, key, code.codeHash))) throw badRequest('code', PHONE_CODE_EXPIRED);
      await holdNumber(tx, userId, phone, true);
      const [user] = await tx
        .update(users)
        .set({ phone, phoneVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return user!;
    });
  }
  throw lastError;
}

/** Sign-in with a proven number and the password; failures count towards the number's lockout. */
export async function signInByPhone(
  deps: NumberDeps,
  input: { phone: string; password: string },
  lockout: LockoutPolicy,
): Promise<UserRow> {
  let phone: string;
  try {
    phone = parseMobile(input.phone, deps.allowedPrefixes);
  } catch {
    throw new HttpError(401, PHONE_INVALID_CREDENTIALS);
  }
  await reserveAttempt(deps.db, phone, lockout);
  const user = await accountByPhone(deps.db, phone);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummyHash, input.password), false);
  if (!user || !ok) {
    await pruneFailures(deps.db, lockout);
    throw new HttpError(401, PHONE_INVALID_CREDENTIALS);
  }
  await clearFailures(deps.db, phone);
  return user;
}

/**
 * "Forgot password?" by SMS: a code goes to the number when it is an account's sign-in
 * number, and nothing happens otherwise; the caller answers the same either way.
 */
export async function requestPhoneReset(deps: NumberDeps, body: PhoneForgotBody, address: string | null) {
  const phone = parseMobile(body.phone, deps.allowedPrefixes);
  const user = await accountByPhone(deps.db, phone);
  if (!user) {
    // As slow as sending one, near enough: a random pause of the order of a code's work.
    await new Promise((resolve) => setTimeout(resolve, randomInt(20, 60)));
    return sameAnswer(phone);
  }
  const sent = await deps.db.transaction((tx) =>
    sendCode(deps, tx, { userId: user.id, phone, purpose: 'reset', address, text: smsTexts(user.language).resetCode }),
  );
  return { success: true as const, message: PHONE_CODE_SENT, ...sent };
}

/**
 * The code from "Forgot password?" sets the new password, with every rule of the e-mail
 * recovery: every session ends, every outstanding link and pending change dies, and failed
 * sign-ins are forgotten.
 */
export async function resetPasswordByPhone(deps: NumberDeps, body: PhoneResetBody): Promise<void> {
  const phone = parseMobile(body.phone, deps.allowedPrefixes);
  const user = await accountByPhone(deps.db, phone);
  if (!user) throw badRequest('code', PHONE_CODE_EXPIRED);
  const key = { userId: user.id, phone, purpose: 'reset' as const };
  const code = await checkCode(deps.db, key, body.code);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    if (!(await spendCode(tx, key, code.codeHash))) throw badRequest('code', PHONE_CODE_EXPIRED);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await endAccountProofs(tx, user.id);
  });
  await clearFailures(deps.db, phone);
}
