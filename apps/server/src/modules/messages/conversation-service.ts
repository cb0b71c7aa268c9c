import { CONVERSATION_NOT_FOUND, type ConversationResponse, type InboxResponse, type Message } from '@nyumba/domain';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { conversations, userBlocks } from '../../db/schema-messages.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { appendEvents } from './events.ts';
import {
  conversationRows,
  messageRows,
  phoneFor,
  toConversation,
  toMessage,
  type ConversationRow,
} from './conversation-read.ts';
import { lockConversation } from './send-service.ts';

const INBOX_PAGE = 20;
const MESSAGES_PAGE = 50;

/** The caller's side of one conversation, or 404 (also for a conversation that is not theirs). */
async function mine(db: Database, id: string, viewerId: string): Promise<ConversationRow> {
  for (const role of ['seeker', 'lister'] as const) {
    // The lister does not see a conversation whose only messages wait for a moderator.
    const [row] = await conversationRows(
      db,
      viewerId,
      role,
      role === 'lister' ? sql`c.id = ${id} AND c.last_message_id IS NOT NULL` : sql`c.id = ${id}`,
      1,
    );
    if (row) return row;
  }
  throw notFound(CONVERSATION_NOT_FOUND);
}

export async function getConversation(db: Database, id: string, viewerId: string): Promise<ConversationResponse> {
  const row = await mine(db, id, viewerId);
  const page = await messageRows(db, id, viewerId, { limit: MESSAGES_PAGE + 1 });
  const hasOlder = page.length > MESSAGES_PAGE;
  const shown = hasOlder ? page.slice(1) : page;
  return {
    success: true,
    conversation: { ...toConversation(row, viewerId), phone: phoneFor(row) },
    messages: shown.map((message) => toMessage(message, viewerId, Number(row.other_read_id))),
    hasOlder,
  };
}

export async function olderMessages(db: Database, id: string, viewerId: string, before: number | undefined) {
  const row = await mine(db, id, viewerId);
  const page = await messageRows(db, id, viewerId, { ...(before ? { before } : {}), limit: MESSAGES_PAGE + 1 });
  const hasOlder = page.length > MESSAGES_PAGE;
  const shown = hasOlder ? page.slice(1) : page;
  return {
    success: true as const,
    messages: shown.map((message) => toMessage(message, viewerId, Number(row.other_read_id))),
    hasOlder,
  };
}

/** Messages by id as `viewerId` sees them (the live stream's events carry ids only). */
export async function messagesById(
  db: Database,
  viewerId: string,
  conversationId: string,
  ids: number[],
): Promise<Message[]> {
  const row = await mine(db, conversationId, viewerId).catch(() => undefined);
  if (!row) return [];
  const found = await messageRows(db, conversationId, viewerId, { ids, limit: ids.length });
  return found.map((message) => toMessage(message, viewerId, Number(row.other_read_id)));
}

/**
 * The caller's conversations, newest message first, 20 at a time. Each side of the
 * caller's conversations is read on its own index and the two merged, so a lister with
 * thousands of conversations pays for a page, not for all of them.
 */
export async function inbox(
  db: Database,
  viewerId: string,
  query: { archived?: 'true' | 'false' | undefined; cursor?: string | undefined; listingId?: string | undefined },
): Promise<InboxResponse> {
  const archived = query.archived === 'true';
  const cursor = query.cursor ? decodeCursor(query.cursor, 'newest') : undefined;
  const after = cursor ? sql`AND (c.last_message_at, c.id) < (${cursor.value}, ${cursor.id}::uuid)` : sql``;
  const about = query.listingId ? sql`AND c.listing_id = ${query.listingId}` : sql``;
  const sides = await Promise.all(
    (['seeker', 'lister'] as const).map((role) => {
      const me = sql.raw(role);
      const shown = archived ? sql`c.${me}_archived_at IS NOT NULL` : sql`c.${me}_archived_at IS NULL`;
      const delivered = role === 'lister' ? sql`AND c.last_message_id IS NOT NULL` : sql``;
      return conversationRows(db, viewerId, role, sql`${shown} ${delivered} ${about} ${after}`, INBOX_PAGE + 1);
    }),
  );
  const merged = sides
    .flat()
    .sort((a, b) => new Date(b.last_at).getTime() - new Date(a.last_at).getTime() || (a.id < b.id ? 1 : -1));
  const page = merged.slice(0, INBOX_PAGE);
  const last = page.at(-1);
  return {
    success: true,
    conversations: page.map((row) => toConversation(row, viewerId)),
    nextCursor: merged.length > INBOX_PAGE && last ? encodeCursor('newest', new Date(last.last_at), last.id) : null,
    unread: await unreadTotal(db, viewerId),
    listings: cursor ? [] : await listingsWithConversations(db, viewerId),
  };
}

/** A lister's listings that people wrote about, most enquiries first: the inbox's "by listing" choice. */
async function listingsWithConversations(db: Database, listerId: string) {
  const rows = await queryRows<{ id: string; name: string; n: number }>(
    db,
    sql`SELECT l.id, l.name, count(*)::int AS n FROM conversations c JOIN listings l ON l.id = c.listing_id
      WHERE c.lister_id = ${listerId} AND c.last_message_id IS NOT NULL
      GROUP BY l.id, l.name ORDER BY n DESC, l.name LIMIT 50`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, conversations: row.n }));
}

/** Unread messages across the caller's conversations: the badge in the header and the bottom bar. */
export async function unreadTotal(db: Database, viewerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT (coalesce((SELECT sum(seeker_unread) FROM conversations WHERE seeker_id = ${viewerId}), 0)
      + coalesce((SELECT sum(lister_unread) FROM conversations WHERE lister_id = ${viewerId}), 0))::int AS n`,
  );
  return row?.n ?? 0;
}

/**
 * The caller has read up to `upTo`: their unread count is counted again from there, a mail
 * about waiting messages may go again later, and both sides' streams hear of it (the other
 * person's "seen" marks, the caller's other devices).
 */
export async function markRead(db: Database, id: string, viewerId: string, upTo: number): Promise<number> {
  await db.transaction(async (tx) => {
    const side = await lockConversation(tx, id, viewerId);
    const me = sql.raw(side.seekerId === viewerId ? 'seeker' : 'lister');
    const [row] = await queryRows<{ moved: boolean; read: string }>(
      tx,
      sql`WITH before AS (SELECT ${me}_read_id AS read FROM conversations WHERE id = ${id}),
        target AS (SELECT least(greatest((SELECT read FROM before), ${upTo}), coalesce(last_message_id, 0)) AS read
          FROM conversations WHERE id = ${id})
      UPDATE conversations SET ${me}_read_id = (SELECT read FROM target),
        ${me}_unread = (SELECT count(*) FROM messages m WHERE m.conversation_id = ${id} AND m.status = 'sent'
          AND m.sender_id <> ${viewerId} AND m.id > (SELECT read FROM target)),
        ${me}_mailed_at = NULL
      WHERE id = ${id}
      RETURNING (SELECT read FROM target) > (SELECT read FROM before) AS moved, (SELECT read FROM target)::text AS read`,
    );
    if (row?.moved) {
      const other = side.seekerId === viewerId ? side.listerId : side.seekerId;
      const messageId = Number(row.read);
      await appendEvents(tx, [
        { userId: other, conversationId: id, kind: 'read', messageId, actorId: viewerId },
        { userId: viewerId, conversationId: id, kind: 'read', messageId, actorId: viewerId },
      ]);
    }
  });
  return unreadTotal(db, viewerId);
}

export async function setArchived(db: Database, id: string, viewerId: string, archived: boolean) {
  const row = await mine(db, id, viewerId);
  const column = row.role === 'seeker' ? conversations.seekerArchivedAt : conversations.listerArchivedAt;
  await db
    .update(conversations)
    .set({ [row.role === 'seeker' ? 'seekerArchivedAt' : 'listerArchivedAt']: archived ? new Date() : null })
    .where(and(eq(conversations.id, id), archived ? sql`${column} IS NULL` : sql`TRUE`));
  return getConversation(db, id, viewerId);
}

/** Blocks (or unblocks) the other person of a conversation: nothing more passes between them, either way. */
export async function setBlocked(db: Database, id: string, viewerId: string, blocked: boolean) {
  const row = await mine(db, id, viewerId);
  if (blocked) {
    await db.insert(userBlocks).values({ blockerId: viewerId, blockedId: row.other_id }).onConflictDoNothing();
  } else {
    await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, row.other_id)));
  }
  return getConversation(db, id, viewerId);
}

export { mine as conversationOf };
