import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { SERVICE_UNITS } from '../listings/services.ts';
import { LISTING_TYPES } from '../listings/listing-types.ts';
import { AVAILABILITIES } from '../listings/listing-availability.ts';

/*
 * Enquiries: one conversation per person and listing, between the person who asked and
 * the lister. The server keeps the rules (modules/messages); these are the shapes both
 * sides agree on and the texts people read.
 */

export const MESSAGE_MAX = 2_000;
export const MESSAGE_REQUIRED = 'Write a message';
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX} characters`;
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const OWN_LISTING_MESSAGE = 'This is your own listing: people write to you about it';
export const LISTING_CLOSED_TO_MESSAGES = 'This listing is no longer available, so it takes no new conversations';
export const BLOCKED_CONVERSATION = 'You cannot send messages in this conversation';
/** New accounts open at most this many conversations a day. */
export const NEW_ACCOUNT_CONVERSATIONS_PER_DAY = 5;
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_LIMIT = `New accounts can start ${NEW_ACCOUNT_CONVERSATIONS_PER_DAY} conversations a day. Please try again tomorrow.`;
export const STREAMS_FULL =
  'Too many live connections from your network right now. Close another tab, or try again in a minute.';
/** The same text to more listers than this within a day waits for a moderator. */
export const SAME_TEXT_LISTERS_PER_DAY = 3;
/**
 * Two messages at least this alike (trigram similarity of their folded words) are the same
 * text; below SAME_TEXT_MIN_LENGTH folded characters only equal ones are (short greetings
 * differ by a word and mean different things).
 */
export const SAME_TEXT_SIMILARITY = 0.7;
export const SAME_TEXT_MIN_LENGTH = 24;
export const MESSAGE_HELD =
  'The same message went to several listers today, so a moderator will look at it before it is delivered.';
export const CONVERSATION_REPORTED = 'Thank you. A moderator will read this conversation.';
export const MESSAGE_MAILS_SAVED = 'Saved';
/** Shown once in every conversation about a home, and with every message that asks for money first. */
export const SCAM_NOTICE =
  'Nyumba never asks for viewing fees. Never pay before you have seen the house and met the owner or their agent.';

/** Who sees a listing's phone number: everyone, or a person only after the lister replied to them. */
export const PHONE_VISIBILITIES = ['public', 'after-reply'] as const;
export type PhoneVisibility = (typeof PHONE_VISIBILITIES)[number];

const messageText = z
  .string({ error: MESSAGE_REQUIRED })
  // Paragraphs stay; stray control characters and spaces at the ends do not.
  .transform((value) =>
    value
      .replace(/\r\n?/g, '\n')
      .replace(/[^\P{Cc}\n]/gu, '')
      .trim(),
  )
  .pipe(z.string().min(1, { error: MESSAGE_REQUIRED }).max(MESSAGE_MAX, { error: MESSAGE_TOO_LONG }));

/** Chosen by the sending device, so a message sent again after a lost answer is stored once. */
const clientId = z.uuid({ error: 'clientId must be a UUID' }).optional();

export const messageBodySchema = z.object({ text: messageText, clientId });
export type MessageBody = z.infer<typeof messageBodySchema>;

export const startConversationBodySchema = messageBodySchema.extend({
  listingId: z.uuid({ error: 'Listing not found' }),
});
export type StartConversationBody = z.infer<typeof startConversationBodySchema>;

/** A message id: the database's sequence, as decimal text (it outgrows a JS number's safe range one day). */
export const messageIdSchema = z.string().regex(/^\d{1,19}$/, { error: 'Not a message id' });

export const readBodySchema = z.object({ upTo: messageIdSchema });
export const archiveBodySchema = z.object({ archived: z.boolean({ error: 'archived must be true or false' }) });
export const blockBodySchema = z.object({ blocked: z.boolean({ error: 'blocked must be true or false' }) });
export const messageMailsBodySchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

export const inboxQuerySchema = z.object({
  archived: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  /** Only the conversations about this listing (a lister going through one listing's enquiries). */
  listingId: z.uuid({ error: 'Listing not found' }).optional(),
});
export const olderMessagesQuerySchema = z.object({ before: messageIdSchema.optional() });
export const conversationListingParamSchema = z.object({ listingId: z.uuid({ error: 'Listing not found' }) });

export const MESSAGE_STATUSES = ['sent', 'held', 'rejected'] as const;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  fromMe: z.boolean(),
  text: z.string(),
  at: z.string(),
  /** held: waiting for a moderator (only its sender sees it); rejected: a moderator stopped it. */
  status: z.enum(MESSAGE_STATUSES),
  /** The other person has read it (the sender's "seen"). */
  seen: z.boolean(),
  /** It asks for money before a viewing: the recipient sees SCAM_NOTICE with it. */
  warning: z.boolean(),
  clientId: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  listing: z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    type: z.enum(LISTING_TYPES),
    priceUnit: z.enum(SERVICE_UNITS).nullable(),
    /** Its first photo (named `image`, so the server puts it under IMAGE_BASE_URL like every photo). */
    image: z.string().nullable(),
    availability: z.enum(AVAILABILITIES),
  }),
  /** Which side the caller is on. */
  role: z.enum(['seeker', 'lister']),
  other: z.object({
    id: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    emailVerified: z.boolean(),
    /** A moderator checked their EARB registration. */
    verifiedAgent: z.boolean(),
  }),
  lastMessage: z.object({ text: z.string(), at: z.string(), fromMe: z.boolean() }).nullable(),
  unread: z.number(),
  archived: z.boolean(),
  /** 'by-me': the caller blocked the other person; 'by-them': the other person blocked the caller. */
  blocked: z.enum(['none', 'by-me', 'by-them']),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const inboxResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
  /** Unread messages in every conversation (not archived ones'), for the badge. */
  unread: z.number(),
  /** The caller's own listings that have conversations, with how many: a lister's enquiries by listing. */
  listings: z.array(z.object({ id: z.string(), name: z.string(), conversations: z.number() })),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const conversationResponseSchema = z.object({
  success: z.literal(true),
  conversation: conversationSchema.extend({
    /** The lister's number, once the lister has replied (or when the listing shows it to all). */
    phone: z.string().nullable(),
  }),
  /** Oldest first; the latest page. */
  messages: z.array(messageSchema),
  /** More before the first one. */
  hasOlder: z.boolean(),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const olderMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(messageSchema),
  hasOlder: z.boolean(),
});

export const sentMessageResponseSchema = z.object({
  success: z.literal(true),
  conversationId: z.string(),
  message: messageSchema,
  /** Said when the message waits for a moderator (MESSAGE_HELD). */
  notice: z.string().optional(),
});
export type SentMessageResponse = z.infer<typeof sentMessageResponseSchema>;

export const listingConversationResponseSchema = z.object({
  success: z.literal(true),
  /** The caller's conversation about the listing, if they have one. */
  conversationId: z.string().nullable(),
  /** The lister's number when the caller may see it (public, or the lister replied). */
  phone: z.string().nullable(),
});

export const unreadResponseSchema = z.object({ success: z.literal(true), unread: z.number() });
export const messageMailsResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  message: z.string(),
  ...saidFields,
});

/** What the live stream (GET /api/messages/stream, server-sent events) sends; the event's id is its place in the caller's stream. */
export const streamEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), conversationId: z.string(), message: messageSchema, unread: z.number() }),
  /** The other person read up to `upTo` (seen marks), or the caller read on another device. */
  z.object({
    kind: z.literal('read'),
    conversationId: z.string(),
    upTo: z.string(),
    byMe: z.boolean(),
    unread: z.number(),
  }),
  /** A stay in this conversation changed (asked, paid, held, paid out, refunded): draw it again. */
  z.object({ kind: z.literal('booking'), conversationId: z.string(), unread: z.number() }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

// The moderators' side: reported conversations and messages held for the same text.

export const conversationReportDecisionSchema = z.object({
  action: z.enum(['dismiss', 'uphold'], { error: 'Choose dismiss or uphold' }),
});
export const heldMessageDecisionSchema = z.object({
  action: z.enum(['release', 'reject'], { error: 'Choose release or reject' }),
});
export const heldMessageParamSchema = z.object({ id: messageIdSchema });

const person = z.object({
  id: z.string(),
  name: z.string(),
  /** Messages of theirs the scam shield flagged in the last 90 days: part of their risk. */
  warnings: z.number(),
});

export const conversationQueueResponseSchema = z.object({
  success: z.literal(true),
  reports: z.array(
    z.object({
      id: z.string(),
      conversationId: z.string(),
      listing: z.object({ id: z.string(), name: z.string() }),
      reporter: person,
      reported: person,
      reason: z.string(),
      note: z.string().nullable(),
      at: z.string(),
      /** As they were when reported, oldest first. */
      messages: z.array(
        z.object({ id: z.string(), fromReported: z.boolean(), text: z.string(), at: z.string(), warning: z.boolean() }),
      ),
    }),
  ),
  held: z.array(
    z.object({
      id: z.string(),
      conversationId: z.string(),
      listing: z.object({ id: z.string(), name: z.string() }),
      sender: person,
      recipient: z.object({ id: z.string(), name: z.string() }),
      text: z.string(),
      at: z.string(),
      warning: z.boolean(),
    }),
  ),
});
export type ConversationQueueResponse = z.infer<typeof conversationQueueResponseSchema>;
