import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import { sessions } from '../db/schema-sessions.ts';
import { SESSION_TOKEN } from './credential.ts';
import { DAY_MS } from '@nyumba/domain';

/** Renew at most once an hour per session, so a busy user does not write on every request. */
const RENEW_AFTER_MS = 3_600_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionInfo {
  sessionId: string;
  user: UserRow;
  expiresAt: Date;
  /** True when this request slid the expiry forward and the cookie should be re-sent. */
  renewed: boolean;
}

/** A new random token (256 bits); only its hash is stored. */
export async function createSession(db: Database, userId: string, ttlDays: number, userAgent?: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

export async function resolveSession(db: Database, token: string, ttlDays: number): Promise<SessionInfo | null> {
  if (!SESSION_TOKEN.test(token)) return null;
  const now = new Date();
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A suspended account's sessions are deleted; this holds even for one made meanwhile.
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), isNull(users.suspendedAt)))
    .limit(1);
  if (!found) return null;
  let { expiresAt } = found.session;
  let renewed = false;
  if (now.getTime() - found.session.lastSeenAt.getTime() > RENEW_AFTER_MS) {
    expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
    renewed = true;
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, found.session.id));
  }
  return { sessionId: found.session.id, user: found.user, expiresAt, renewed };
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Sessions past their expiry: nobody can use them, so they go (every minute, job-roster.ts). */
export async function deleteExpiredSessions(db: Database): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return gone.length;
}
