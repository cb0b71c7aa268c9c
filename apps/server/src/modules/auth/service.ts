import { skeleton, type Language, type SignInBody, type SignUpBody } from '@nyumba/domain';
import { termsAccepted } from './terms.ts';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { conflict, HttpError } from '../../lib/http-errors.ts';
import { sendSignUpNotice, sendVerificationLink, type MailDeps } from './email-links.ts';
import { clearFailures, emailKey, recordFailure, reserveAttempt, type LockoutPolicy } from './lockout.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';
export const USERNAME_LOOKALIKE = "This username looks too much like another member's; choose another one";

/** The accounts whose username is `username` or reads like it (same skeleton). */
export function usersNamedLike(db: Database, username: string) {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      or(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(users.usernameSkeleton, skeleton(username))),
    );
}

// Verifying against a real hash when the e-mail is unknown keeps both failures
// equally slow, so response time does not reveal which e-mails have accounts.
const dummyHash = hashPassword('not-a-real-password-just-for-timing');

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, emailKey(email)))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function assertAvailable(
  db: Database,
  fields: { email?: string; username?: string },
  exceptUserId?: string,
) {
  if (fields.email) {
    const owner = await findUserByEmail(db, fields.email);
    if (owner && owner.id !== exceptUserId) throw conflict(EMAIL_TAKEN, 'email');
  }
  if (fields.username) {
    const wanted = fields.username.toLowerCase();
    const others = (await usersNamedLike(db, fields.username)).filter((row) => row.id !== exceptUserId);
    if (others.some((row) => row.username.toLowerCase() === wanted)) throw conflict(USERNAME_TAKEN, 'username');
    if (others.length > 0) throw conflict(USERNAME_LOOKALIKE, 'username');
  }
}

/** Two sign-ups racing past the check still meet the unique indexes; answer 409, not 500. */
export function rethrowTaken(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('email')) throw conflict(EMAIL_TAKEN, 'email');
  if (constraint?.includes('skeleton')) throw conflict(USERNAME_LOOKALIKE, 'username');
  if (constraint?.includes('username')) throw conflict(USERNAME_TAKEN, 'username');
  throw error;
}

/**
 * Makes an account and mails its address a link, or, when the address already has one,
 * mails its owner a note instead. Either way the caller answers the same (and both paths
 * pay for a password hash), so sign-up tells nobody who is a member. Usernames are public
 * on every listing, so a taken one is still said at once.
 */
export async function signUp(deps: MailDeps, body: SignUpBody, language: Language): Promise<void> {
  const { db } = deps;
  await assertAvailable(db, { username: body.username });
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(db, body.email);
  try {
    await db.transaction(async (tx) => {
      if (existing) {
        await sendSignUpNotice(deps, tx, existing);
        return;
      }
      const [user] = await tx
        .insert(users)
        .values({
          username: body.username,
          usernameSkeleton: skeleton(body.username),
          email: body.email.toLowerCase(),
          passwordHash,
          // The language they signed up in: their confirmation mail is written in it.
          language,
          // Signing up accepts the terms shown beside the button (recorded with their version).
          ...termsAccepted(),
        })
        .returning();
      await sendVerificationLink(deps, tx, user!);
    });
  } catch (error) {
    // Two sign-ups racing for one new address: the second is the same as an existing one.
    if (uniqueViolation(error)?.includes('email')) return;
    rethrowTaken(error);
  }
}

/** "Send the link again": a new link when the address has an unconfirmed account, nothing otherwise. */
export async function resendVerification(deps: MailDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  await deps.db.transaction((tx) => sendVerificationLink(deps, tx, user));
}

/** Sign-in with an e-mail address and the password (phone-auth.ts signs in with a number). */
export async function signIn(
  db: Database,
  body: SignInBody & { email: string },
  lockout: LockoutPolicy,
): Promise<UserRow> {
  // Counted before the (deliberately slow) hash, so a locked account costs no argon2 work.
  const attempt = await reserveAttempt(db, body.email, lockout);
  const user = await findUserByEmail(db, body.email);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : (await verifyPassword(await dummyHash, body.password), false);
  if (!user || !ok) {
    await recordFailure(db, attempt, lockout);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  await clearFailures(db, body.email, attempt);
  return user;
}
