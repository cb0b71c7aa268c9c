import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';

/** The channel every server listens on; the payload is the user whose stream grew. */
export const MESSAGES_CHANNEL = 'nyumba_messages';

export interface NewEvent {
  userId: string;
  conversationId: string;
  kind: 'message' | 'read' | 'booking';
  messageId: number;
  actorId?: string;
}

/**
 * Adds events to people's streams inside the writing transaction. Each person's next
 * number comes from their message_streams row, updated (so locked) until the commit: two
 * transactions writing to one person's stream take turns, so numbers follow commit order
 * and a stream that resumes "after 41" can never later find a 40 committed behind it.
 * Rows are locked in user-id order, so two people writing to each other cannot deadlock.
 * pg_notify is sent at commit, never for a rolled-back write.
 */
export async function appendEvents(tx: Transaction, events: NewEvent[]): Promise<void> {
  const byUser = [...events].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  for (const event of byUser) {
    await tx.execute(sql`
      WITH next AS (
        INSERT INTO message_streams (user_id, last_seq) VALUES (${event.userId}, 1)
        ON CONFLICT (user_id) DO UPDATE SET last_seq = message_streams.last_seq + 1
        RETURNING last_seq)
      INSERT INTO message_events (user_id, seq, conversation_id, kind, message_id, actor_id)
      SELECT ${event.userId}, last_seq, ${event.conversationId}, ${event.kind}, ${event.messageId}, ${event.actorId ?? null}
      FROM next`);
  }
  for (const userId of new Set(byUser.map((event) => event.userId))) {
    await tx.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, ${userId})`);
  }
}

/** Events older than this are pruned; a stream away longer starts again from a fresh inbox. */
export const EVENT_DAYS = 7;
