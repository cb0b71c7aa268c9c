import {
  answerStay as answerStayContract,
  cancelStay as cancelStayContract,
  hostCalendar as hostCalendarContract,
  myStays,
  requestStay as requestStayContract,
  saveHostCalendar as saveHostCalendarContract,
  stayCalendar,
  stayFeed as stayFeedContract,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requirePublisher, requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { smsCaps } from '../phone/index.ts';
import { hostCalendar, publicCalendar, saveHostCalendar } from './calendar-service.ts';
import { stayFeed } from './feed-service.ts';
import { answerStay, cancelStay, requestStay, staysOf } from './stay-service.ts';
import { paymentDeps } from '../payments/index.ts';

/** Requests one account may make an hour: a family planning a trip, not a script holding a town's nights. */
const REQUESTS_PER_HOUR = 20;

export async function stayRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  // The request that caused a notice: its address counts the SMS it causes (phone/sms-gate.ts).
  const notice = (request: { ip: string }) => ({
    jobs: app.deps.jobs,
    log: app.log,
    publicUrl: config.PUBLIC_URL,
    phones: config.PHONE_FEATURES,
    sms: { caps: smsCaps(config), address: request.ip },
    money: paymentDeps(app.deps, app.log),
    traLicenceFrom: config.TRA_LICENCE_REQUIRED_FROM,
  });

  route(app, stayCalendar, async (request) => ({
    success: true as const,
    calendar: await publicCalendar(db, request.params.id),
  }));

  route(app, hostCalendarContract, async (request) =>
    hostCalendar(db, request.params.id, (await requireUser(request)).id, config.PUBLIC_URL),
  );

  route(app, saveHostCalendarContract, async (request) =>
    saveHostCalendar(db, request.params.id, (await requireUser(request)).id, request.body, config.PUBLIC_URL),
  );

  route(
    app,
    requestStayContract,
    async (request, reply) => {
      // As a first message: only a confirmed account asks (requirePublisher says why not).
      const guest = await requirePublisher(request);
      const stay = await requestStay(db, notice(request), guest, request.body);
      return reply.code(201).send({ success: true as const, stay });
    },
    { rateLimit: perSessionPerHour(REQUESTS_PER_HOUR, 'booking requests') },
  );

  route(app, myStays, async (request) => ({
    success: true as const,
    stays: await staysOf(db, (await requireUser(request)).id, request.query.conversationId, {
      testMode: config.MPESA_SIMULATOR && !config.MPESA_CONSUMER_KEY,
    }),
  }));

  route(app, answerStayContract, async (request) => ({
    success: true as const,
    stay: await answerStay(db, notice(request), await requireUser(request), request.params.id, request.body),
  }));

  route(app, cancelStayContract, async (request) => ({
    success: true as const,
    stay: await cancelStay(db, notice(request), await requireUser(request), request.params.id, request.body),
  }));

  route(app, stayFeedContract, async (request, reply) => {
    const token = request.params.token.replace(/\.ics$/, '');
    const text = await stayFeed(db, token);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(text);
  });
}
