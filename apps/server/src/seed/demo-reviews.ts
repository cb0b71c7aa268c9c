import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { listings } from '../db/schema.ts';
import { conversations, messages } from '../db/schema-messages.ts';
import { hires, reviews } from '../db/schema-reviews.ts';
import { DAY_MS, foldForCompare } from '@nyumba/domain';
import { recountRating } from '../modules/reviews/index.ts';

/**
 * One finished job on the demo: the other demo account wrote to the first service with a
 * trade, the provider replied and marked the job done, and both reviewed each other (now
 * published). The card, the page, the provider's page and "Best rated" have a rating to show.
 */
export async function seedDemoReviews(db: Database, owners: readonly string[], now: number): Promise<void> {
  const [service] = await db
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.type, 'technicians'), isNotNull(listings.trade)))
    .limit(1);
  const client = owners.find((id) => id !== service?.ownerId);
  if (!service || !client) return;
  const at = (days: number) => new Date(now - days * DAY_MS);
  await db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({
        listingId: service.id,
        seekerId: client,
        listerId: service.ownerId,
        createdAt: at(12),
        lastMessageAt: at(11),
        listerRepliedAt: at(11.9),
      })
      .returning({ id: conversations.id });
    const said = [
      { senderId: client, text: 'Hello, the kitchen sink is leaking. Can you come this week?', createdAt: at(12) },
      { senderId: service.ownerId, text: 'Yes, I can come on Thursday morning.', createdAt: at(11.9) },
    ];
    const written = await tx
      .insert(messages)
      .values(said.map((m) => ({ ...m, conversationId: conversation!.id, textFolded: foldForCompare(m.text) })))
      .returning({ id: messages.id });
    await tx
      .update(conversations)
      .set({ lastMessageId: written.at(-1)!.id, seekerReadId: written.at(-1)!.id, listerReadId: written.at(-1)!.id })
      .where(eq(conversations.id, conversation!.id));
    const [hire] = await tx
      .insert(hires)
      .values({
        conversationId: conversation!.id,
        listingId: service.id,
        providerId: service.ownerId,
        clientId: client,
        status: 'done',
        proposedBy: service.ownerId,
        createdAt: at(10),
        hiredAt: at(10),
        doneAt: at(10),
      })
      .returning({ id: hires.id });
    const both = { dealKind: 'hire' as const, dealId: hire!.id, listingId: service.id, status: 'published' as const };
    await tx.insert(reviews).values([
      {
        ...both,
        authorId: client,
        subjectId: service.ownerId,
        role: 'client',
        quality: 5,
        punctuality: 4,
        price: 5,
        text: 'Came on Thursday as promised, found the leak in the trap and fixed it in an hour. Fair price.',
        createdAt: at(9),
        publishAfter: at(-5),
        publishedAt: at(8),
      },
      {
        ...both,
        authorId: service.ownerId,
        subjectId: client,
        role: 'provider',
        quality: 5,
        punctuality: 5,
        price: 5,
        text: 'Clear about the job and paid on the day as agreed.',
        createdAt: at(8),
        publishAfter: at(-5),
        publishedAt: at(8),
      },
    ]);
    await recountRating(tx, service.id);
  });
}
