import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { stays } from '../../db/schema-bookings.ts';
import { appendEvents } from '../messages/index.ts';

/**
 * Tells both sides of a stay, live, that its money moved (a prompt sent, paid, failed, held,
 * paid out, refunded): a 'booking' event in their streams, in the writing transaction, so the
 * conversation and My bookings draw the stay again.
 */
export async function stayEvent(tx: Transaction, stayId: string): Promise<void> {
  const [stay] = await tx
    .select({ guestId: stays.guestId, hostId: stays.hostId, conversationId: stays.conversationId })
    .from(stays)
    .where(eq(stays.id, stayId));
  if (!stay?.conversationId) return;
  await appendEvents(
    tx,
    [stay.guestId, stay.hostId].map((userId) => ({
      userId,
      conversationId: stay.conversationId!,
      kind: 'booking' as const,
      messageId: 0,
    })),
  );
}
