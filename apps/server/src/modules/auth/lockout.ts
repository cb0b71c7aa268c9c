import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { authFailures } from '../../db/schema-guards.ts';
import { TooManyRequests } from '../../plugins/rate-limit.ts';

export interface LockoutPolicy {
  /** Failures within the window that lock the account's password sign-in. */
  failures: number;
  windowMinutes: number;
}

const ACCOUNT_LOCKED = 'Too many failed sign-in attempts for this account.';

/** The e-mail as sign-in looks the account up: every spelling that finds it shares one count. */
export const emailKey = (email: string) => email.trim().toLowerCase();

// Advisory locks of this class serialise the attempts on one e-mail, on every server
// sharing the database (the migrator's lock uses the single-key form, another space).
const LOCK_CLASS = 727002;

/**
 * Counts a password attempt before its (deliberately slow) hash is checked: within one
 * transaction holding a lock on the e-mail, it refuses when the window already holds
 * `failures` attempts, and otherwise records this one. Parallel guesses queue on the
 * lock, so however many arrive at once, from however many servers, at most `failures`
 * reach the hash. The row stays as a failure unless the attempt succeeds
 * (`clearFailures`). Keyed by the e-mail whether or not an account has it, so a lock
 * reveals nothing about which e-mails are registered.
 */
export async function reserveAttempt(db: Database, email: string, policy: LockoutPolicy): Promise<void> {
  const key = emailKey(email);
  const windowMs = policy.windowMinutes * 60_000;
  const recent = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${key}))`);
    // A statement after the lock sees every attempt committed before it was granted.
    const rows = await tx
      .select({ createdAt: authFailures.createdAt })
      .from(authFailures)
      .where(and(eq(authFailures.email, key), gt(authFailures.createdAt, new Date(Date.now() - windowMs))))
      .orderBy(asc(authFailures.createdAt));
    if (rows.length < policy.failures) await tx.insert(authFailures).values({ email: key });
    return rows;
  });
  if (recent.length < policy.failures) return;
  // Unlocked once enough of these age out of the window that fewer than `failures` remain.
  const unlocksAt = recent[recent.length - policy.failures]!.createdAt.getTime() + windowMs;
  throw new TooManyRequests(ACCOUNT_LOCKED, (unlocksAt - Date.now()) / 1000);
}

/** Rows that left the window no longer count for anyone: pruned as new failures come. */
export async function pruneFailures(db: Database, policy: LockoutPolicy): Promise<void> {
  await db
    .delete(authFailures)
    .where(lte(authFailures.createdAt, new Date(Date.now() - policy.windowMinutes * 60_000)));
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.email, emailKey(email)));
}
