import {
  AGENCY_AGENT_NOT_MEMBER,
  AGENCY_ROLE_REFUSED,
  LEAD_NOT_FOUND,
  may,
  workingMinutesBetween,
  type Lead,
  type LeadKind,
  type LeadUpdateBody,
  agencyAddress,
} from '@nyumba/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { agencies, users } from '../../db/schema.ts';
import { agencyLeadNotes, agencyLeads, agencyMembers, listingVisits, viewSalts } from '../../db/schema-agencies.ts';
import { fiveMinuteClock } from '../../jobs/clock-job.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { smsNotice, type SmsCaps } from '../phone/index.ts';
import { leadRows, offeredToAll, seesLead, toLead, type LeadRow } from './lead-read.ts';
import { requireRole, roleIn } from './membership.ts';

// The agency's shared inbox: each member sees what their role allows, managers hand leads to
// members, anyone who sees a lead sets its status or adds a note (the agency's only). A lead no
// one answered within the agency's hand-over time (working time) is offered to every agent.

async function notesOf(db: Database, rows: LeadRow[]) {
  const ids = rows.map((row) => row.ref_id);
  const notes = new Map<string, Lead['notes']>();
  if (ids.length === 0) return notes;
  const found = await db
    .select({
      refId: agencyLeadNotes.refId,
      body: agencyLeadNotes.body,
      at: agencyLeadNotes.createdAt,
      author: users.username,
    })
    .from(agencyLeadNotes)
    .leftJoin(users, eq(users.id, agencyLeadNotes.authorId))
    .where(inArray(agencyLeadNotes.refId, ids))
    .orderBy(agencyLeadNotes.createdAt);
  for (const note of found) {
    const list = notes.get(note.refId) ?? [];
    list.push({ author: note.author ?? '', body: note.body, at: note.at.toISOString() });
    notes.set(note.refId, list);
  }
  return notes;
}

export async function listLeads(db: Database, agencyId: string, userId: string): Promise<Lead[]> {
  const { role } = await requireRole(db, agencyId, userId, (r) => r !== null);
  const rows = (await leadRows(db, agencyId)).filter((row) => seesLead(row, userId, role));
  const notes = await notesOf(db, rows);
  return rows.map((row) => toLead(row, role, notes.get(row.ref_id) ?? []));
}

export async function updateLead(
  db: Database,
  agencyId: string,
  userId: string,
  kind: LeadKind,
  refId: string,
  body: LeadUpdateBody,
): Promise<Lead> {
  const { role } = await requireRole(db, agencyId, userId, (r) => r !== null);
  const one = sql`raw.kind = ${kind} AND raw.ref_id = ${refId}`;
  const [row] = await leadRows(db, agencyId, one);
  if (!row || !seesLead(row, userId, role)) throw notFound(LEAD_NOT_FOUND);
  if (body.assignedTo !== undefined) {
    // An agent may take an offered lead for themselves; handing it to someone else is a manager's.
    const takesOffered = role === 'agent' && body.assignedTo === userId && offeredToAll(row);
    if (!may.seeAll(role) && !takesOffered) throw forbidden(AGENCY_ROLE_REFUSED);
    if (!(await roleIn(db, agencyId, body.assignedTo))) throw badRequest('assignedTo', AGENCY_AGENT_NOT_MEMBER);
  }
  await db.transaction(async (tx) => {
    if (body.status !== undefined || body.assignedTo !== undefined) {
      const set = {
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.assignedTo !== undefined ? { assignedTo: body.assignedTo } : {}),
        updatedAt: new Date(),
      };
      await tx
        .insert(agencyLeads)
        .values({ kind, refId, agencyId, listingId: row.listing_id, ...set })
        .onConflictDoUpdate({ target: [agencyLeads.kind, agencyLeads.refId], set });
    }
    if (body.note)
      await tx.insert(agencyLeadNotes).values({ agencyId, kind, refId, authorId: userId, body: body.note });
  });
  const [after] = await leadRows(db, agencyId, one);
  const notes = await notesOf(db, [after!]);
  return toLead(after!, role, notes.get(refId) ?? []);
}

export interface LeadClockDeps {
  db: Database;
  jobs: JobEngine | undefined;
  log: Logger;
  caps: SmsCaps;
}

/**
 * Offers each agency's unanswered leads past its hand-over time to its other agents (an SMS
 * notice each, within their SMS settings and caps). The offer is one guarded write per lead,
 * so two servers running the clock at once offer it once.
 */
export async function offerUnanswered(deps: LeadClockDeps, now = new Date()) {
  const agencyList = await deps.db
    .select({ id: agencies.id, minutes: agencies.handoverMinutes })
    .from(agencies)
    .where(sql`${agencies.handoverMinutes} > 0`);
  let offered = 0;
  for (const agency of agencyList) {
    // Older than the hand-over in plain time is necessary (working time is never more).
    const waiting = sql`raw.answered_at IS NULL AND s.offered_at IS NULL AND coalesce(s.status, 'new') = 'new'
      AND raw.created_at <= ${new Date(now.getTime() - agency.minutes * 60_000)}`;
    const rows = (await leadRows(deps.db, agency.id, waiting)).filter(
      (row) => workingMinutesBetween(new Date(row.created_at), now) >= agency.minutes,
    );
    for (const row of rows) {
      await deps.db.transaction(async (tx) => {
        const [taken] = await tx
          .insert(agencyLeads)
          .values({ kind: row.kind, refId: row.ref_id, agencyId: agency.id, listingId: row.listing_id, offeredAt: now })
          .onConflictDoUpdate({
            target: [agencyLeads.kind, agencyLeads.refId],
            set: { offeredAt: now, updatedAt: now },
            setWhere: sql`${agencyLeads.offeredAt} IS NULL`,
          })
          .returning({ refId: agencyLeads.refId });
        if (!taken) return;
        offered += 1;
        await tellAgents(deps, tx, agency.id, row.holder_id, now);
      });
    }
  }
  return { offered };
}

async function tellAgents(deps: LeadClockDeps, tx: Transaction, agencyId: string, holder: string, now: Date) {
  const agents = await tx
    .select({ userId: agencyMembers.userId })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.role, 'agent')));
  for (const agent of agents) {
    if (agent.userId === holder) continue;
    await smsNotice(
      { jobs: deps.jobs, log: deps.log, caps: deps.caps, address: null },
      tx,
      agent.userId,
      'message',
      { words: 'agencyLead' },
      agencyAddress.desk(agencyId),
      now,
    );
  }
}

/** Yesterday's visitors can no longer be told apart: their hashes and the salt go. */
async function forgetVisitors(db: Database, now = new Date()) {
  const today = new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  await db.delete(listingVisits).where(lt(listingVisits.day, today));
  await db.delete(viewSalts).where(lt(viewSalts.day, today));
}

export function agencyTickJob(deps: () => LeadClockDeps | null) {
  const tick = async (ready: LeadClockDeps) => {
    const done = await offerUnanswered(ready);
    await forgetVisitors(ready.db);
    return done;
  };
  return fiveMinuteClock('agency-tick', deps, tick, 'agency leads offered');
}
