import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// The doors beyond the browser: Africa's Talking's USSD and incoming SMS callbacks, each at an
// address whose secret only Africa's Talking was given (docs/channels.md).

/** One step of a USSD session: the answer is the next screen, `CON …` or `END …`. */
export const ussdSession = defineContract({
  id: 'ussdSession',
  method: 'POST',
  path: '/api/ussd/:token',
  access: 'public',
  tag: 'channels',
  secrets: ['token'],
  schemas: () =>
    load().then((s) => ({
      params: s.smsTokenParamSchema,
      body: s.ussdBodySchema,
      responses: {
        200: s.file('text/plain', 'The next screen: CON to wait for an answer, END to close'),
        ...s.errors(400, 404),
      },
    })),
});

/** Every SMS sent to Nyumba's number: STOP ends SMS, HELP answers, NYUMBA <area> <bedrooms> <budget> searches. */
export const smsIncoming = defineContract({
  id: 'smsIncoming',
  method: 'POST',
  path: '/api/sms/incoming/:token',
  access: 'public',
  tag: 'channels',
  secrets: ['token'],
  schemas: () =>
    load().then((s) => ({
      params: s.smsTokenParamSchema,
      body: s.smsInboundSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 404) },
    })),
});

/** Meta's check when the WhatsApp webhook is set up: the challenge back for our verify token. */
export const whatsappVerify = defineContract({
  id: 'whatsappVerify',
  method: 'GET',
  path: '/api/whatsapp/webhook',
  access: 'public',
  tag: 'channels',
  // Meta sends our verify token in the query: kept out of the logs like every secret.
  secrets: ['hub.verify_token'],
  schemas: () =>
    load().then((s) => ({
      query: s.whatsappVerifyQuerySchema,
      responses: { 200: s.file('text/plain', 'hub.challenge, as sent'), ...s.errors(403, 404) },
    })),
});

/** WhatsApp's webhook, believed only when signed with the app's secret: statuses and texts to our number. */
export const whatsappWebhook = defineContract({
  id: 'whatsappWebhook',
  method: 'POST',
  path: '/api/whatsapp/webhook',
  access: 'public',
  tag: 'channels',
  schemas: () =>
    load().then((s) => ({
      body: s.whatsappWebhookSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 404) },
    })),
});

export const channelsSummaries = {
  whatsappVerify: "Meta's webhook check: the challenge back for the verify token",
  whatsappWebhook: "WhatsApp's signed webhook: notices' statuses (a failed one goes by SMS) and STOP",
  ussdSession: "Africa's Talking's USSD callback: one step of a feature phone's session",
  smsIncoming: "Africa's Talking's incoming SMS: STOP, HELP and NYUMBA searches answered by SMS",
};
