import { kenyaToday, type DealKind } from '@nyumba/domain';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { stays } from '../../db/schema-bookings.ts';
import { hires } from '../../db/schema-reviews.ts';

/** Who is on each side of a deal the caller is part of, and whether it may be reviewed now. */
export interface DealParties {
  kind: DealKind;
  id: string;
  listingId: string;
  /** The provider or the host. */
  providerId: string;
  /** The client or the guest. */
  clientId: string;
  /** Where the two talk about it (a stay asked before conversations may have none). */
  conversationId: string | null;
  reviewable: boolean;
}

/**
 * The hire or stay `id`, if `userId` is on either side of it. A hire is reviewable once both
 * said "hired" or the provider marked it done; a stay once it was accepted and its check-out
 * day has come (in Kenya).
 */
export async function dealOf(
  db: Database | Transaction,
  kind: DealKind,
  id: string,
  userId: string,
  now: Date,
): Promise<DealParties | undefined> {
  if (kind === 'hire') {
    const [hire] = await db
      .select()
      .from(hires)
      .where(and(eq(hires.id, id), or(eq(hires.providerId, userId), eq(hires.clientId, userId))));
    if (!hire) return undefined;
    return {
      kind,
      id,
      listingId: hire.listingId,
      providerId: hire.providerId,
      clientId: hire.clientId,
      conversationId: hire.conversationId,
      reviewable: hire.status === 'hired' || hire.status === 'done',
    };
  }
  const [stay] = await db
    .select()
    .from(stays)
    .where(and(eq(stays.id, id), or(eq(stays.hostId, userId), eq(stays.guestId, userId))));
  if (!stay) return undefined;
  return {
    kind,
    id,
    listingId: stay.listingId,
    providerId: stay.hostId,
    clientId: stay.guestId,
    conversationId: stay.conversationId,
    reviewable: stay.status === 'accepted' && stay.checkOut <= kenyaToday(now),
  };
}

/** A conversation's completed stays (accepted, checked out): each may be reviewed like a hire. */
export async function completedStays(db: Database, conversationId: string, now: Date) {
  return db
    .select()
    .from(stays)
    .where(
      and(eq(stays.conversationId, conversationId), eq(stays.status, 'accepted'), lte(stays.checkOut, kenyaToday(now))),
    );
}

/** A conversation's hires, oldest first: declined ones stay out of sight. */
export async function conversationHires(db: Database, conversationId: string) {
  return db
    .select()
    .from(hires)
    .where(and(eq(hires.conversationId, conversationId), inArray(hires.status, ['proposed', 'hired', 'done'])))
    .orderBy(hires.createdAt);
}
