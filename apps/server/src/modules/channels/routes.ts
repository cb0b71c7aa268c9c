import {
  smsInbound,
  smsIncoming,
  SMS_INBOUND_RECEIVED,
  SMS_INBOUND_STOPPED,
  ussdAnswers,
  ussdSession,
  type SmsInbound,
} from '@nyumba/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.ts';
import { acceptForms } from '../../lib/form-body.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sameSecret } from '../../lib/secrets.ts';
import { readDb } from '../../plugins/read-routing.ts';
import { route } from '../../route.ts';
import { smsCaps } from '../phone/index.ts';
import { answerIncomingSms } from './sms-replies.ts';
import { answerUssd } from './ussd-answer.ts';
import type { ChannelDeps } from './ussd-port.ts';

/** A number as Africa's Talking writes it ("+254712345678", or without the plus), in E.164. */
const e164 = (raw: string) => {
  const digits = raw.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? digits : `+${digits}`;
};

/** Africa's Talking's doors: USSD sessions and SMS sent to Nyumba's number (docs/channels.md). */
export async function channelRoutes(app: AppInstance): Promise<void> {
  const { config } = app.deps;
  acceptForms(app, 8192);
  const deps = (request: FastifyRequest): ChannelDeps => ({
    db: app.deps.db,
    reading: readDb(request),
    jobs: app.deps.jobs,
    log: request.log,
    caps: smsCaps(config),
    publicUrl: config.PUBLIC_URL,
    phones: config.PHONE_FEATURES,
  });
  // Only Africa's Talking knows the address's secret: without it (or with the door shut) the
  // address does not exist, and nothing said to it changes anything.
  const checkSecret = (token: string, secret: string | undefined) => {
    if (!secret || !sameSecret(token, secret)) throw notFound('Not found');
  };

  route(app, ussdSession, async (request, reply) => {
    checkSecret(request.params.token, config.USSD_CALLBACK_SECRET);
    const { sessionId, phoneNumber, text } = request.body;
    const screen = await answerUssd(deps(request), e164(phoneNumber), sessionId, ussdAnswers(text));
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`${screen.end ? 'END' : 'CON'} ${screen.text}`);
  });

  // The same answer at both addresses (`inbound` is where STOP replies came before searches
  // did), and for any number: it tells nobody who is a member.
  const incoming = async (request: FastifyRequest, sms: SmsInbound, token: string, secret: string | undefined) => {
    checkSecret(token, secret);
    const said = await answerIncomingSms(deps(request), e164(sms.from), sms.text);
    return { success: true as const, message: said === 'stopped' ? SMS_INBOUND_STOPPED : SMS_INBOUND_RECEIVED };
  };
  route(app, smsIncoming, (request) =>
    incoming(request, request.body, request.params.token, config.SMS_INCOMING_SECRET ?? config.SMS_CALLBACK_SECRET),
  );
  route(app, smsInbound, (request) =>
    incoming(request, request.body, request.params.token, config.SMS_CALLBACK_SECRET),
  );
}
