import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { authFailures } from '../../db/schema.ts';
import { TooManyRequests } from '../../plugins/rate-limit.ts';

export interface LockoutPolicy {
  /** Failures within the window that lock the account's password sign-in. */
  failures: number;
  windowMinutes: number;
}

export const ACCOUNT_LOCKED = 'Too many failed sign-in attempts for this account.';

const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * Refuses a password sign-in while the e-mail has too many recent failures. Keyed by
 * the e-mail as typed (normalised), whether or not an account exists, so a lock
 * says nothing about which e-mails are registered.
 */
export async function assertNotLocked(db: Database, email: string, policy: LockoutPolicy): Promise<void> {
  const windowMs = policy.windowMinutes * 60_000;
  const since = new Date(Date.now() - windowMs);
  const recent = await db
    .select({ createdAt: authFailures.createdAt })
    .from(authFailures)
    .where(and(eq(authFailures.email, keyOf(email)), gt(authFailures.createdAt, since)))
    .orderBy(asc(authFailures.createdAt));
  if (recent.length < policy.failures) return;
  // Unlocked once enough of these age out of the window that fewer than `failures` remain.
  const unlocksAt = recent[recent.length - policy.failures]!.createdAt.getTime() + windowMs;
  throw new TooManyRequests(ACCOUNT_LOCKED, (unlocksAt - Date.now()) / 1000);
}

export async function recordFailure(db: Database, email: string, policy: LockoutPolicy): Promise<void> {
  const key = keyOf(email);
  const expired = new Date(Date.now() - policy.windowMinutes * 60_000);
  // Rows that left the window no longer count for anyone: pruning them as new ones
  // come keeps the table as small as the failures of the last window.
  await db.delete(authFailures).where(lte(authFailures.createdAt, expired));
  await db.insert(authFailures).values({ email: key });
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.email, keyOf(email)));
}
