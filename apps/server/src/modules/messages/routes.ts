import {
  archiveConversation,
  blockInConversation,
  conversationQueue,
  decideConversationReport,
  decideHeldMessage,
  getConversation as getConversationContract,
  listingContact,
  MESSAGE_MAILS_SAVED,
  messageMails,
  myConversations,
  olderMessages as olderMessagesContract,
  readConversation,
  reportConversation as reportConversationContract,
  sendMessage as sendMessageContract,
  setMessageMails,
  startConversation as startConversationContract,
  unreadMessages,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../../app-types.ts';
import { users } from '../../db/schema.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireModerator, requirePublisher, requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { contactFor } from './contact.ts';
import {
  getConversation,
  inbox,
  markRead,
  olderMessages,
  setArchived,
  setBlocked,
  unreadTotal,
} from './conversation-service.ts';
import { MessageHub } from './hub.ts';
import {
  conversationQueue as queue,
  decideConversationReport as decideReport,
  decideHeldMessage as decideHeld,
  reportConversation,
} from './moderation-service.ts';
import { sendMessage, startConversation } from './send-service.ts';
import { registerMessageStream } from './stream-route.ts';

/** Messages one account may send an hour: far above a busy lister's day, a wall for scripts. */
const MESSAGES_PER_HOUR = 120;
/** Reports of conversations one account may make an hour. */
const REPORTS_PER_HOUR = 20;

export async function messageRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const hub = new MessageHub(db, app.deps.notifications, app.log);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
  registerMessageStream(app, hub);

  route(app, myConversations, async (request) => inbox(db, (await requireUser(request)).id, request.query));

  route(
    app,
    startConversationContract,
    async (request, reply) => {
      const sender = await requirePublisher(request);
      const sent = await startConversation(db, sender, request.body);
      return reply.code(sent.created ? 201 : 200).send(sent.answer);
    },
    { rateLimit: perSessionPerHour(MESSAGES_PER_HOUR, 'messages') },
  );

  route(app, getConversationContract, async (request) =>
    getConversation(db, request.params.id, (await requireUser(request)).id),
  );

  route(app, olderMessagesContract, async (request) => {
    const user = await requireUser(request);
    const before = request.query.before ? Number(request.query.before) : undefined;
    return olderMessages(db, request.params.id, user.id, before);
  });

  route(
    app,
    sendMessageContract,
    async (request, reply) => {
      const sender = await requirePublisher(request);
      const sent = await sendMessage(db, sender, request.params.id, request.body);
      // A clientId seen before answers the first message, unchanged: nothing new was made.
      return reply.code(sent.repeated ? 200 : 201).send(sent.answer);
    },
    { rateLimit: perSessionPerHour(MESSAGES_PER_HOUR, 'messages') },
  );

  route(app, readConversation, async (request) => {
    const user = await requireUser(request);
    return {
      success: true as const,
      unread: await markRead(db, request.params.id, user.id, Number(request.body.upTo)),
    };
  });

  route(app, archiveConversation, async (request) =>
    setArchived(db, request.params.id, (await requireUser(request)).id, request.body.archived),
  );

  route(app, blockInConversation, async (request) =>
    setBlocked(db, request.params.id, (await requireUser(request)).id, request.body.blocked),
  );

  route(
    app,
    reportConversationContract,
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await reportConversation(db, request.params.id, user.id, request.body);
      return reply.code(result.recorded ? 201 : 200).send({ success: true as const, ...result });
    },
    { rateLimit: perSessionPerHour(REPORTS_PER_HOUR, 'reports') },
  );

  route(app, listingContact, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, ...(await contactFor(db, request.params.listingId, user.id)) };
  });

  route(app, unreadMessages, async (request) => ({
    success: true as const,
    unread: await unreadTotal(db, (await requireUser(request)).id),
  }));

  route(app, messageMails, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, enabled: user.messageMails, message: '' };
  });

  route(app, setMessageMails, async (request) => {
    const user = await requireUser(request);
    await db.update(users).set({ messageMails: request.body.enabled }).where(eq(users.id, user.id));
    return { success: true as const, enabled: request.body.enabled, message: MESSAGE_MAILS_SAVED };
  });

  route(app, conversationQueue, async (request) => {
    await requireModerator(request, config);
    return queue(db);
  });

  route(app, decideConversationReport, async (request) => {
    const { user } = await requireModerator(request, config);
    return decideReport(db, request.params.id, user, request.body.action);
  });

  route(app, decideHeldMessage, async (request) => {
    await requireModerator(request, config);
    return decideHeld(db, Number(request.params.id), request.body.action);
  });
}
