import { randomBytes } from 'node:crypto';
import { LEDGER_KEEP_YEARS, pageAddress, routePatterns, type DeletionPreview } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';

type Blocker = DeletionPreview['blockers'][number];

const DAY = sql`(now() AT TIME ZONE 'Africa/Nairobi')::date`;

/**
 * The deals still open that deleting would break, each with where to finish it: a tenancy
 * under way (a deposit held), a job accepted and not finished, a stay to come or with money held or disputed (as guest or
 * host), an M-Pesa prompt not yet answered, money on its way to the person, a legal hold.
 */
export async function openDeals(db: Database, userId: string): Promise<Blocker[]> {
  const found = await queryRows<Omit<Blocker, 'path'>>(
    db,
    sql`SELECT 'tenancy' AS kind, t.id::text AS id, l.name AS title
          FROM tenancies t JOIN listings l ON l.id = t.listing_id
         WHERE (t.tenant_id = ${userId} OR t.lister_id = ${userId})
           AND t.status NOT IN ('ended', 'cancelled', 'declined', 'lapsed')
        UNION ALL
        -- A job accepted and not yet finished: money due, held or disputed between the two.
        SELECT 'job', j.id::text, j.trade || ' · ' || j.area_name
          FROM jobs j LEFT JOIN job_quotes q ON q.id = j.accepted_quote_id
         WHERE (j.client_id = ${userId} OR q.provider_id = ${userId})
           AND j.status IN ('accepted', 'paid', 'done', 'disputed')
        UNION ALL
        SELECT CASE WHEN s.guest_id = ${userId} THEN 'stay' ELSE 'hosting' END, s.id::text, l.name
          FROM stays s JOIN listings l ON l.id = s.listing_id
         WHERE (s.guest_id = ${userId} OR s.host_id = ${userId})
           AND (s.status = 'pending'
             OR (s.status = 'accepted' AND (s.check_out >= ${DAY}
               OR s.pay_state IN ('due', 'prompted', 'held', 'disputed'))))
        UNION ALL
        SELECT 'payment', p.id::text, p.what
          FROM payments p WHERE p.payer_id = ${userId} AND p.status IN ('starting', 'prompted')
        UNION ALL
        SELECT 'payout', o.id::text, o.what
          FROM payouts o WHERE o.recipient_id = ${userId} AND o.status IN ('due', 'sent', 'checking')
        UNION ALL
        -- What asks for a hold is not the person's to read (a police request may not be told).
        SELECT 'legal-hold', h.id::text, 'A legal hold' FROM legal_holds h
         WHERE h.user_id = ${userId} AND h.lifted_at IS NULL`,
  );
  // Where to finish each: the tenancy's own page; stays and money on the bookings page.
  return found.map((deal) => ({
    ...deal,
    path:
      deal.kind === 'tenancy'
        ? pageAddress.tenancy(deal.id)
        : deal.kind === 'job'
          ? pageAddress.job(deal.id)
          : deal.kind === 'legal-hold'
            ? routePatterns.privacyCentre
            : routePatterns.bookings,
  }));
}

/** What deleting would remove and keep, and what blocks it: shown before the person confirms. */
export async function deletionPreview(db: Database, userId: string): Promise<DeletionPreview> {
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM listings WHERE owner_id = ${userId}) AS listings,
      (SELECT coalesce(sum(cardinality(image_urls)), 0)::int FROM listings WHERE owner_id = ${userId}) AS photos,
      (SELECT count(*)::int FROM posts WHERE author_id = ${userId}) AS posts,
      (SELECT count(*)::int FROM saved_listings WHERE user_id = ${userId})
        + (SELECT count(*)::int FROM search_alerts WHERE user_id = ${userId}) AS saved,
      (SELECT count(*)::int FROM messages WHERE sender_id = ${userId}) AS messages,
      (SELECT count(*)::int FROM payments WHERE payer_id = ${userId})
        + (SELECT count(*)::int FROM payouts WHERE recipient_id = ${userId}) AS ledger,
      (SELECT count(*)::int FROM payments WHERE payer_id = ${userId} AND receipt IS NOT NULL) AS receipts,
      (SELECT count(*)::int FROM reviews WHERE author_id = ${userId}) AS reviews,
      (SELECT count(*)::int FROM reports WHERE reporter_id = ${userId})
        + (SELECT count(*)::int FROM conversation_reports WHERE reporter_id = ${userId}) AS reports`,
  );
  const c = counts ?? {};
  const ledgerUntil = new Date();
  ledgerUntil.setUTCFullYear(ledgerUntil.getUTCFullYear() + LEDGER_KEEP_YEARS);
  const until = ledgerUntil.toISOString().slice(0, 10);
  return {
    blockers: await openDeals(db, userId),
    kept: [
      { kind: 'ledger' as const, count: c.ledger ?? 0, until },
      { kind: 'receipts' as const, count: c.receipts ?? 0, until },
      // Reviews stay with the listings they describe, as "Former member".
      { kind: 'reviews' as const, count: c.reviews ?? 0, until: 'as long as the listing' },
      { kind: 'reports' as const, count: c.reports ?? 0, until: 'until closed' },
      // The other person's side of a conversation stays theirs; the person's own words go.
      { kind: 'messages' as const, count: c.messages ?? 0, until: 'without their words' },
    ].filter((entry) => entry.count > 0),
    removed: {
      listings: c.listings ?? 0,
      photos: c.photos ?? 0,
      posts: c.posts ?? 0,
      saved: c.saved ?? 0,
      messages: c.messages ?? 0,
    },
  };
}

/** The name a deleted account's kept rows point to: random, so it names nobody. */
export const pseudonym = () => `former-${randomBytes(6).toString('hex')}`;
