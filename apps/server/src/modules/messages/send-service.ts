import {
  BLOCKED_CONVERSATION,
  CONVERSATION_NOT_FOUND,
  DAY_MS,
  foldForCompare,
  LISTING_CLOSED_TO_MESSAGES,
  MESSAGE_HELD,
  type MessageBody,
  NEW_ACCOUNT_CONVERSATIONS_PER_DAY,
  NEW_ACCOUNT_DAYS,
  NEW_ACCOUNT_LIMIT,
  OWN_LISTING_MESSAGE,
  SAME_TEXT_LISTERS_PER_DAY,
  SAME_TEXT_MIN_LENGTH,
  SAME_TEXT_SIMILARITY,
  scamSignals,
  type SentMessageResponse,
  type StartConversationBody,
} from '@nyumba/domain';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { lockAccount } from '../../db/row-locks.ts';
import { conversations, messages } from '../../db/schema-messages.ts';
import { listings, type ListingRow, type UserRow } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { appendEvents } from './events.ts';
import { MESSAGE_COLUMNS, toMessage, type MessageRow } from './conversation-read.ts';

/** What a send made: the answer, and whether it was a clientId seen before (nothing new stored). */
export interface Written {
  answer: SentMessageResponse;
  repeated: boolean;
}

interface Side {
  id: string;
  listingId: string;
  seekerId: string;
  listerId: string;
}

async function blockedBetween(tx: Transaction, a: string, b: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`SELECT 1 AS n FROM user_blocks WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a}) LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * How many other people this sender sent the same words to in the last day (held ones
 * count): the same folded text, or for a text long enough to judge, one at least
 * SAME_TEXT_SIMILARITY alike (pg_trgm), so a changed amount, a word swapped or a line added
 * is still the same broadcast. Only the sender's own day of messages is read (an index).
 */
async function sameTextRecipients(tx: Transaction, senderId: string, folded: string, except: string, now: Date) {
  const alike =
    folded.length >= SAME_TEXT_MIN_LENGTH
      ? sql`(m.text_folded = ${folded} OR similarity(m.text_folded, ${folded}) >= ${SAME_TEXT_SIMILARITY})`
      : sql`m.text_folded = ${folded}`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(DISTINCT CASE WHEN c.seeker_id = ${senderId} THEN c.lister_id ELSE c.seeker_id END)::int AS n
      FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.sender_id = ${senderId} AND m.created_at > ${new Date(now.getTime() - DAY_MS)}
        AND c.id <> ${except} AND ${alike}`,
  );
  return row?.n ?? 0;
}

async function existingByClientId(tx: Transaction, senderId: string, clientId: string | undefined) {
  if (!clientId) return undefined;
  const [row] = await queryRows<MessageRow>(
    tx,
    sql`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE sender_id = ${senderId} AND client_id = ${clientId}`,
  );
  return row;
}

/**
 * Writes a message into a conversation the sender is part of, inside `tx` (which holds the
 * conversation's row): the rules, the message, the conversation's counters and both
 * streams' events. The same clientId again returns the message stored the first time.
 */
async function writeMessage(
  tx: Transaction,
  conversation: Side,
  sender: UserRow,
  body: MessageBody,
  now: Date,
): Promise<Written> {
  const recipientId = sender.id === conversation.seekerId ? conversation.listerId : conversation.seekerId;
  const again = await existingByClientId(tx, sender.id, body.clientId);
  if (again) {
    if (again.conversationId !== conversation.id) throw notFound(CONVERSATION_NOT_FOUND);
    return {
      answer: { success: true, conversationId: conversation.id, message: toMessage(again, sender.id, 0) },
      repeated: true,
    };
  }
  if (await blockedBetween(tx, sender.id, recipientId)) throw forbidden(BLOCKED_CONVERSATION);
  const folded = foldForCompare(body.text);
  // The same words to a fourth person within a day wait for a moderator (a scam's broadcast).
  const held = (await sameTextRecipients(tx, sender.id, folded, conversation.id, now)) >= SAME_TEXT_LISTERS_PER_DAY;
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: sender.id,
      text: body.text,
      status: held ? 'held' : 'sent',
      signals: scamSignals(body.text),
      textFolded: folded,
      clientId: body.clientId ?? null,
      createdAt: now,
    })
    .returning();
  const message = row!;
  if (held) {
    await appendEvents(tx, [
      { userId: sender.id, conversationId: conversation.id, kind: 'message', messageId: message.id },
    ]);
  } else {
    await deliver(tx, conversation, sender.id, message.id, now);
  }
  const answer: SentMessageResponse = {
    success: true,
    conversationId: conversation.id,
    message: toMessage(message, sender.id, 0),
    ...(held ? { notice: MESSAGE_HELD } : {}),
  };
  return { answer, repeated: false };
}

/**
 * A message reaches its recipient: the conversation's last line and the recipient's unread
 * count move, an archived conversation comes back to their inbox, a lister's first reply
 * shows their number to the seeker, and both streams hear of it.
 */
export async function deliver(tx: Transaction, conversation: Side, senderId: string, messageId: number, now: Date) {
  const toSeeker = senderId === conversation.listerId;
  await tx
    .update(conversations)
    .set({
      // A held message released later may be older than the newest one: the newest stays last.
      lastMessageId: sql`greatest(coalesce(${conversations.lastMessageId}, 0), ${messageId})`,
      lastMessageAt: now,
      ...(toSeeker
        ? {
            seekerUnread: sql`${conversations.seekerUnread} + 1`,
            seekerArchivedAt: null,
            listerRepliedAt: sql`coalesce(${conversations.listerRepliedAt}, ${now})`,
          }
        : { listerUnread: sql`${conversations.listerUnread} + 1`, listerArchivedAt: null }),
    })
    .where(eq(conversations.id, conversation.id));
  await appendEvents(tx, [
    { userId: conversation.seekerId, conversationId: conversation.id, kind: 'message', messageId },
    { userId: conversation.listerId, conversationId: conversation.id, kind: 'message', messageId },
  ]);
}

/** The conversation, locked for this transaction, when `userId` is one of its two people. */
export async function lockConversation(tx: Transaction, id: string, userId: string): Promise<Side> {
  const [row] = await tx
    .select({
      id: conversations.id,
      listingId: conversations.listingId,
      seekerId: conversations.seekerId,
      listerId: conversations.listerId,
    })
    .from(conversations)
    .where(eq(conversations.id, id))
    .for('update');
  if (!row || (row.seekerId !== userId && row.listerId !== userId)) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

export async function sendMessage(
  db: Database,
  sender: UserRow,
  conversationId: string,
  body: MessageBody,
  now = new Date(),
): Promise<Written> {
  return db.transaction(async (tx) =>
    writeMessage(tx, await lockConversation(tx, conversationId, sender.id), sender, body, now),
  );
}

/** A new account opening its sixth conversation of the day is refused (spam and scam runs start with fresh accounts). */
async function checkNewAccountLimit(tx: Transaction, sender: UserRow, now: Date) {
  if (now.getTime() - sender.createdAt.getTime() >= NEW_ACCOUNT_DAYS * DAY_MS) return;
  await lockAccount(tx, sender.id);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM conversations WHERE seeker_id = ${sender.id} AND created_at > ${new Date(now.getTime() - DAY_MS)}`,
  );
  if ((row?.n ?? 0) >= NEW_ACCOUNT_CONVERSATIONS_PER_DAY) throw new HttpError(429, NEW_ACCOUNT_LIMIT);
}

/**
 * "Send a message" on a listing: the person's conversation about it, made on the first
 * message and reused after. Only a listing the public can see, never one's own; a let or
 * sold listing takes no new conversations (existing ones go on).
 */
export async function startConversation(
  db: Database,
  sender: UserRow,
  body: StartConversationBody,
  now = new Date(),
): Promise<Written & { created: boolean }> {
  return db.transaction((tx) => startConversationIn(tx, sender, body, now));
}

/** What starting a conversation needs of its listing. */
export type ConversationListing = Pick<ListingRow, 'id' | 'ownerId' | 'moderation' | 'availability'>;

/**
 * startConversation inside a caller's transaction (a stay request writes its message with its
 * nights). `loaded`: the listing as the caller already read it in this transaction, not read again.
 */
export async function startConversationIn(
  tx: Transaction,
  sender: UserRow,
  body: StartConversationBody,
  now: Date,
  loaded?: ConversationListing,
): Promise<Written & { created: boolean }> {
  const [listing] = loaded
    ? [loaded]
    : await tx
        .select({
          id: listings.id,
          ownerId: listings.ownerId,
          moderation: listings.moderation,
          availability: listings.availability,
        })
        .from(listings)
        .where(eq(listings.id, body.listingId));
  if (!listing || listing.moderation !== 'visible') throw notFound('Listing not found');
  if (listing.ownerId === sender.id) throw forbidden(OWN_LISTING_MESSAGE);
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listing.id), eq(conversations.seekerId, sender.id)));
  if (existing) {
    const side = await lockConversation(tx, existing.id, sender.id);
    return { ...(await writeMessage(tx, side, sender, body, now)), created: false };
  }
  if (listing.availability === 'let' || listing.availability === 'sold') {
    throw new HttpError(409, LISTING_CLOSED_TO_MESSAGES);
  }
  if (await blockedBetween(tx, sender.id, listing.ownerId)) throw forbidden(BLOCKED_CONVERSATION);
  await checkNewAccountLimit(tx, sender, now);
  const [made] = await tx
    .insert(conversations)
    .values({
      listingId: listing.id,
      seekerId: sender.id,
      listerId: listing.ownerId,
      createdAt: now,
      lastMessageAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  // Two first messages at once: the other request made it; this one joins it.
  const id =
    made?.id ??
    (
      await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.listingId, listing.id), eq(conversations.seekerId, sender.id)))
    )[0]!.id;
  const side = await lockConversation(tx, id, sender.id);
  return { ...(await writeMessage(tx, side, sender, body, now)), created: made !== undefined };
}
