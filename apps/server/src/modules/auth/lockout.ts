import { and, eq, gt, lte, sql } from 'drizzle-orm';
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
/** A pending check older than this was lost with its server: it counts as a failure. */
const PENDING_STALE_MS = 60_000;
/** How long an attempt waits for the checks ahead of it, and how often it looks. */
const WAIT_MS = 15_000;
const POLL_MS = 40;

/** One attempt's place under the limit, until it is known to have failed or succeeded. */
export interface Attempt {
  id: string;
  key: string;
}

/**
 * Holds a place for a password check before its (deliberately slow) hash: within one
 * transaction holding a lock on the e-mail, it refuses when the window already holds
 * `failures` failures, waits while failures and checks under way together fill the limit
 * (so at most `failures` guesses reach the hash at once, from however many servers), and
 * otherwise records this one as pending. Only failures lock: twelve right passwords at once
 * all get in. Keyed by the e-mail whether or not an account has it, so a lock reveals
 * nothing about which e-mails are registered.
 */
export async function reserveAttempt(db: Database, email: string, policy: LockoutPolicy): Promise<Attempt> {
  const key = emailKey(email);
  const windowMs = policy.windowMinutes * 60_000;
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    const now = Date.now();
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${key}))`);
      // A statement after the lock sees every attempt committed before it was granted.
      const rows = await tx
        .select({ pending: authFailures.pending, createdAt: authFailures.createdAt })
        .from(authFailures)
        .where(and(eq(authFailures.email, key), gt(authFailures.createdAt, new Date(now - windowMs))));
      const failed = rows
        .filter((row) => !row.pending || now - row.createdAt.getTime() > PENDING_STALE_MS)
        .map((row) => row.createdAt.getTime())
        .sort((a, b) => a - b);
      if (failed.length >= policy.failures) return { state: 'locked', failed } as const;
      if (rows.length >= policy.failures) return { state: 'wait' } as const;
      const [row] = await tx
        .insert(authFailures)
        .values({ email: key, pending: true })
        .returning({ id: authFailures.id });
      return { state: 'reserved', id: row!.id } as const;
    });
    if (outcome.state === 'reserved') return { id: outcome.id, key };
    if (outcome.state === 'locked') {
      // Unlocked once enough of these age out of the window that fewer than `failures` remain.
      const unlocksAt = outcome.failed[outcome.failed.length - policy.failures]! + windowMs;
      throw new TooManyRequests(ACCOUNT_LOCKED, (unlocksAt - Date.now()) / 1000);
    }
    // Checks under way fill the limit: their outcomes decide whether this one may try.
    if (Date.now() > giveUpAt) throw new TooManyRequests(ACCOUNT_LOCKED, 60);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The password was wrong: the attempt's place becomes a failure (or one is written, if a success cleared it). */
export async function recordFailure(db: Database, attempt: Attempt, policy: LockoutPolicy): Promise<void> {
  const kept = await db
    .update(authFailures)
    .set({ pending: false })
    .where(eq(authFailures.id, attempt.id))
    .returning({ id: authFailures.id });
  if (kept.length === 0) await db.insert(authFailures).values({ email: attempt.key });
  // Rows that left the window no longer count for anyone: pruned as new failures come.
  await db
    .delete(authFailures)
    .where(lte(authFailures.createdAt, new Date(Date.now() - policy.windowMinutes * 60_000)));
}

/** The password was right (or reset): the account's failures are forgotten, and this attempt's place freed. */
export async function clearFailures(db: Database, email: string, attempt?: Attempt): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.email, emailKey(email)), eq(authFailures.pending, false)));
  if (attempt) await db.delete(authFailures).where(eq(authFailures.id, attempt.id));
}
