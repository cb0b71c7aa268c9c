import { createHash, randomBytes } from 'node:crypto';
import type { SmsNoticeKind } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The SMS notices a person chose in Settings (an empty list stops them all). */
export async function setSmsNotices(db: Database, userId: string, kinds: SmsNoticeKind[]): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ smsNotices: [...new Set(kinds)], updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/**
 * The token for a notice's stop link: a new one each time a notice is sent (the last link
 * works), stored as its SHA-256, so one tap stops them with no sign-in.
 */
export async function stopToken(tx: Transaction, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(users)
    .set({ smsStopTokenHash: hashToken(token) })
    .where(eq(users.id, userId));
  return token;
}

/** A stop link's tap: no more SMS notices for its person (Settings turns them on again). */
export async function stopNotices(db: Database, token: string): Promise<boolean> {
  const stopped = await db
    .update(users)
    .set({ smsNotices: [], smsStopTokenHash: null, updatedAt: new Date() })
    .where(eq(users.smsStopTokenHash, hashToken(token)))
    .returning({ id: users.id });
  return stopped.length > 0;
}
