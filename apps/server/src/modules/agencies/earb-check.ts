import {
  AGENCY_EARB_CHECKED,
  AGENCY_EARB_UNCHECKED,
  AGENCY_NO_EARB,
  AGENCY_NOT_FOUND,
  NOT_ON_OWN_ACCOUNT,
  type AgencyEarbBody,
  type AgencyEarbQueue,
} from '@nyumba/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { agencies } from '../../db/schema.ts';
import { agencyMembers } from '../../db/schema-agencies.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { logDecision, subjectLogs, type Decider } from '../moderation/index.ts';

// A moderator's check of an agency's EARB firm number against the board's register. The page
// says "EARB checked" only after it; a changed number is claimed again (agency-service.ts)
// and comes back to this queue. Each decision is logged with its reason in the same
// transaction, as a lister's "Agent" label is.

/** How many agencies the queue shows at once: the oldest claims first. */
const QUEUE_SIZE = 100;

export async function checkAgencyEarb(db: Database, moderator: Decider, agencyId: string, body: AgencyEarbBody) {
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ earbNumber: agencies.earbNumber })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .for('update');
    if (!row) throw notFound(AGENCY_NOT_FOUND);
    if (!row.earbNumber) throw badRequest('verified', AGENCY_NO_EARB);
    // A moderator's own agency is decided by another moderator.
    const [member] = await tx
      .select({ role: agencyMembers.role })
      .from(agencyMembers)
      .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, moderator.id)));
    if (member) throw forbidden(NOT_ON_OWN_ACCOUNT);
    await tx
      .update(agencies)
      .set({ earbCheckedAt: body.verified ? new Date() : null })
      .where(eq(agencies.id, agencyId));
    await logDecision(tx, {
      moderator,
      subjectType: 'agency',
      subjectId: agencyId,
      action: `${body.verified ? 'earb-checked' : 'earb-unchecked'} ${row.earbNumber}`,
      reason: body.reason,
    });
    return { number: row.earbNumber, checked: body.verified };
  });
  return {
    message: decided.checked ? AGENCY_EARB_CHECKED : AGENCY_EARB_UNCHECKED,
    earb: decided,
    log: (await subjectLogs(db, [agencyId])).get(agencyId) ?? [],
  };
}

/** Agencies with an EARB number no moderator has checked yet, the longest waiting first. */
export async function agencyEarbQueue(db: Database): Promise<AgencyEarbQueue['agencies']> {
  const rows = await db
    .select({
      id: agencies.id,
      name: agencies.name,
      areaName: agencies.areaName,
      earbNumber: agencies.earbNumber,
      createdAt: agencies.createdAt,
    })
    .from(agencies)
    .where(and(isNotNull(agencies.earbNumber), isNull(agencies.earbCheckedAt)))
    .orderBy(asc(agencies.createdAt))
    .limit(QUEUE_SIZE);
  const logs = rows.length
    ? await subjectLogs(
        db,
        rows.map((row) => row.id),
      )
    : new Map();
  return rows.map((row) => ({
    ...row,
    earbNumber: row.earbNumber ?? '',
    createdAt: row.createdAt.toISOString(),
    log: logs.get(row.id) ?? [],
  }));
}
