import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Enquiries: conversations about listings between a person and the lister (issue 30).

/** The caller's conversations, newest message first (archived ones with archived=true). */
export const myConversations = defineContract({
  id: 'myConversations',
  method: 'GET',
  path: '/api/conversations',
  access: 'user',
  tag: 'messages',
  schemas: () =>
    load().then((s) => ({
      query: s.inboxQuerySchema,
      responses: { 200: s.inboxResponseSchema, ...s.errors(400, 401) },
    })),
});

/** "Send a message" on a listing: starts the caller's conversation about it, or adds to it. */
export const startConversation = defineContract({
  id: 'startConversation',
  method: 'POST',
  path: '/api/conversations',
  access: 'user',
  tag: 'messages',
  schemas: () =>
    load().then((s) => ({
      body: s.startConversationBodySchema,
      // 200: the caller already had a conversation about the listing; the message joined it.
      responses: {
        201: s.sentMessageResponseSchema,
        200: s.sentMessageResponseSchema,
        ...s.errors(400, 401, 403, 404, 409, 429),
      },
    })),
});

export const getConversation = defineContract({
  id: 'getConversation',
  method: 'GET',
  path: '/api/conversations/:id',
  access: 'user',
  tag: 'messages',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.conversationResponseSchema, ...s.errors(400, 401, 404) },
    })),
});

export const olderMessages = defineContract({
  id: 'olderMessages',
  method: 'GET',
  path: '/api/conversations/:id/messages',
  access: 'user',
  tag: 'messages',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      query: s.olderMessagesQuerySchema,
      responses: { 200: s.olderMessagesResponseSchema, ...s.errors(400, 401, 404) },
    })),
});

export const sendMessage = defineContract({
  id: 'sendMessage',
  method: 'POST',
  path: '/api/conversations/:id/messages',
  access: 'user',
  tag: 'messages',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.messageBodySchema,
      // 200: the same clientId again (a resend after a lost answer): the message stored the first time.
      responses: {
        201: s.sentMessageResponseSchema,
        200: s.sentMessageResponseSchema,
        ...s.errors(400, 401, 403, 404, 429),
      },
    })),
});

// One of the caller's conversations, and a small body: read marks, archive, block.
const conversationAction = <const B extends 'read' | 'archive' | 'block'>(body: B) =>
  load().then((s) => ({
    params: s.idParamSchema,
    body: (body === 'read'
      ? s.readBodySchema
      : body === 'archive'
        ? s.archiveBodySchema
        : s.blockBodySchema) as B extends 'read'
      ? typeof s.readBodySchema
      : B extends 'archive'
        ? typeof s.archiveBodySchema
        : typeof s.blockBodySchema,
    responses: {
      200: (body === 'read' ? s.unreadResponseSchema : s.conversationResponseSchema) as B extends 'read'
        ? typeof s.unreadResponseSchema
        : typeof s.conversationResponseSchema,
      ...s.errors(400, 401, 404),
    },
  }));

export const readConversation = defineContract({
  id: 'readConversation',
  method: 'POST',
  path: '/api/conversations/:id/read',
  access: 'user',
  tag: 'messages',
  schemas: () => conversationAction('read'),
});

export const archiveConversation = defineContract({
  id: 'archiveConversation',
  method: 'POST',
  path: '/api/conversations/:id/archive',
  access: 'user',
  tag: 'messages',
  schemas: () => conversationAction('archive'),
});

export const blockInConversation = defineContract({
  id: 'blockInConversation',
  method: 'POST',
  path: '/api/conversations/:id/block',
  access: 'user',
  tag: 'messages',
  schemas: () => conversationAction('block'),
});

export const reportConversation = defineContract({
  id: 'reportConversation',
  method: 'POST',
  path: '/api/conversations/:id/report',
  access: 'user',
  tag: 'messages',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.reportBodySchema,
      responses: { 200: s.reportResponseSchema, 201: s.reportResponseSchema, ...s.errors(400, 401, 404, 429) },
    })),
});

/** The caller's way to a listing's lister: their conversation about it, and the number once they may see it. */
export const listingContact = defineContract({
  id: 'listingContact',
  method: 'GET',
  path: '/api/messages/listing/:listingId',
  access: 'user',
  tag: 'messages',
  schemas: () =>
    load().then((s) => ({
      params: s.listingIdParamSchema,
      responses: { 200: s.listingConversationResponseSchema, ...s.errors(400, 401) },
    })),
});

export const unreadMessages = defineContract({
  id: 'unreadMessages',
  method: 'GET',
  path: '/api/messages/unread',
  access: 'user',
  tag: 'messages',
  schemas: () => load().then((s) => ({ responses: { 200: s.unreadResponseSchema, ...s.errors(401) } })),
});

/** Server-sent events: new messages and read marks in the caller's conversations, live. */
export const messageStream = defineContract({
  id: 'messageStream',
  method: 'GET',
  path: '/api/messages/stream',
  access: 'user',
  tag: 'messages',
  schemas: () =>
    load().then((s) => ({
      responses: {
        200: s.file(
          'text/event-stream',
          'Events `message`, `read` and `reset`, each with its number as the event id; reconnect with Last-Event-ID to get exactly what was missed',
        ),
        ...s.errors(401, 429),
      },
    })),
});

export const messageMails = defineContract({
  id: 'messageMails',
  method: 'GET',
  path: '/api/messages/mails',
  access: 'user',
  tag: 'messages',
  schemas: () => load().then((s) => ({ responses: { 200: s.messageMailsResponseSchema, ...s.errors(401) } })),
});

export const setMessageMails = defineContract({
  id: 'setMessageMails',
  method: 'PUT',
  path: '/api/messages/mails',
  access: 'user',
  tag: 'messages',
  schemas: () =>
    load().then((s) => ({
      body: s.messageMailsBodySchema,
      responses: { 200: s.messageMailsResponseSchema, ...s.errors(400, 401) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const messagesSummaries = {
  myConversations: "The caller's conversations, newest message first, 20 at a time, with the unread total",
  startConversation: 'Send a first message about a listing (or add to the conversation about it)',
  getConversation:
    'One conversation: the listing, the other person, the newest 50 messages and the phone number once shown',
  olderMessages: 'Messages before a given one, 50 at a time',
  sendMessage: 'Send a message in a conversation (text, up to 2,000 characters)',
  readConversation: 'Mark messages read up to one (the other person sees "seen")',
  archiveConversation: 'Archive a conversation or bring it back',
  blockInConversation: 'Block or unblock the other person: no messages either way',
  reportConversation: 'Report a conversation to the moderators, with its messages',
  listingContact: "The caller's conversation about a listing, and the lister's number if they may see it",
  unreadMessages: 'How many messages the caller has not read',
  messageStream: 'Live events of the caller’s conversations (server-sent events)',
  messageMails: 'Whether a message left unread for 10 minutes is e-mailed',
  setMessageMails: 'Turn the e-mails about unread messages on or off',
  conversationQueue: 'Moderators: reported conversations with their messages, and messages held for the same text',
  decideConversationReport: 'Moderators: dismiss or uphold a reported conversation',
  decideHeldMessage: 'Moderators: deliver or reject a held message',
};

/** Reported conversations (with their messages) and messages held for the same text to many listers. */
export const conversationQueue = defineContract({
  id: 'conversationQueue',
  method: 'GET',
  path: '/api/moderation/conversations',
  access: 'moderator',
  tag: 'moderation',
  schemas: () => load().then((s) => ({ responses: { 200: s.conversationQueueResponseSchema, ...s.errors(401, 403) } })),
});

export const decideConversationReport = defineContract({
  id: 'decideConversationReport',
  method: 'POST',
  path: '/api/moderation/conversation-reports/:id',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.conversationReportDecisionSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const decideHeldMessage = defineContract({
  id: 'decideHeldMessage',
  method: 'POST',
  path: '/api/moderation/messages/:id',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.heldMessageParamSchema,
      body: s.heldMessageDecisionSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});
