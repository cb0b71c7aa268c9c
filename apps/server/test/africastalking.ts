import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS the stand-in was asked to send. */
export interface SentSms {
  to: string;
  message: string;
  from?: string;
  messageId: string;
}

/**
 * A local stand-in for Africa's Talking's SMS API, speaking its documented wire format: POST
 * /version1/messaging, form-encoded username, to, message and from, with the apiKey header and
 * Accept: application/json; it answers SMSMessageData with one Recipient per number
 * (statusCode 101 "Success" and a messageId). Tests set how it answers a number (`refuse`) or
 * make it busy for a while (`busy`), and read what it was asked to send.
 */
export class AfricasTalkingStandIn {
  readonly sent: SentSms[] = [];
  /** The statusCode and status to answer for a number instead of 101 Success (403 InvalidPhoneNumber, 405 InsufficientBalance, …). */
  readonly refuse = new Map<string, { statusCode: number; status: string }>();
  /** Answer this many requests with HTTP 500 before taking any. */
  busy = 0;
  requests = 0;
  private server!: Server;
  url = '';

  constructor(
    readonly username = 'nyumba-test',
    readonly apiKey = 'at-test-key-0123456789',
  ) {}

  static async start(): Promise<AfricasTalkingStandIn> {
    const standIn = new AfricasTalkingStandIn();
    standIn.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        standIn.requests += 1;
        const answer = (status: number, json: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
        if (request.method !== 'POST' || request.url !== '/version1/messaging') return answer(404, {});
        if (request.headers.apikey !== standIn.apiKey)
          return response.writeHead(401).end('The supplied authentication is invalid');
        if (!String(request.headers.accept).includes('application/json')) return response.writeHead(406).end();
        if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
          return response.writeHead(415).end();
        if (standIn.busy > 0) {
          standIn.busy -= 1;
          return answer(500, { SMSMessageData: { Message: 'InternalServerError', Recipients: [] } });
        }
        const form = new URLSearchParams(body);
        if (form.get('username') !== standIn.username) return response.writeHead(401).end('Invalid username');
        const to = form.get('to') ?? '';
        const message = form.get('message') ?? '';
        if (!/^\+\d{8,15}$/.test(to) || !message) {
          return answer(200, { SMSMessageData: { Message: 'Sent to 0/1 Total Cost: 0', Recipients: [] } });
        }
        const refused = standIn.refuse.get(to);
        if (refused) {
          return answer(200, {
            SMSMessageData: {
              Message: 'Sent to 0/1 Total Cost: 0',
              Recipients: [
                { statusCode: refused.statusCode, number: to, status: refused.status, cost: '0', messageId: 'None' },
              ],
            },
          });
        }
        const messageId = `ATXid_${standIn.requests.toString(16).padStart(8, '0')}`;
        standIn.sent.push({ to, message, messageId, ...(form.get('from') ? { from: form.get('from')! } : {}) });
        answer(201, {
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: KES 0.8000',
            Recipients: [{ statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId }],
          },
        });
      });
    });
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    return standIn;
  }

  /** The settings that point a server at this stand-in. */
  settings(): Record<string, string> {
    return {
      AFRICASTALKING_USERNAME: this.username,
      AFRICASTALKING_API_KEY: this.apiKey,
      AFRICASTALKING_BASE_URL: this.url,
    };
  }

  /** The 6-digit code in the latest SMS to `to`, waiting up to `ms` for it to arrive. */
  async codeFor(to: string, ms = 15_000): Promise<string> {
    const message = await this.latestTo(to, /\b(\d{6})\b/, ms);
    return /\b(\d{6})\b/.exec(message.message)![1]!;
  }

  /** The latest SMS to `to` whose text matches `pattern` (waits up to `ms`). */
  async latestTo(to: string, pattern: RegExp = /./, ms = 15_000, after = 0): Promise<SentSms> {
    const until = Date.now() + ms;
    for (;;) {
      const found = this.sent.slice(after).filter((sms) => sms.to === to && pattern.test(sms.message));
      if (found.length > 0) return found.at(-1)!;
      if (Date.now() > until)
        throw new Error(`no SMS to ${to} matching ${pattern}; sent: ${JSON.stringify(this.sent)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
