import {
  AGENCY_AGENT_NOT_MEMBER,
  AGENCY_MEMBERS_ONLY,
  AGENCY_NOT_FOUND,
  AGENCY_ROLE_REFUSED,
  type AgencyRole,
} from '@nyumba/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { agencies } from '../../db/schema.ts';
import { agencyMembers } from '../../db/schema-agencies.ts';
import { phoneNumbers } from '../../db/schema-phone.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';

// Who may do what in an agency, read from the database on every request: a member removed a
// moment ago is refused on their very next call, whatever session they hold.

export type AgencyRow = typeof agencies.$inferSelect;
type Reader = Database | Transaction;

export async function agencyRow(db: Reader, id: string): Promise<AgencyRow> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
  if (!row) throw notFound(AGENCY_NOT_FOUND);
  return row;
}

export async function roleIn(db: Reader, agencyId: string, userId: string | undefined): Promise<AgencyRole | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ role: agencyMembers.role })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * The agency and the caller's role, when `allowed(role)`: 404 for an agency that does not
 * exist, 403 for a stranger or a role that may not (a stranger learns no more than the public page).
 */
export async function requireRole(
  db: Reader,
  agencyId: string,
  userId: string,
  allowed: (role: AgencyRole | null) => boolean,
): Promise<{ agency: AgencyRow; role: AgencyRole }> {
  const agency = await agencyRow(db, agencyId);
  const role = await roleIn(db, agencyId, userId);
  if (!role) throw forbidden(AGENCY_MEMBERS_ONLY);
  if (!allowed(role)) throw forbidden(AGENCY_ROLE_REFUSED);
  return { agency, role };
}

/** Whether `userId` proved `phone` by SMS (their sign-in number or another they proved). */
export async function provedNumber(db: Reader, userId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: phoneNumbers.phone })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.userId, userId), eq(phoneNumbers.phone, phone)))
    .limit(1);
  return row !== undefined;
}

/**
 * Who a new agency listing belongs to: the agent named (owners and managers may name any
 * agent, manager or owner of the agency), else the caller, who must be one of those. A
 * caretaker never lists: they see no prices.
 */
export async function listingAgent(
  db: Reader,
  callerId: string,
  agencyId: string,
  agentId: string | undefined,
): Promise<string> {
  const { role } = await requireRole(db, agencyId, callerId, (r) => r !== null && r !== 'caretaker');
  const agent = agentId ?? callerId;
  if (agent === callerId) return agent;
  if (role !== 'owner' && role !== 'manager') throw forbidden(AGENCY_ROLE_REFUSED);
  const theirs = await roleIn(db, agencyId, agent);
  if (!theirs || theirs === 'caretaker') throw badRequest('agentId', AGENCY_AGENT_NOT_MEMBER);
  return agent;
}

/** An owner or manager of the listing's agency may change it as its agent may. */
export async function managesListing(
  db: Reader,
  listing: { agencyId: string | null },
  userId: string,
): Promise<boolean> {
  if (!listing.agencyId) return false;
  const role = await roleIn(db, listing.agencyId, userId);
  return role === 'owner' || role === 'manager';
}

/**
 * Where money for a listing goes: the agency's payout number (an owner's proven number) for
 * an agency's listing, never its agent's own; null for a personal listing (the caller then
 * pays its lister's proven number as before).
 */
export async function agencyPayoutNumber(db: Reader, listingAgencyId: string | null): Promise<string | null> {
  if (!listingAgencyId) return null;
  const [row] = await db
    .select({ phone: agencies.payoutPhone })
    .from(agencies)
    .where(eq(agencies.id, listingAgencyId))
    .limit(1);
  return row?.phone ?? null;
}

/** The agency's own number (proven by SMS when the agency was made, or when an owner changed it). */
export async function agencyNumber(db: Reader, agencyId: string): Promise<string | null> {
  const [row] = await db.select({ phone: agencies.phone }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return row?.phone ?? null;
}
