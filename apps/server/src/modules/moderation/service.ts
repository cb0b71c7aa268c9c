import {
  BADGE_NEEDS_CONFIRMED_EMAIL,
  EARB_CERTIFICATE_NOT_THIS_YEAR,
  EARB_CERTIFICATE_YEAR_MISSING,
  kenyaYear,
  NO_EARB_NUMBER,
  NOT_ON_OWN_ACCOUNT,
  type AgentBadgeBody,
  type ModerationEntry,
} from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { subjectLogs } from './queue-service.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { logDecision, type Decider } from './subjects.ts';
import { decideCheckDocuments } from '../../db/decide-check-documents.ts';

/**
 * Grants or takes back the "Agent" label (an EARB number checked against the board's
 * register, with this year's practising certificate: the label ends with that year), and logs the decision in the same
 * transaction: there is no badge without its reason, nor a logged decision that did not
 * happen. Only a number the lister entered can be verified, only on an account whose
 * address its owner confirmed, and never by a moderator on their own account.
 */
export async function setAgentBadge(
  db: Database,
  moderator: Decider,
  userId: string,
  body: AgentBadgeBody,
): Promise<{ number: string; verified: boolean; year: number | null }> {
  if (userId === moderator.id) throw forbidden(NOT_ON_OWN_ACCOUNT);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        earbNumber: users.earbNumber,
        earbYear: users.earbYear,
        confirmedAt: sql<Date | null>`coalesce(${users.emailVerifiedAt}, ${users.phoneVerifiedAt})`.mapWith(
          users.emailVerifiedAt,
        ),
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('User not found');
    if (!user.earbNumber) throw badRequest('verified', NO_EARB_NUMBER);
    if (body.verified && !user.confirmedAt) throw badRequest('verified', BADGE_NEEDS_CONFIRMED_EMAIL);
    const year = body.certificateYear ?? user.earbYear;
    if (body.verified && year === null) throw badRequest('certificateYear', EARB_CERTIFICATE_YEAR_MISSING);
    if (body.verified && year !== kenyaYear(new Date())) {
      throw badRequest('certificateYear', EARB_CERTIFICATE_NOT_THIS_YEAR);
    }
    await tx
      .update(users)
      .set({ earbVerifiedAt: body.verified ? new Date() : null, earbYear: year })
      .where(eq(users.id, userId));
    // The certificate's papers were for this check: their 30 days start now.
    await decideCheckDocuments(tx, userId, 'earb-certificate');
    await logDecision(tx, {
      moderator,
      subjectType: 'user',
      subjectId: userId,
      action: body.verified
        ? `agent-verified ${user.earbNumber} certificate ${year}`
        : `agent-revoked ${user.earbNumber}`,
      reason: body.reason,
    });
    return { number: user.earbNumber, verified: body.verified, year };
  });
}

/** The decisions about a user, newest first, with the moderator's name. */
export async function userModerationLog(db: Database, userId: string): Promise<ModerationEntry[]> {
  return (await subjectLogs(db, [userId], 200)).get(userId) ?? [];
}
