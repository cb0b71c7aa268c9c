import { DAY_MS, type ListerRisk, listerRiskScore } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';

/**
 * Each lister's risk summary for the moderation queue, in one query: copies held and not
 * cleared, reports upheld on their items, messages of theirs with scam signals, items taken
 * down, account age, a confirmed address and a checked agent number.
 */
export async function listerRisks(
  db: Database,
  ownerIds: string[],
  now = new Date(),
): Promise<Map<string, ListerRisk>> {
  const risks = new Map<string, ListerRisk>();
  if (ownerIds.length === 0) return risks;
  const ids = sql.join(
    ownerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: string;
    created_at: Date;
    email_verified_at: Date | null;
    earb_verified_at: Date | null;
    copies: number;
    upheld: number;
    warnings: number;
    taken_down: number;
  }>(
    db,
    sql`SELECT u.id, u.created_at, u.email_verified_at, u.earb_verified_at,
        (SELECT count(*) FROM listing_copies c JOIN listings l ON l.id = c.listing_id
          WHERE l.owner_id = u.id AND c.cleared_at IS NULL)::int AS copies,
        (SELECT count(*) FROM reports r WHERE r.outcome = 'upheld' AND (
          EXISTS (SELECT 1 FROM listings l WHERE l.id = r.subject_id AND l.owner_id = u.id)
          OR EXISTS (SELECT 1 FROM posts p WHERE p.id = r.subject_id AND p.author_id = u.id)))::int AS upheld,
        (SELECT count(*) FROM messages m WHERE m.sender_id = u.id AND m.signals <> '{}'::text[])::int AS warnings,
        ((SELECT count(*) FROM listings l WHERE l.owner_id = u.id AND l.moderation = 'removed')
          + (SELECT count(*) FROM posts p WHERE p.author_id = u.id AND p.moderation = 'removed'))::int AS taken_down
      FROM users u WHERE u.id IN (${ids})`,
  );
  for (const row of rows) {
    const risk = {
      copies: row.copies,
      reportsUpheld: row.upheld,
      messageWarnings: row.warnings,
      takenDown: row.taken_down,
      accountDays: Math.floor((now.getTime() - new Date(row.created_at).getTime()) / DAY_MS),
      emailConfirmed: row.email_verified_at !== null,
      agentVerified: row.earb_verified_at !== null,
    };
    risks.set(row.id, { ...risk, score: listerRiskScore(risk) });
  }
  return risks;
}
