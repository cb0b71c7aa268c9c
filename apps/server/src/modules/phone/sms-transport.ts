import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../jobs/engine.ts';

/** What became of one SMS handed to the provider. */
export interface SmsResult {
  /** The provider took it (Africa's Talking's statusCode 101 "Success"). */
  sent: boolean;
  /** The provider's id, which its delivery report names. */
  providerId?: string;
  /** Why not, in the provider's words, when it was refused. */
  failure?: string;
  /** Worth another try (the provider or the network was busy), rather than a refusal. */
  retry?: boolean;
}

export type SmsSender = (to: string, message: string) => Promise<SmsResult>;

export interface AfricasTalkingOptions {
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId?: string;
  timeoutMs?: number;
}

// Africa's Talking's per-recipient status codes: 101 sent; 100 processed, 102 queued (taken,
// delivery reported later); 401-409 refusals (risk hold, invalid number or sender, not
// supported, insufficient balance, user in blacklist, could not route, …); 500-503 theirs.
const TAKEN = new Set([100, 101, 102]);
const THEIR_TROUBLE = new Set([500, 501, 502, 503]);

interface AfricasTalkingAnswer {
  SMSMessageData?: {
    Message?: string;
    Recipients?: { statusCode?: number; number?: string; status?: string; messageId?: string; cost?: string }[];
  };
}

/**
 * Africa's Talking's SMS API by its documented wire format, over plain HTTP rather than its
 * SDK: the SDK fixes its base address to the live or sandbox host, and a configurable one is
 * what lets the tests (and a staging server) speak to a local stand-in. POST
 * {base}/version1/messaging, form-encoded username, to (E.164), message and from; headers
 * apiKey and Accept: application/json; the answer's SMSMessageData.Recipients[] says, per
 * number, whether it was sent (statusCode 101).
 */
export function africasTalkingSender(options: AfricasTalkingOptions): SmsSender {
  const url = `${options.baseUrl.replace(/\/$/, '')}/version1/messaging`;
  return async (to, message) => {
    const form = new URLSearchParams({ username: options.username, to, message });
    if (options.senderId) form.set('from', options.senderId);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          apiKey: options.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      return { sent: false, retry: true, failure: `no answer: ${(error as Error).message}` };
    }
    const text = await response.text();
    if (response.status === 401 || response.status === 403) {
      return { sent: false, retry: false, failure: `refused our key (${response.status})` };
    }
    if (!response.ok) return { sent: false, retry: response.status >= 500, failure: `answered ${response.status}` };
    let answer: AfricasTalkingAnswer;
    try {
      answer = JSON.parse(text) as AfricasTalkingAnswer;
    } catch {
      return { sent: false, retry: true, failure: 'answered with something other than JSON' };
    }
    const recipient = answer.SMSMessageData?.Recipients?.[0];
    if (!recipient) {
      return { sent: false, retry: false, failure: answer.SMSMessageData?.Message ?? 'no recipient in the answer' };
    }
    const status = recipient.statusCode ?? 0;
    if (TAKEN.has(status)) return { sent: true, ...(recipient.messageId ? { providerId: recipient.messageId } : {}) };
    return { sent: false, retry: THEIR_TROUBLE.has(status), failure: `${status} ${recipient.status ?? ''}`.trim() };
  };
}

/** The folder the development SMS outbox writes to, under DATA_DIR (README, "Phone numbers and SMS"). */
export function smsOutboxDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'sms-outbox');
}

/**
 * Without an SMS account (as under `npm start`): each SMS is written to a file in the outbox
 * and to the log, the one place a code is ever written out, so a newcomer (and a browser test)
 * can read the code they were sent.
 */
export function outboxSender(dir: string, log: Logger): SmsSender {
  return async (to, message) => {
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${to.replace(/\D/g, '')}-${randomBytes(3).toString('hex')}.txt`);
    await writeFile(file, `To: ${to}\n\n${message}\n`, { flag: 'wx' });
    log.info({ to, message, file }, 'SMS written to the development outbox (no SMS account configured)');
    return { sent: true, providerId: `outbox-${path.basename(file, '.txt')}` };
  };
}
