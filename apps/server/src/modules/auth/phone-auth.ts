import { termsAccepted } from './terms.ts';
import {
  PHONE_CODE_EXPIRED,
  PHONE_CODE_SENT,
  PHONE_INVALID_CREDENTIALS,
  skeleton,
  type CodeSentResponse,
  type Language,
  type PhoneForgotBody,
  type PhoneResetBody,
  type PhoneSignUpBody,
  type PhoneSignUpSent,
  type PhoneSignUpVerifyBody,
} from '@nyumba/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { phoneNumbers } from '../../db/schema-phone.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { endAccountProofs } from './account-proofs.ts';
import { clearFailures, recordFailure, reserveAttempt, type LockoutPolicy } from './lockout.ts';
import { assertAvailable, rethrowTaken } from './service.ts';
import {
  askByPhone,
  checkRequestCode,
  holdNumber,
  type NumberDeps,
  parseMobile,
  type PhoneRequestDeps,
  spendRequest,
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

/**
 * Sign-up with a phone number and a password, no e-mail. Nothing is made yet: the request
 * keeps its own name, password and (once its SMS goes) code, and entering that code makes the
 * account (finishPhoneSignUp). So a later sign-up of the same number, by anyone, cannot take
 * over an earlier one. "Send the code again" names the sign-up it continues (`attempt`), and
 * any code of that chain then works. A number that already has an account takes the same path and gets the
 * same answer; its owner is told someone tried (at most once a day) instead of a code.
 */
export async function phoneSignUp(
  deps: PhoneRequestDeps & { allowedPrefixes: readonly string[] },
  input: PhoneSignUpBody,
  language: Language,
  address: string | null,
): Promise<PhoneSignUpSent> {
  const { username } = input;
  const phone = parseMobile(input.phone, deps.allowedPrefixes);
  // Usernames are public on every listing: a taken one is said at once, whoever asks.
  await assertAvailable(deps.db, { username });
  const passwordHash = await hashPassword(input.password);
  const { request, ...sent } = await askByPhone(deps, {
    purpose: 'sign-up',
    phone,
    address,
    language,
    account: { username, usernameSkeleton: skeleton(username), passwordHash },
    ...(input.attempt ? { chain: input.attempt } : {}),
  });
  return { success: true, message: PHONE_CODE_SENT, attempt: request, ...sent };
}

/**
 * The code of one phone sign-up (named by its attempt): the account is made with that
 * sign-up's own name and password, its number proven, and signed in (the route starts the
 * session). Another sign-up's code does not open it.
 */
export async function finishPhoneSignUp(deps: NumberDeps, body: PhoneSignUpVerifyBody): Promise<UserRow> {
  const phone = parseMobile(body.phone, deps.allowedPrefixes);
  const request = await checkRequestCode(deps.db, { purpose: 'sign-up', phone, chain: body.attempt }, body.code);
  try {
    return await deps.db.transaction(async (tx) => {
      await spendRequest(tx, request);
      const [user] = await tx
        .insert(users)
        .values({
          username: request.username!,
          usernameSkeleton: request.usernameSkeleton!,
          passwordHash: request.passwordHash,
          language: request.language,
          email: null,
          phone,
          phoneVerifiedAt: new Date(),
          ...termsAccepted(),
        })
        .returning();
      await holdNumber(tx, user!.id, phone, true);
      return user!;
    });
  } catch (error) {
    // The name was taken while the code was on its way.
    rethrowTaken(error);
  }
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
  const attempt = await reserveAttempt(deps.db, phone, lockout);
  const user = await accountByPhone(deps.db, phone);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummyHash, input.password), false);
  if (!user || !ok) {
    await recordFailure(deps.db, attempt, lockout);
    throw new HttpError(401, PHONE_INVALID_CREDENTIALS);
  }
  await clearFailures(deps.db, phone, attempt);
  return user;
}

/**
 * "Forgot password?" by SMS: a request is recorded and its SMS queued whatever the number,
 * and answered alike; a code goes when the number is an account's sign-in number, nothing
 * otherwise (decided when the SMS is sent).
 */
export async function requestPhoneReset(
  deps: PhoneRequestDeps & { allowedPrefixes: readonly string[] },
  body: PhoneForgotBody,
  language: Language,
  address: string | null,
): Promise<CodeSentResponse> {
  const phone = parseMobile(body.phone, deps.allowedPrefixes);
  const { request: _request, ...sent } = await askByPhone(deps, { purpose: 'reset', phone, address, language });
  return { success: true, message: PHONE_CODE_SENT, ...sent };
}

/**
 * The code from "Forgot password?" sets the new password, with every rule of the e-mail
 * recovery: every session ends, every outstanding link and pending change dies, and failed
 * sign-ins are forgotten.
 */
export async function resetPasswordByPhone(deps: NumberDeps, body: PhoneResetBody): Promise<void> {
  const phone = parseMobile(body.phone, deps.allowedPrefixes);
  const request = await checkRequestCode(deps.db, { purpose: 'reset', phone }, body.code);
  const user = await accountByPhone(deps.db, phone);
  // Its number left the account since the code went.
  if (!user) throw badRequest('code', PHONE_CODE_EXPIRED);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await spendRequest(tx, request);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await endAccountProofs(tx, user.id);
  });
  await clearFailures(deps.db, phone);
}
