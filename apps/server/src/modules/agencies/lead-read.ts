import { may, type AgencyRole, type Lead, type LeadKind, type LeadStatus } from '@nyumba/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';

// An agency's leads, read where they live: an enquiry is a conversation on one of its
// listings, a viewing and a tenancy request their own rows. agency_leads adds what the agency
// says of them (status, a member it was handed to, when it was offered to every agent).

const LEADS_LISTED = 200;

interface LeadRow {
  kind: LeadKind;
  ref_id: string;
  listing_id: string;
  listing_name: string;
  price: number;
  agent_id: string;
  seeker_id: string;
  seeker_name: string;
  seeker_phone: string | null;
  summary: string | null;
  created_at: Date | string;
  answered_at: Date | string | null;
  deal_state: string | null;
  status: LeadStatus | null;
  assigned_to: string | null;
  holder_id: string;
  holder_name: string | null;
  offered_at: Date | string | null;
}

/**
 * Every lead of the agency as rows, newest first: `where` narrows them (one lead, the unanswered
 * ones). Each lead knows when it was first answered: the listing's side wrote in the
 * conversation, or answered the request.
 */
export function leadRows(db: Database | Transaction, agencyId: string, where: SQL = sql`true`) {
  return queryRows<LeadRow>(
    db,
    sql`WITH raw AS (
      SELECT 'enquiry'::text AS kind, c.id AS ref_id, c.listing_id, c.seeker_id, c.created_at,
             (SELECT min(m.created_at) FROM messages m WHERE m.conversation_id = c.id AND m.sender_id <> c.seeker_id) AS answered_at,
             (SELECT m.text FROM messages m WHERE m.conversation_id = c.id ORDER BY m.created_at LIMIT 1) AS summary,
             NULL::text AS deal_state, NULL::text AS seeker_phone
        FROM conversations c JOIN listings l ON l.id = c.listing_id WHERE l.agency_id = ${agencyId}
      UNION ALL
      SELECT 'viewing', v.id, v.listing_id, v.seeker_id, v.created_at, v.answered_at,
             to_char(v.starts_at AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD HH24:MI'), v.status, NULL
        FROM viewings v JOIN listings l ON l.id = v.listing_id WHERE l.agency_id = ${agencyId}
      UNION ALL
      SELECT 'tenancy', t.id, t.listing_id, t.tenant_id, t.created_at, coalesce(t.accepted_at, t.ended_at),
             'Move in ' || t.move_in::text, t.status,
             (SELECT p.phone FROM phone_numbers p WHERE p.user_id = t.tenant_id ORDER BY p.sign_in DESC LIMIT 1)
        FROM tenancies t JOIN listings l ON l.id = t.listing_id WHERE l.agency_id = ${agencyId}
    )
    SELECT raw.*, l.name AS listing_name, l.price, l.owner_id AS agent_id, u.username AS seeker_name,
           s.status, s.assigned_to, coalesce(s.assigned_to, l.owner_id) AS holder_id, a.username AS holder_name, s.offered_at
      FROM raw
      JOIN listings l ON l.id = raw.listing_id
      JOIN users u ON u.id = raw.seeker_id
      LEFT JOIN agency_leads s ON s.kind = raw.kind AND s.ref_id = raw.ref_id
      LEFT JOIN users a ON a.id = coalesce(s.assigned_to, l.owner_id)
     WHERE ${where}
     ORDER BY raw.created_at DESC
     LIMIT ${LEADS_LISTED}`,
  );
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Its status as the agency set it, or as its state says (answered, viewing confirmed, a tenancy signed). */
function statusOf(row: LeadRow): LeadStatus {
  // 'new' is the column's default (an assignment or an offer wrote the row): the state says more.
  if (row.status && row.status !== 'new') return row.status;
  if (row.kind === 'viewing' && (row.deal_state === 'confirmed' || row.deal_state === 'happened'))
    return 'viewing-booked';
  if (
    row.kind === 'tenancy' &&
    row.deal_state &&
    !['requested', 'declined', 'cancelled', 'expired'].includes(row.deal_state)
  )
    return 'let';
  return row.answered_at ? 'replied' : 'new';
}

/** Whether `userId` with `role` sees the lead: all for owners and managers; their own and the offered for the rest. */
export function seesLead(row: LeadRow, userId: string, role: AgencyRole): boolean {
  if (may.seeAll(role)) return true;
  // An offered lead is every agent's until someone answers it or a manager gives it to someone.
  return row.holder_id === userId || (role === 'agent' && offeredToAll(row));
}

export const offeredToAll = (row: LeadRow) => row.offered_at !== null && !row.answered_at && row.assigned_to === null;

/** The lead as `role` sees it: a caretaker gets no price and no number. */
export function toLead(row: LeadRow, role: AgencyRole, notes: Lead['notes']): Lead {
  const money = may.seeMoney(role);
  return {
    kind: row.kind,
    refId: row.ref_id,
    listing: { id: row.listing_id, name: row.listing_name, price: money ? Number(row.price) : null },
    seeker: { id: row.seeker_id, name: row.seeker_name, phone: money ? row.seeker_phone : null },
    summary: (row.summary ?? '').slice(0, 200),
    createdAt: iso(row.created_at)!,
    status: statusOf(row),
    assignedTo: { id: row.holder_id, name: row.holder_name ?? '' },
    offeredAt: iso(row.offered_at),
    answeredAt: iso(row.answered_at),
    notes,
  };
}

export type { LeadRow };
