import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversations } from '../../db/schema-messages.ts';
import { listings } from '../../db/schema.ts';

/** Whether the lister has replied to this person about this listing: a number kept for replies shows from then on. */
export async function listerReplied(db: Database, listingId: string, seekerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.listingId, listingId),
        eq(conversations.seekerId, seekerId),
        isNotNull(conversations.listerRepliedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The caller's way to the lister of a listing: their conversation about it (if any), and
 * the number when they may see it (shown to all, their own listing, or a reply received).
 */
export async function contactFor(
  db: Database,
  listingId: string,
  viewerId: string,
): Promise<{ conversationId: string | null; phone: string | null }> {
  const [row] = await db
    .select({
      phone: listings.phoneNumber,
      visibility: listings.phoneVisibility,
      ownerId: listings.ownerId,
      moderation: listings.moderation,
      conversationId: conversations.id,
      repliedAt: conversations.listerRepliedAt,
    })
    .from(listings)
    .leftJoin(conversations, and(eq(conversations.listingId, listings.id), eq(conversations.seekerId, viewerId)))
    .where(eq(listings.id, listingId))
    .limit(1);
  if (!row) return { conversationId: null, phone: null };
  if (row.ownerId === viewerId) return { conversationId: null, phone: row.phone };
  // A listing the public cannot see shows nobody its number.
  const shown = row.moderation === 'visible' && (row.visibility === 'public' || row.repliedAt !== null);
  return { conversationId: row.conversationId, phone: shown ? row.phone : null };
}
