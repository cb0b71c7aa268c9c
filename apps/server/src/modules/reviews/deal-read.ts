import { isServiceType, type Deal, type Review } from '@nyumba/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema-reviews.ts';
import { completedStays, conversationHires } from './deal-parties.ts';
import { conversationOf } from './hire-service.ts';
import { reviewsByIds } from './review-read.ts';

/**
 * A conversation's deals as the caller sees them: a service's hires, a bnb's completed
 * stays, with the caller's own review and the other side's only once it is published.
 * The other side's sealed review shows only as "they wrote theirs".
 */
export async function conversationDeals(
  db: Database,
  conversationId: string,
  userId: string,
  now = new Date(),
): Promise<Deal[]> {
  const { conversation, type } = await conversationOf(db, conversationId, userId);
  const myRole = conversation.listerId === userId ? 'provider' : 'client';
  const found: Omit<Deal, 'mine' | 'theirs' | 'theyWrote' | 'publishesAt' | 'canReview' | 'myRole'>[] = [];
  if (isServiceType(type)) {
    for (const hire of await conversationHires(db, conversationId)) {
      found.push({ kind: 'hire', id: hire.id, status: hire.status, proposedByMe: hire.proposedBy === userId });
    }
  } else if (type === 'bnbs') {
    for (const stay of await completedStays(db, conversationId, now)) {
      found.push({ kind: 'stay', id: stay.id, status: 'stayed', proposedByMe: false });
    }
  }
  if (found.length === 0) return [];
  const written = await db
    .select({ id: reviews.id, dealId: reviews.dealId, authorId: reviews.authorId, publishAfter: reviews.publishAfter })
    .from(reviews)
    .where(
      inArray(
        reviews.dealId,
        found.map((deal) => deal.id),
      ),
    );
  const full = await reviewsByIds(
    db,
    written.map((row) => row.id),
  );
  return found.map((deal) => {
    const rows = written.filter((row) => row.dealId === deal.id);
    const mineRow = rows.find((row) => row.authorId === userId);
    const theirsRow = rows.find((row) => row.authorId !== userId);
    const mine = (mineRow && full.get(mineRow.id)) ?? null;
    const theirs: Review | undefined = theirsRow ? full.get(theirsRow.id) : undefined;
    const visible = theirs?.status === 'published' ? theirs : null;
    const sealed = rows.find((row) => full.get(row.id)?.status === 'sealed');
    return {
      ...deal,
      myRole,
      canReview: !mine && (deal.status === 'hired' || deal.status === 'done' || deal.status === 'stayed'),
      mine,
      theirs: visible,
      theyWrote: Boolean(theirs && !visible && theirs.status !== 'removed'),
      publishesAt: sealed ? sealed.publishAfter.toISOString() : null,
    };
  });
}
