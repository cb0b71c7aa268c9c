import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface CloudBody {
  messaging_product?: string;
  recipient_type?: string;
  to?: string;
  type?: string;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
  };
}

/** One template message the stand-in was asked to send. */
export interface SentWhatsapp {
  to: string;
  template: string;
  language: string;
  text: string;
  id: string;
}

/**
 * A local stand-in for the WhatsApp Business Cloud API, speaking its documented wire format:
 * POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and JSON
 * {messaging_product: "whatsapp", recipient_type: "individual", to, type: "template",
 * template: {name, language: {code}, components: [{type: "body", parameters: [{type: "text",
 * text}]}]}}, answered {messaging_product, contacts: [{input, wa_id}], messages: [{id: "wamid…"}]}
 * or, refused, {error: {message, type, code, fbtrace_id}}. Anything off the format is a 400
 * naming the field, so a test fails on a field the real API would refuse.
 */
export class WhatsappCloudStandIn {
  readonly sent: SentWhatsapp[] = [];
  /** Numbers (digits) to refuse, with the error code to answer (131026: not a WhatsApp user). */
  readonly refuse = new Map<string, number>();
  readonly phoneNumberId = '106540352242922';
  readonly token = 'EAAG-test-token-0123456789';
  readonly appSecret = 'whatsapp-app-secret-for-tests';
  readonly verifyToken = 'nyumba-verify-token-for-tests';
  private server!: Server;
  url = '';

  static async start(): Promise<WhatsappCloudStandIn> {
    const standIn = new WhatsappCloudStandIn();
    standIn.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        const answer = (status: number, json: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
        const wrong = (field: string) =>
          answer(400, { error: { message: `(#100) Invalid parameter ${field}`, type: 'OAuthException', code: 100 } });
        if (request.method !== 'POST' || request.url !== `/v21.0/${standIn.phoneNumberId}/messages`)
          return answer(404, { error: { message: 'Unknown path', code: 803 } });
        if (request.headers.authorization !== `Bearer ${standIn.token}`)
          return answer(401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
        if (!String(request.headers['content-type']).startsWith('application/json')) return wrong('content-type');
        let body: CloudBody;
        try {
          body = JSON.parse(raw) as CloudBody;
        } catch {
          return wrong('body');
        }
        if (body.messaging_product !== 'whatsapp') return wrong('messaging_product');
        if (body.recipient_type !== 'individual') return wrong('recipient_type');
        if (!/^\d{9,15}$/.test(String(body.to))) return wrong('to');
        if (body.type !== 'template') return wrong('type');
        const template = body.template ?? {};
        const language = template.language?.code ?? '';
        if (typeof template.name !== 'string' || !template.name) return wrong('template.name');
        if (!['en', 'sw'].includes(language)) return wrong('template.language.code');
        const parameter = template.components?.[0]?.parameters?.[0];
        if (
          template.components?.[0]?.type !== 'body' ||
          parameter?.type !== 'text' ||
          typeof parameter.text !== 'string'
        )
          return wrong('components');
        // The API's rule for a template's parameter.
        if (/[\n\t]| {5,}/.test(parameter.text)) return wrong('parameter text');
        const to = String(body.to);
        const code = standIn.refuse.get(to);
        if (code)
          return answer(400, {
            error: { message: 'Message undeliverable', type: 'OAuthException', code, fbtrace_id: 'A1' },
          });
        const id = `wamid.HBgM${to}${standIn.sent.length}`;
        standIn.sent.push({ to, template: template.name, language, text: parameter.text, id });
        answer(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
      });
    });
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    return standIn;
  }

  settings(): Record<string, string> {
    return {
      WHATSAPP_API_URL: `${this.url}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: this.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: this.token,
      WHATSAPP_APP_SECRET: this.appSecret,
      WHATSAPP_VERIFY_TOKEN: this.verifyToken,
    };
  }

  /** A webhook body as Meta posts it, with its X-Hub-Signature-256 under the app secret. */
  webhook(value: Record<string, unknown>, secret = this.appSecret) {
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
      ],
    });
    const signature = `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
    return { payload, signature };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
