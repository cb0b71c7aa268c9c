import { NO_EARB_NUMBER, type AgentBadgeBody, type ModerationEntry } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { moderationLog } from '../../db/schema-trust.ts';
import { subjectLogs } from './queue-service.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';

/**
 * Grants or takes back the "Verified agent" badge, and logs the decision in the same
 * transaction: there is no badge without its reason, nor a logged decision that did not
 * happen. Only a number the lister entered can be verified.
 */
export async function setAgentBadge(
  db: Database,
  moderatorId: string,
  userId: string,
  body: AgentBadgeBody,
): Promise<{ number: string; verified: boolean }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ earbNumber: users.earbNumber })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('User not found');
    if (!user.earbNumber) throw badRequest('verified', NO_EARB_NUMBER);
    await tx
      .update(users)
      .set({ earbVerifiedAt: body.verified ? new Date() : null })
      .where(eq(users.id, userId));
    await tx.insert(moderationLog).values({
      moderatorId,
      subjectType: 'user',
      subjectId: userId,
      action: body.verified ? `agent-verified ${user.earbNumber}` : `agent-revoked ${user.earbNumber}`,
      reason: body.reason,
    });
    return { number: user.earbNumber, verified: body.verified };
  });
}

/** The decisions about a user, newest first, with the moderator's name. */
export async function userModerationLog(db: Database, userId: string): Promise<ModerationEntry[]> {
  return (await subjectLogs(db, [userId], 200)).get(userId) ?? [];
}
