import { nameSignals, skeleton, USERNAME_MAX } from '@nyumba/domain';
import { termsAccepted } from './terms.ts';
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { sessions } from '../../db/schema-sessions.ts';
import { usedIdTokens } from '../../db/schema-guards.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { GoogleAuthError, type GoogleIdentity } from './google.ts';
import { findUserByEmail, usersNamedLike } from './service.ts';

/**
 * A username the sign-up form would take: one that reads like a link, a phone number or
 * code, or a payment instruction is refused there (the domain's username schema), and a
 * Google name is a name its owner typed just the same.
 */
const ordinaryName = (name: string) => nameSignals(name, 'username').length === 0;

/**
 * A readable username from the Google name, else the e-mail's local part, else "Nyumba user":
 * the first that is not empty and reads like no link, number or payment.
 */
function usernameBase(identity: Pick<GoogleIdentity, 'name' | 'email'>): string {
  const clean = (text: string) =>
    text
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N} ._'-]+/gu, ' ')
      // Letters that draw nothing (the Hangul fillers) are letters to the pattern above.
      .replace(/[\u115F\u1160\u3164\uFFA0]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // Room for a " 1234" suffix within the username limit.
      .slice(0, USERNAME_MAX - 10)
      .trim();
  const candidates = [clean(identity.name ?? ''), clean(identity.email?.split('@')[0] ?? '')];
  return candidates.find((name) => name !== '' && ordinaryName(name)) ?? 'Nyumba user';
}

async function usernameTaken(db: Database, username: string): Promise<boolean> {
  return (await usersNamedLike(db, username)).length > 0;
}

/** Random lower-case letters: a suffix no run of digits can come of. */
const randomLetters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');

/**
 * The base, or the base with a suffix when a namesake has it: three digits ("Otieno Ochieng
 * 482"; four would read like a code), then letters. A suffix that makes the name read like a
 * number (a base ending in digits) is passed over.
 */
async function uniqueUsername(db: Database, base: string): Promise<string> {
  if (!(await usernameTaken(db, base))) return base;
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = `${base} ${randomInt(100, 1000)}`;
    if (ordinaryName(candidate) && !(await usernameTaken(db, candidate))) return candidate;
  }
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = `${base} ${randomLetters(6)}`;
    if (ordinaryName(candidate) && !(await usernameTaken(db, candidate))) return candidate;
  }
  return `${base} ${randomLetters(12)}`;
}

/** Only an https picture becomes the avatar; anything else is dropped. */
function avatarOf(picture: string | undefined): string | null {
  if (!picture || picture.length > 2048) return null;
  try {
    return new URL(picture).protocol === 'https:' ? picture : null;
  } catch {
    return null;
  }
}

async function fillAvatar(db: Database, user: UserRow, identity: GoogleIdentity): Promise<UserRow> {
  const avatar = avatarOf(identity.picture);
  if (user.avatar || !avatar) return user;
  const [updated] = await db
    .update(users)
    .set({ avatar, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/**
 * The account a verified Google identity signs in to: the one already linked to it;
 * else the account with its e-mail, linked now when that account's e-mail is verified
 * or when `signedInAs` is that account (its password proved who is asking); else a new
 * account. An unverified account with the e-mail is never linked from outside it:
 * anyone can sign up with someone else's address, and the address's owner arriving
 * with Google must not land in that stranger's account ('password_first'). A link
 * ends every session the account had, so nothing opened before the proof lives on.
 */
export async function findOrCreateGoogleUser(
  db: Database,
  identity: GoogleIdentity,
  signedInAs?: UserRow,
  retried = false,
): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
  if (linked) return fillAvatar(db, linked, identity);
  if (!identity.email) throw new GoogleAuthError('no_email');
  // An unverified address could belong to someone else: never link it, nor claim it.
  if (!identity.emailVerified) throw new GoogleAuthError('unverified');

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (existing.googleSubject) throw new GoogleAuthError('linked_elsewhere');
    const provenBySession = signedInAs?.id === existing.id;
    if (!existing.emailVerifiedAt && !provenBySession) throw new GoogleAuthError('password_first');
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          googleSubject: identity.subject,
          ...termsAccepted(),
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
          updatedAt: new Date(),
        })
        // The state checked above, still true now: not linked meanwhile, same address, still proven.
        .where(
          and(
            eq(users.id, existing.id),
            isNull(users.googleSubject),
            existing.email ? eq(users.email, existing.email) : isNull(users.email),
            provenBySession ? undefined : isNotNull(users.emailVerifiedAt),
          ),
        )
        .returning();
      if (row) await tx.delete(sessions).where(eq(sessions.userId, row.id));
      return row;
    });
    if (!updated) {
      if (retried) throw new GoogleAuthError('linked_elsewhere');
      return findOrCreateGoogleUser(db, identity, signedInAs, true);
    }
    return fillAvatar(db, updated, identity);
  }

  try {
    const username = await uniqueUsername(db, usernameBase(identity));
    const [created] = await db
      .insert(users)
      .values({
        username,
        usernameSkeleton: skeleton(username),
        email: identity.email,
        // Google said the address is verified (checked above).
        emailVerifiedAt: new Date(),
        passwordHash: null,
        googleSubject: identity.subject,
        avatar: avatarOf(identity.picture),
      })
      .returning();
    return created!;
  } catch (error) {
    // Two sign-ins racing (same person, two tabs, or a username picked at once): look again.
    if (!retried && uniqueViolation(error)) return findOrCreateGoogleUser(db, identity, signedInAs, true);
    throw error;
  }
}

/**
 * Marks a posted ID token as used, so a copied token cannot sign in a second time.
 * Keyed by its nonce when it has one (a nonce is good for one sign-in), else by the
 * token itself; rows are kept until the token would have expired anyway.
 */
export async function consumeIdToken(db: Database, identity: GoogleIdentity, token: string): Promise<void> {
  const key = identity.nonce ? `nonce:${identity.nonce}` : `token:${token}`;
  const keyHash = createHash('sha256').update(`${identity.issuer}\n${key}`).digest('hex');
  await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, new Date()));
  const inserted = await db
    .insert(usedIdTokens)
    // Past `exp` by more than the verifier's clock tolerance, so it outlives any use.
    .values({ keyHash, expiresAt: new Date((identity.expiresAt + 120) * 1000) })
    .onConflictDoNothing()
    .returning({ keyHash: usedIdTokens.keyHash });
  if (inserted.length === 0) throw new GoogleAuthError('replayed');
}

/** Google ID tokens already used, kept only until they expire (a replay is refused meanwhile). */
export async function deleteExpiredIdTokens(db: Database): Promise<number> {
  const gone = await db
    .delete(usedIdTokens)
    .where(lt(usedIdTokens.expiresAt, new Date()))
    .returning({ key: usedIdTokens.keyHash });
  return gone.length;
}
