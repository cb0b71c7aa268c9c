import {
  answerViewing as answerViewingContract,
  cancelViewing as cancelViewingContract,
  myViewings,
  requestViewing as requestViewingContract,
  saveViewingTimes,
  viewingOutcome as viewingOutcomeContract,
  viewingSlots,
  viewingTimes,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requirePublisher, requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { smsCaps } from '../phone/index.ts';
import { viewingById, viewingsOf } from './viewing-read.ts';
import { answerViewing, cancelViewing, requestViewing, viewingOutcome } from './viewing-service.ts';
import { listerTimes, openSlots, saveListerTimes } from './viewing-times.ts';

/** Bookings one account may make an hour: a week of house-hunting, not a script taking a street's times. */
const REQUESTS_PER_HOUR = 20;

export async function viewingRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  // The request that caused a notice: its address counts the SMS it causes (phone/sms-gate.ts).
  const notice = (request: { ip: string }) => ({
    jobs: app.deps.jobs,
    log: app.log,
    publicUrl: config.PUBLIC_URL,
    phones: config.PHONE_FEATURES,
    sms: { caps: smsCaps(config), address: request.ip },
  });

  route(app, viewingSlots, async (request) => openSlots(db, request.params.id));

  route(app, viewingTimes, async (request) => listerTimes(db, request.params.id, (await requireUser(request)).id));

  route(app, saveViewingTimes, async (request) =>
    saveListerTimes(db, request.params.id, (await requireUser(request)).id, request.body),
  );

  route(
    app,
    requestViewingContract,
    async (request, reply) => {
      // As a first message: only a confirmed account books (requirePublisher says why not).
      const seeker = await requirePublisher(request);
      const id = await requestViewing(db, notice(request), seeker, request.body);
      return reply.code(201).send({ success: true as const, viewing: await viewingById(db, id, seeker.id) });
    },
    { rateLimit: perSessionPerHour(REQUESTS_PER_HOUR, 'booking requests') },
  );

  route(app, myViewings, async (request) => ({
    success: true as const,
    viewings: await viewingsOf(db, (await requireUser(request)).id, request.query.conversationId),
  }));

  route(app, answerViewingContract, async (request) => {
    const user = await requireUser(request);
    await answerViewing(db, notice(request), user, request.params.id, request.body.answer);
    return { success: true as const, viewing: await viewingById(db, request.params.id, user.id) };
  });

  route(app, cancelViewingContract, async (request) => {
    const user = await requireUser(request);
    await cancelViewing(db, notice(request), user, request.params.id, request.body.reason);
    return { success: true as const, viewing: await viewingById(db, request.params.id, user.id) };
  });

  route(app, viewingOutcomeContract, async (request) => {
    const user = await requireUser(request);
    await viewingOutcome(db, user, request.params.id, request.body.outcome);
    return { success: true as const, viewing: await viewingById(db, request.params.id, user.id) };
  });
}
