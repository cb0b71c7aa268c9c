import { AGENCY_NUMBER_UNPROVEN, may, type Agency, type AgencyBody, type AgencyRole } from '@nyumba/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { agencies, listings, users } from '../../db/schema.ts';
import { agencyMembers } from '../../db/schema-agencies.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { FOREIGN_IMAGE, ownPhotoPaths } from '../images/index.ts';
import { listingIsPublic } from '../moderation/index.ts';
import { agencyRow, provedNumber, requireRole, roleIn, type AgencyRow } from './membership.ts';

// An agency's own details: made by a person with a proven number, who becomes its first owner;
// changed by its owners; shown to anyone as its public page.

export interface AgencyDeps {
  db: Database;
  imageBaseUrl: string;
}

async function columnsOf(deps: AgencyDeps, userId: string, body: AgencyBody) {
  const logo = body.logoUrl
    ? (await ownPhotoPaths(deps.db, deps.imageBaseUrl, userId, [body.logoUrl], 'logoUrl', FOREIGN_IMAGE))[0]!
    : null;
  return {
    name: body.name,
    phone: body.phone,
    areaName: body.areaName,
    address: body.address || null,
    lat: body.location?.lat ?? null,
    lng: body.location?.lng ?? null,
    logoUrl: logo,
    earbNumber: body.earbNumber || null,
  };
}

/** The caller's new agency, with them as its owner; its number (and payouts) one they proved. */
export async function createAgency(deps: AgencyDeps, userId: string, body: AgencyBody): Promise<AgencyRow> {
  if (!(await provedNumber(deps.db, userId, body.phone))) throw forbidden(AGENCY_NUMBER_UNPROVEN);
  const columns = await columnsOf(deps, userId, body);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agencies)
      .values({
        ...columns,
        handoverMinutes: body.handoverMinutes ?? 120,
        payoutPhone: body.phone,
        createdBy: userId,
      })
      .returning();
    await tx.insert(agencyMembers).values({ agencyId: row!.id, userId, role: 'owner' });
    return row!;
  });
}

/**
 * Owners change the details. A new number must be one the changing owner proved; it becomes
 * the payout number too. A changed EARB number is claimed again until a moderator checks it.
 */
export async function updateAgency(deps: AgencyDeps, id: string, userId: string, body: AgencyBody): Promise<AgencyRow> {
  const { agency } = await requireRole(deps.db, id, userId, may.manageAgency);
  if (body.phone !== agency.phone && !(await provedNumber(deps.db, userId, body.phone)))
    throw forbidden(AGENCY_NUMBER_UNPROVEN);
  const columns = await columnsOf(deps, userId, body);
  const [row] = await deps.db
    .update(agencies)
    .set({
      ...columns,
      logoUrl: body.logoUrl === undefined ? agency.logoUrl : columns.logoUrl,
      ...(body.handoverMinutes !== undefined ? { handoverMinutes: body.handoverMinutes } : {}),
      ...(body.phone !== agency.phone ? { payoutPhone: body.phone } : {}),
      ...(columns.earbNumber !== agency.earbNumber ? { earbCheckedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(agencies.id, id))
    .returning();
  return row!;
}

/** The agency as `viewerId` sees it: its public page, with every member and the payout number for those entitled. */
export async function viewAgency(db: Database, row: AgencyRow, viewerId?: string): Promise<Agency> {
  const myRole = await roleIn(db, row.id, viewerId);
  const [members, counts, facts] = await Promise.all([
    db
      .select({ id: users.id, name: users.username, avatar: users.avatar, role: agencyMembers.role })
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(eq(agencyMembers.agencyId, row.id))
      .orderBy(agencyMembers.joinedAt),
    db
      .select({ ownerId: listings.ownerId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(and(eq(listings.agencyId, row.id), listingIsPublic))
      .groupBy(listings.ownerId),
    agencyFacts(db, row.id),
  ]);
  const byOwner = new Map(counts.map((count) => [count.ownerId, count.n]));
  // The public sees who answers them (owners, managers, agents); members see everyone.
  const shown = members.filter((member) => myRole !== null || member.role !== 'caretaker');
  return {
    id: row.id,
    name: row.name,
    areaName: row.areaName,
    address: row.address,
    location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    logoUrl: row.logoUrl,
    phone: row.phone,
    earb: row.earbNumber ? { number: row.earbNumber, checked: row.earbCheckedAt !== null } : null,
    handoverMinutes: row.handoverMinutes,
    members: shown.map((member) => ({ ...member, listingCount: byOwner.get(member.id) ?? 0 })),
    listingCount: counts.reduce((total, count) => total + count.n, 0),
    responseMinutes: facts.responseMinutes,
    rating: facts.rating,
    myRole,
    payoutPhone: may.manageAgency(myRole) ? row.payoutPhone : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The median minutes to a first reply over the agency's enquiries of the last 90 days (null
 * under three), and its listings' published ratings together.
 */
async function agencyFacts(db: Database, agencyId: string) {
  const [row] = await queryRows<{ minutes: number | null; answered: number; count: number; stars: number | null }>(
    db,
    sql`
    WITH firsts AS (
      SELECT (SELECT min(m.created_at) FROM messages m
               WHERE m.conversation_id = c.id AND m.sender_id = c.lister_id) - c.created_at AS wait
      FROM conversations c JOIN listings l ON l.id = c.listing_id
      WHERE l.agency_id = ${agencyId} AND c.created_at > now() - interval '90 days'
    ), rated AS (
      SELECT sum(rating_count)::int AS count,
             sum(rating_stars)::float / 3 / nullif(sum(rating_count), 0) AS stars
      FROM listings WHERE agency_id = ${agencyId} AND rating_count > 0
    )
    SELECT (SELECT round(extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (ORDER BY wait)) / 60)::int
              FROM firsts WHERE wait IS NOT NULL) AS minutes,
           (SELECT count(*)::int FROM firsts WHERE wait IS NOT NULL) AS answered,
           coalesce((SELECT count FROM rated), 0) AS count,
           (SELECT stars FROM rated)::float AS stars`,
  );
  return {
    responseMinutes: row && row.answered >= 3 ? row.minutes : null,
    rating:
      row && row.count > 0 && row.stars !== null ? { count: row.count, stars: Math.round(row.stars * 10) / 10 } : null,
  };
}

/** The agencies a person belongs to, with their role. */
export async function agenciesOf(db: Database, userId: string) {
  const rows = await db
    .select({ id: agencies.id, name: agencies.name, logoUrl: agencies.logoUrl, myRole: agencyMembers.role })
    .from(agencyMembers)
    .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
    .where(eq(agencyMembers.userId, userId))
    .orderBy(agencies.name);
  return rows as { id: string; name: string; logoUrl: string | null; myRole: AgencyRole }[];
}

/** The agencies' names for listings that belong to one (cards and pages show it). */
export async function agencyNames(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; logoUrl: string | null }>();
  const rows = await db
    .select({ id: agencies.id, name: agencies.name, logoUrl: agencies.logoUrl })
    .from(agencies)
    .where(inArray(agencies.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export { agencyRow };
