import { eq } from 'drizzle-orm';
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
