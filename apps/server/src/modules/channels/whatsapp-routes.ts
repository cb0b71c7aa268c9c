import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStopReply, SMS_INBOUND_RECEIVED, whatsappEvents, whatsappVerify, whatsappWebhook } from '@nyumba/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.ts';
import { whatsappOn } from '../../config.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { sameSecret } from '../../lib/secrets.ts';
import { registerJsonBodies } from '../../plugins/json-body.ts';
import { route } from '../../route.ts';
import { whatsappStatus } from '../phone/index.ts';
import { stopFrom } from '../privacy/index.ts';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** Whether `signature` ("sha256=<hex>") is the HMAC-SHA256 of `raw` under `secret`, compared in constant time. */
function signedBy(raw: string, signature: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw, 'utf8').digest('hex')}`);
  const given = Buffer.from(signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * WhatsApp's webhook (docs/channels.md). Meta sets it up with a GET carrying our verify token,
 * then posts statuses of what we sent and what people write to our number, each signed with
 * the app's secret over the exact bytes it sent (X-Hub-Signature-256): a body whose signature
 * does not match changes nothing. Without WhatsApp configured the address does not exist.
 */
export async function whatsappRoutes(app: AppInstance): Promise<void> {
  const { config } = app.deps;
  // The signature is over the raw bytes: kept beside the body, parsed as every JSON body is
  // (in this plugin only: Fastify encapsulates parsers).
  registerJsonBodies(app, { bodyLimit: 512 * 1024, keep: (request, raw) => rawBodies.set(request, raw) });
  const shut = () => {
    if (!whatsappOn(config)) throw notFound('Not found');
  };

  route(app, whatsappVerify, async (request, reply) => {
    shut();
    const query = request.query;
    if (
      query['hub.mode'] !== 'subscribe' ||
      !sameSecret(query['hub.verify_token'] ?? '', config.WHATSAPP_VERIFY_TOKEN!)
    )
      throw new HttpError(403, 'The verify token does not match');
    return reply.header('content-type', 'text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
  });

  route(app, whatsappWebhook, async (request) => {
    shut();
    const raw = rawBodies.get(request) ?? '';
    if (!signedBy(raw, request.headers['x-hub-signature-256'] as string | undefined, config.WHATSAPP_APP_SECRET!))
      throw new HttpError(401, 'The signature does not match');
    const { statuses, texts } = whatsappEvents(request.body);
    const deps = { db: app.deps.db, jobs: app.deps.jobs, log: request.log };
    for (const status of statuses) await whatsappStatus(deps, status);
    // A STOP (ACHA…) written to our WhatsApp number ends WhatsApp notices for that number's account.
    for (const text of texts)
      if (isStopReply(text.body)) await stopFrom(app.deps.db, `+${text.from.replace(/\D/g, '')}`, 'whatsapp');
    return { success: true as const, message: SMS_INBOUND_RECEIVED };
  });
}
