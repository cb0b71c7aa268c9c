import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, FRESH_SIGN_IN_REQUIRED } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sessions } from '../../db/schema-sessions.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { SessionInfo } from '../../plugins/session-store.ts';
import { clearFailures, recordFailure, reserveAttempt, type LockoutPolicy } from '../auth/index.ts';

/** How recent a Google sign-in must be to stand in for a password. */
const FRESH_SIGN_IN_MINUTES = 10;

/**
 * A session alone may not change the e-mail or the password, nor delete the account:
 * whoever found a phone unlocked would own the account. An account with a password proves
 * it (guesses count towards the sign-in lockout, so this is no side door for them); an
 * account with only Google proves it by a sign-in made in the last few minutes.
 */
export async function assertAccountHolder(
  db: Database,
  session: SessionInfo,
  currentPassword: string | undefined,
  lockout: LockoutPolicy,
): Promise<void> {
  const hash = session.user.passwordHash;
  if (hash) {
    if (currentPassword === undefined) throw badRequest('currentPassword', CURRENT_PASSWORD_REQUIRED);
    // Counted under the account's sign-in name: its address, or its number for an account made by phone.
    const key = session.user.email ?? session.user.phone ?? session.user.id;
    const attempt = await reserveAttempt(db, key, lockout);
    if (!(await verifyPassword(hash, currentPassword))) {
      await recordFailure(db, attempt, lockout);
      throw badRequest('currentPassword', CURRENT_PASSWORD_WRONG);
    }
    await clearFailures(db, key, attempt);
    return;
  }
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, session.sessionId));
  if (!row || Date.now() - row.createdAt.getTime() > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw badRequest('currentPassword', FRESH_SIGN_IN_REQUIRED);
  }
}
