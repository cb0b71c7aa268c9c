import type { Conversation, Message } from '@nyumba/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import type { messages } from '../../db/schema-messages.ts';

/** A conversation row as the caller's side sees it (role decides which columns are "mine"). */
export interface ConversationRow {
  id: string;
  listing_id: string;
  seeker_id: string;
  lister_id: string;
  role: 'seeker' | 'lister';
  listing_name: string;
  listing_price: number | string;
  listing_type: Conversation['listing']['type'];
  listing_price_unit: Conversation['listing']['priceUnit'];
  listing_image: string | null;
  listing_availability: Conversation['listing']['availability'];
  listing_phone: string;
  listing_phone_visibility: 'public' | 'after-reply';
  other_id: string;
  other_name: string;
  other_avatar: string | null;
  other_verified: boolean;
  other_agent: boolean;
  last_text: string | null;
  last_at: Date;
  last_sender: string | null;
  unread: number;
  archived: boolean;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  other_read_id: string;
  lister_replied: boolean;
}

/**
 * The caller's conversations matching `where` (over `c`, the conversations table), newest
 * message first, each with its listing, the other person and the last delivered line.
 * `role` picks the side: the inbox asks each side on its own index and merges.
 */
export async function conversationRows(
  db: Database,
  viewerId: string,
  role: 'seeker' | 'lister',
  where: SQL,
  limit: number,
): Promise<ConversationRow[]> {
  const me = role === 'seeker' ? sql.raw('seeker') : sql.raw('lister');
  const them = role === 'seeker' ? sql.raw('lister') : sql.raw('seeker');
  return queryRows<ConversationRow>(
    db,
    sql`SELECT c.id, c.listing_id, c.seeker_id, c.lister_id, ${role}::text AS role,
        l.name AS listing_name, l.price AS listing_price, l.type AS listing_type, l.price_unit AS listing_price_unit,
        l.image_urls[1] AS listing_image, l.availability AS listing_availability,
        l.phone_number AS listing_phone, l.phone_visibility AS listing_phone_visibility,
        o.id AS other_id, o.username AS other_name, o.avatar AS other_avatar,
        (o.email_verified_at IS NOT NULL) AS other_verified, (o.earb_verified_at IS NOT NULL AND o.earb_number IS NOT NULL
          AND o.earb_year = extract(year FROM (now() AT TIME ZONE 'UTC') + interval '3 hours')) AS other_agent,
        m.text AS last_text, c.last_message_at AS last_at, m.sender_id AS last_sender,
        c.${me}_unread AS unread, (c.${me}_archived_at IS NOT NULL) AS archived,
        EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = o.id) AS blocked_by_me,
        EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = o.id AND b.blocked_id = ${viewerId}) AS blocked_by_them,
        c.${them}_read_id::text AS other_read_id, (c.lister_replied_at IS NOT NULL) AS lister_replied
      FROM conversations c
      JOIN listings l ON l.id = c.listing_id
      JOIN users o ON o.id = c.${them}_id
      LEFT JOIN messages m ON m.id = c.last_message_id
      WHERE c.${me}_id = ${viewerId} AND ${where}
      ORDER BY c.last_message_at DESC, c.id DESC
      LIMIT ${limit}`,
  );
}

export function toConversation(row: ConversationRow, viewerId: string): Conversation {
  return {
    id: row.id,
    listing: {
      id: row.listing_id,
      name: row.listing_name,
      // A bigint column: PostgreSQL's driver answers it as text.
      price: Number(row.listing_price),
      type: row.listing_type,
      priceUnit: row.listing_price_unit,
      image: row.listing_image,
      availability: row.listing_availability,
    },
    role: row.role,
    other: {
      id: row.other_id,
      name: row.other_name,
      avatar: row.other_avatar,
      emailVerified: row.other_verified,
      verifiedAgent: row.other_agent,
    },
    lastMessage:
      row.last_text === null
        ? null
        : { text: row.last_text, at: new Date(row.last_at).toISOString(), fromMe: row.last_sender === viewerId },
    unread: Number(row.unread),
    archived: row.archived,
    blocked: row.blocked_by_me ? 'by-me' : row.blocked_by_them ? 'by-them' : 'none',
    updatedAt: new Date(row.last_at).toISOString(),
  };
}

/** The number the caller may see in this conversation: the seeker once the lister replied (or always, when public). */
export function phoneFor(row: ConversationRow): string | null {
  if (row.role === 'lister') return null;
  return row.listing_phone_visibility === 'public' || row.lister_replied ? row.listing_phone : null;
}

/**
 * A message's row in one shape, the table's (drizzle's names): raw SQL selects its columns
 * under these names (MESSAGE_COLUMNS), and a row just inserted is passed as it came back.
 * The id is text from raw SQL (a bigint) and a number from drizzle.
 */
export type MessageRow = Pick<
  typeof messages.$inferSelect,
  'conversationId' | 'senderId' | 'text' | 'status' | 'signals' | 'clientId' | 'createdAt'
> & { id: string | number };

/** The columns of a MessageRow, for raw SQL. */
export const MESSAGE_COLUMNS = sql.raw(
  'id::text, conversation_id AS "conversationId", sender_id AS "senderId", text, status, signals, client_id AS "clientId", created_at AS "createdAt"',
);

/** A message as `viewerId` sees it; `otherReadId` is the other side's read mark (for "seen"). */
export function toMessage(row: MessageRow, viewerId: string, otherReadId: number): Message {
  const fromMe = row.senderId === viewerId;
  return {
    id: String(row.id),
    conversationId: row.conversationId,
    fromMe,
    text: row.text,
    at: new Date(row.createdAt).toISOString(),
    status: row.status,
    seen: fromMe && row.status === 'sent' && Number(row.id) <= otherReadId,
    // The warning is for the person asked for money, not the asker.
    warning: !fromMe && row.signals.length > 0,
    clientId: fromMe ? row.clientId : null,
  };
}

/**
 * Messages of a conversation as `viewerId` may see them: all that were delivered, and
 * their own held or rejected ones (the other person never learns of those). Oldest first.
 * Ordered by the table's id, not the text the answer carries: by that text, message 10 came
 * before message 9, and a conversation crossing 9→10 or 99→100 was drawn out of order.
 */
export async function messageRows(
  db: Database,
  conversationId: string,
  viewerId: string,
  options: { before?: number; after?: number; ids?: number[]; limit: number },
): Promise<MessageRow[]> {
  const bounds = [
    options.before !== undefined ? sql`AND id < ${options.before}` : sql``,
    options.after !== undefined ? sql`AND id > ${options.after}` : sql``,
    options.ids ? sql`AND id = ANY(${sql.param(options.ids)}::bigint[])` : sql``,
  ];
  const rows = await queryRows<MessageRow>(
    db,
    sql`SELECT ${MESSAGE_COLUMNS}
      FROM messages
      WHERE conversation_id = ${conversationId} AND (status = 'sent' OR sender_id = ${viewerId}) ${sql.join(bounds, sql` `)}
      ORDER BY messages.id DESC LIMIT ${options.limit}`,
  );
  return rows.reverse();
}
