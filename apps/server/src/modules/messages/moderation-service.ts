import {
  ALREADY_REPORTED,
  CONVERSATION_REPORTED,
  type ConversationQueueResponse,
  type ReportBody,
} from '@nyumba/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { conversationReports, conversations, messages } from '../../db/schema-messages.ts';
import { notFound } from '../../lib/http-errors.ts';
import { conversationOf } from './conversation-service.ts';
import { messageRows } from './conversation-read.ts';
import { deliver } from './send-service.ts';

const WARNING_DAYS = 90;
const QUEUE_SIZE = 50;

/** A participant reports the conversation: the moderators get it with its messages as they are now. */
export async function reportConversation(db: Database, id: string, reporterId: string, body: ReportBody) {
  const row = await conversationOf(db, id, reporterId);
  const shown = await messageRows(db, id, reporterId, { limit: 50 });
  const [made] = await db
    .insert(conversationReports)
    .values({
      conversationId: id,
      reporterId,
      reportedId: row.other_id,
      reason: body.reason,
      note: body.note ?? null,
      snapshot: shown.map((m) => ({
        id: Number(m.id),
        senderId: m.senderId,
        text: m.text,
        at: new Date(m.createdAt).toISOString(),
        signals: m.signals,
      })),
    })
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  return made ? { recorded: true, message: CONVERSATION_REPORTED } : { recorded: false, message: ALREADY_REPORTED };
}

/** Flagged messages per person over the last 90 days: the scam shield's part of their risk. */
async function warningsOf(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ sender_id: string; n: number }>(
    db,
    sql`SELECT sender_id, count(*)::int AS n FROM messages
      WHERE sender_id = ANY(${sql.param(ids)}::uuid[]) AND signals <> '{}'::text[]
        AND created_at > now() - make_interval(days => ${WARNING_DAYS})
      GROUP BY sender_id`,
  );
  return new Map(rows.map((row) => [row.sender_id, row.n]));
}

interface ReportRow {
  id: string;
  conversation_id: string;
  listing_id: string;
  listing_name: string;
  reporter_id: string;
  reporter_name: string;
  reported_id: string;
  reported_name: string;
  reason: string;
  note: string | null;
  created_at: Date;
  snapshot: { id: number; senderId: string; text: string; at: string; signals: string[] }[];
}

interface HeldRow {
  id: string;
  conversation_id: string;
  listing_id: string;
  listing_name: string;
  sender_id: string;
  sender_name: string;
  recipient_id: string;
  recipient_name: string;
  text: string;
  created_at: Date;
  signals: string[];
}

export async function conversationQueue(db: Database): Promise<ConversationQueueResponse> {
  const reports = await queryRows<ReportRow>(
    db,
    sql`SELECT r.id, r.conversation_id, l.id AS listing_id, l.name AS listing_name,
        r.reporter_id, a.username AS reporter_name, r.reported_id, b.username AS reported_name,
        r.reason, r.note, r.created_at, r.snapshot
      FROM conversation_reports r
      JOIN conversations c ON c.id = r.conversation_id
      JOIN listings l ON l.id = c.listing_id
      JOIN users a ON a.id = r.reporter_id
      JOIN users b ON b.id = r.reported_id
      WHERE r.closed_at IS NULL ORDER BY r.created_at LIMIT ${QUEUE_SIZE}`,
  );
  const held = await queryRows<HeldRow>(
    db,
    sql`SELECT m.id::text, m.conversation_id, l.id AS listing_id, l.name AS listing_name,
        m.sender_id, s.username AS sender_name, r.id AS recipient_id, r.username AS recipient_name,
        m.text, m.created_at, m.signals
      FROM messages m
      JOIN conversations c ON c.id = m.conversation_id
      JOIN listings l ON l.id = c.listing_id
      JOIN users s ON s.id = m.sender_id
      JOIN users r ON r.id = CASE WHEN c.seeker_id = m.sender_id THEN c.lister_id ELSE c.seeker_id END
      WHERE m.status = 'held' ORDER BY m.created_at LIMIT ${QUEUE_SIZE}`,
  );
  const warnings = await warningsOf(db, [
    ...new Set([...reports.flatMap((r) => [r.reporter_id, r.reported_id]), ...held.map((h) => h.sender_id)]),
  ]);
  const person = (id: string, name: string) => ({ id, name, warnings: warnings.get(id) ?? 0 });
  return {
    success: true,
    reports: reports.map((r) => ({
      id: r.id,
      conversationId: r.conversation_id,
      listing: { id: r.listing_id, name: r.listing_name },
      reporter: person(r.reporter_id, r.reporter_name),
      reported: person(r.reported_id, r.reported_name),
      reason: r.reason,
      note: r.note,
      at: new Date(r.created_at).toISOString(),
      messages: r.snapshot.map((m) => ({
        id: String(m.id),
        fromReported: m.senderId === r.reported_id,
        text: m.text,
        at: m.at,
        warning: m.signals.length > 0,
      })),
    })),
    held: held.map((h) => ({
      id: h.id,
      conversationId: h.conversation_id,
      listing: { id: h.listing_id, name: h.listing_name },
      sender: person(h.sender_id, h.sender_name),
      recipient: { id: h.recipient_id, name: h.recipient_name },
      text: h.text,
      at: new Date(h.created_at).toISOString(),
      warning: h.signals.length > 0,
    })),
  };
}

export async function decideConversationReport(
  db: Database,
  id: string,
  moderator: { username: string },
  action: 'dismiss' | 'uphold',
) {
  const [closed] = await db
    .update(conversationReports)
    .set({ closedAt: new Date(), closedBy: moderator.username, outcome: action === 'dismiss' ? 'dismissed' : 'warned' })
    .where(and(eq(conversationReports.id, id), isNull(conversationReports.closedAt)))
    .returning({ id: conversationReports.id });
  if (!closed) throw notFound('Report not found');
  return { success: true as const, message: action === 'dismiss' ? 'Report dismissed' : 'Report upheld' };
}

/** A held message delivered as if sent now (its recipient never saw it), or rejected for good. */
export async function decideHeldMessage(db: Database, messageId: number, action: 'release' | 'reject') {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: messages.id, conversationId: messages.conversationId, senderId: messages.senderId })
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.status, 'held')))
      .for('update');
    if (!message) throw notFound('Message not found');
    if (action === 'reject') {
      await tx.update(messages).set({ status: 'rejected' }).where(eq(messages.id, messageId));
      return { success: true as const, message: 'Message rejected' };
    }
    const [side] = await tx
      .select({
        id: conversations.id,
        listingId: conversations.listingId,
        seekerId: conversations.seekerId,
        listerId: conversations.listerId,
      })
      .from(conversations)
      .where(eq(conversations.id, message.conversationId))
      .for('update');
    await tx.update(messages).set({ status: 'sent' }).where(eq(messages.id, messageId));
    await deliver(tx, side!, message.senderId, messageId, new Date());
    return { success: true as const, message: 'Message delivered' };
  });
}
