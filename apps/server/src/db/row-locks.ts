import { eq, sql } from 'drizzle-orm';
import type { Transaction } from './database.ts';
import { users } from './schema.ts';

/**
 * Holds the account's row until the transaction ends, so that a count of the account's
 * things and the insert that follows it are one step (hourly mail limits, the alert limit):
 * without it, requests at once on PostgreSQL all count the same and all insert.
 */
export async function lockAccount(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Advisory lock classes (the first key of pg_advisory_xact_lock), one per kind of thing
 * counted: 727001 is the migration lock and 727002 the sign-in lockout's.
 */
export const LOCK_CLASSES = {
  /** Mails to one address, whoever asked (the per-recipient cap). */
  recipient: 727003,
  /** A lister's items hidden automatically (at most one a day before a moderator decides). */
  autoHide: 727004,
} as const;

/**
 * Holds a lock on `key` within its class until the transaction ends, without touching any
 * row: so it cannot deadlock with the row locks a moderator's decision takes, and it locks
 * things that have no row (an address nobody has an account with).
 */
export async function lockKey(tx: Transaction, lockClass: number, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockClass}, hashtext(${key}))`);
}
