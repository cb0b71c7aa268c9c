import { AGENCY_LAST_OWNER, AGENCY_NOT_MEMBER, AGENCY_OWNER_ONLY, may, type AgencyRole } from '@nyumba/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { agencyLeads, agencyMembers } from '../../db/schema-agencies.ts';
import { stays, viewings } from '../../db/schema-bookings.ts';
import { conversations } from '../../db/schema-messages.ts';
import { tenancies } from '../../db/schema-tenancies.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { requireRole, roleIn } from './membership.ts';

// Changing a member's role and parting with a member. A manager manages agents, caretakers
// and other managers, never an owner; only an owner makes or unmakes owners; the agency keeps
// at least one owner. A member who leaves or is removed loses every right at once (rights are
// read per request), and what they answered stays with the agency.

async function target(tx: Transaction, agencyId: string, userId: string): Promise<AgencyRole> {
  const role = await roleIn(tx, agencyId, userId);
  if (!role) throw notFound(AGENCY_NOT_MEMBER);
  return role;
}

async function otherOwners(tx: Transaction, agencyId: string, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: agencyMembers.userId })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.role, 'owner'), ne(agencyMembers.userId, userId)))
    .orderBy(agencyMembers.joinedAt);
  return rows.map((row) => row.userId);
}

export async function changeRole(db: Database, agencyId: string, callerId: string, userId: string, role: AgencyRole) {
  const { role: mine } = await requireRole(db, agencyId, callerId, may.manageMembers);
  await db.transaction(async (tx) => {
    // Members' rows locked in a fixed order: two owners demoting each other cannot both win.
    await tx.execute(sql`SELECT 1 FROM agency_members WHERE agency_id = ${agencyId} ORDER BY user_id FOR UPDATE`);
    const theirs = await target(tx, agencyId, userId);
    if ((theirs === 'owner' || role === 'owner') && mine !== 'owner') throw forbidden(AGENCY_OWNER_ONLY);
    if (theirs === 'owner' && role !== 'owner' && (await otherOwners(tx, agencyId, userId)).length === 0)
      throw conflict(AGENCY_LAST_OWNER);
    await tx
      .update(agencyMembers)
      .set({ role })
      .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)));
    // A caretaker lists nothing and sees no prices: their listings go to whoever changed them.
    if (role === 'caretaker') await handOver(tx, agencyId, userId, callerId === userId ? null : callerId);
  });
}

/**
 * Removes a member (or the caller leaves). Their agency listings, and the conversations,
 * viewings, tenancies and stays on them, pass to whoever removed them (an owner or manager)
 * or, when they left, to the agency's first owner; their leads return to the listing's agent.
 */
export async function removeMember(db: Database, agencyId: string, callerId: string, userId: string) {
  const leaving = callerId === userId;
  const { role: mine } = leaving
    ? await requireRole(db, agencyId, callerId, (role) => role !== null)
    : await requireRole(db, agencyId, callerId, may.manageMembers);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM agency_members WHERE agency_id = ${agencyId} ORDER BY user_id FOR UPDATE`);
    const theirs = await target(tx, agencyId, userId);
    if (!leaving && theirs === 'owner' && mine !== 'owner') throw forbidden(AGENCY_OWNER_ONLY);
    const owners = await otherOwners(tx, agencyId, userId);
    if (theirs === 'owner' && owners.length === 0) throw conflict(AGENCY_LAST_OWNER);
    await tx.delete(agencyMembers).where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)));
    await handOver(tx, agencyId, userId, leaving ? null : callerId, owners[0]);
  });
}

/** Moves a member's agency work to `to` (or the first owner). */
async function handOver(tx: Transaction, agencyId: string, from: string, to: string | null, firstOwner?: string) {
  const heir = to ?? firstOwner ?? (await otherOwners(tx, agencyId, from))[0];
  if (!heir) return;
  const moved = await tx
    .update(listings)
    .set({ ownerId: heir, updatedAt: new Date() })
    .where(and(eq(listings.agencyId, agencyId), eq(listings.ownerId, from)))
    .returning({ id: listings.id });
  const ids = moved.map((row) => row.id);
  if (ids.length > 0) {
    // The people who wrote, booked or rent keep their thread and their deal: the other side is now the heir.
    for (const table of [conversations, viewings, tenancies]) {
      await tx
        .update(table)
        .set({ listerId: heir })
        .where(and(eq(table.listerId, from), inArray(table.listingId, ids)));
    }
    await tx
      .update(stays)
      .set({ hostId: heir })
      .where(and(eq(stays.hostId, from), inArray(stays.listingId, ids)));
  }
  await tx
    .update(agencyLeads)
    .set({ assignedTo: null, updatedAt: new Date() })
    .where(and(eq(agencyLeads.agencyId, agencyId), eq(agencyLeads.assignedTo, from)));
}
