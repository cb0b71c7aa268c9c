import {
  HIRE_DONE_ONLY_PROVIDER,
  HIRE_NEEDS_REPLY,
  HIRE_NOT_A_SERVICE,
  HIRE_NOTHING_TO_CONFIRM,
  HIRE_OPEN,
  isServiceType,
  pageAddress,
  type HireAction,
  type ListingType,
} from '@nyumba/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { conversations } from '../../db/schema-messages.ts';
import { hires } from '../../db/schema-reviews.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { BookingMailDeps } from '../bookings/index.ts';
import { mailOtherSide } from './review-mail.ts';

export type ConversationRow = typeof conversations.$inferSelect;

/** The conversation if the caller is in it, with its listing's type. */
export async function conversationOf(
  db: Database,
  conversationId: string,
  userId: string,
): Promise<{ conversation: ConversationRow; type: ListingType }> {
  const [found] = await db
    .select({ conversation: conversations, type: listings.type })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(eq(conversations.id, conversationId));
  const { conversation } = found ?? {};
  if (!found || !conversation || (conversation.seekerId !== userId && conversation.listerId !== userId)) {
    throw notFound('Conversation not found');
  }
  return { conversation, type: found.type as ListingType };
}

const open = inArray(hires.status, ['proposed', 'hired']);

/**
 * A hire between a provider (the listing's lister) and a client (who wrote to them): either
 * proposes, the other confirms or declines; the provider may mark the job done at any
 * time after replying, which also counts as hired. Only after the provider replied: a
 * client cannot hire, and so review, someone who never answered.
 */
export async function hireAction(
  db: Database,
  userId: string,
  conversationId: string,
  action: HireAction,
  notice?: BookingMailDeps,
  now = new Date(),
): Promise<void> {
  const { conversation, type } = await conversationOf(db, conversationId, userId);
  await changeHire(db, userId, conversation, type, action, now);
  // The other side is told what waits for them (a decline needs nothing of them).
  if (notice && action !== 'decline') {
    const other = conversation.listerId === userId ? conversation.seekerId : conversation.listerId;
    const kind = action === 'propose' ? 'proposed' : action === 'confirm' ? 'confirmed' : 'done';
    const deal = {
      listingId: conversation.listingId,
      fromId: userId,
      toId: other,
      path: pageAddress.conversation(conversation.id),
    };
    await db.transaction((tx) => mailOtherSide(notice, tx, deal, kind));
  }
}

async function changeHire(
  db: Database,
  userId: string,
  conversation: ConversationRow,
  type: ListingType,
  action: HireAction,
  now: Date,
): Promise<void> {
  const conversationId = conversation.id;
  if (!isServiceType(type)) throw new HttpError(400, HIRE_NOT_A_SERVICE, { action: HIRE_NOT_A_SERVICE });
  if (!conversation.listerRepliedAt) throw conflict(HIRE_NEEDS_REPLY, 'action');
  const isProvider = conversation.listerId === userId;
  const openHire = and(eq(hires.conversationId, conversationId), open);
  const [current] = await db.select().from(hires).where(openHire);

  if (action === 'done') {
    if (!isProvider) throw forbidden(HIRE_DONE_ONLY_PROVIDER);
    if (current) {
      await db
        .update(hires)
        .set({ status: 'done', doneAt: now, hiredAt: current.hiredAt ?? now })
        .where(eq(hires.id, current.id));
    } else {
      await db.insert(hires).values({ ...parties(conversation, userId), status: 'done', hiredAt: now, doneAt: now });
    }
    return;
  }
  if (action === 'propose') {
    if (current) throw conflict(HIRE_OPEN, 'action');
    // Two taps at once: the open-hire index lets one in.
    const inserted = await db
      .insert(hires)
      .values({ ...parties(conversation, userId), status: 'proposed', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: hires.id });
    if (inserted.length === 0) throw conflict(HIRE_OPEN, 'action');
    return;
  }
  // Confirm or decline: only a proposal, and confirming only the other side's.
  const waiting = current?.status === 'proposed' ? current : undefined;
  if (!waiting || (action === 'confirm' && waiting.proposedBy === userId)) {
    throw conflict(HIRE_NOTHING_TO_CONFIRM, 'action');
  }
  const changed = await db
    .update(hires)
    .set(action === 'confirm' ? { status: 'hired', hiredAt: now } : { status: 'declined' })
    .where(and(eq(hires.id, waiting.id), eq(hires.status, 'proposed')))
    .returning({ id: hires.id });
  if (changed.length === 0) throw conflict(HIRE_NOTHING_TO_CONFIRM, 'action');
}

function parties(conversation: ConversationRow, proposedBy: string) {
  return {
    conversationId: conversation.id,
    listingId: conversation.listingId,
    providerId: conversation.listerId,
    clientId: conversation.seekerId,
    proposedBy,
  };
}

/**
 * A job finished and paid on Nyumba (modules/jobs) is a hire done: recorded in the job's
 * conversation, in the caller's transaction, so both sides may review it as any hire.
 */
export async function recordFinishedHire(
  tx: Transaction,
  hire: { conversationId: string; listingId: string; providerId: string; clientId: string; hiredAt: Date },
  now: Date,
): Promise<void> {
  await tx.insert(hires).values({
    ...hire,
    status: 'done',
    proposedBy: hire.clientId,
    createdAt: hire.hiredAt,
    doneAt: now,
  });
}
