import type { Language } from '@nyumba/domain';
import type { SmsResult } from './sms-transport.ts';

/** Sends one notice by WhatsApp: the words go into the approved template's one parameter. */
export type WhatsappSender = (to: string, words: string, language: Language) => Promise<SmsResult>;

export interface WhatsappOptions {
  /** The Graph API's base with its version: https://graph.facebook.com/v21.0 */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}

/**
 * The template every notice goes in, as registered in WhatsApp Manager (category "Utility",
 * English and Swahili): body "Nyumba: {{1}}". A business may write first only with a template;
 * the notice's words, link included, are its parameter.
 */
const WHATSAPP_TEMPLATE = 'nyumba_notice';

// Cloud API error codes worth another try: throttled (4, 80007, 130429), spam rate (131048),
// its own trouble (1, 2, 131000, 131016). Anything else is a refusal: not a WhatsApp user
// (131026), outside the policy (131047, 131050), a template problem (132000-132015).
const TRY_AGAIN = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048]);

interface CloudAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; error_subcode?: number };
}

/** A WhatsApp number is E.164 without its plus. */
const waNumber = (e164: string) => e164.replace(/^\+/, '');

/**
 * The WhatsApp Business Cloud API by its documented wire format: POST
 * {base}/{phone-number-id}/messages with a Bearer token and JSON {messaging_product:
 * "whatsapp", recipient_type: "individual", to, type: "template", template: {name, language:
 * {code}, components: [{type: "body", parameters: [{type: "text", text}]}]}}. Taken, the answer
 * names the message (`messages[0].id`, a wamid), which the status webhook names again.
 */
export function whatsappSender(options: WhatsappOptions): WhatsappSender {
  const url = `${options.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return async (to, words, language) => {
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: waNumber(to),
      type: 'template',
      template: {
        name: WHATSAPP_TEMPLATE,
        language: { code: language === 'sw' ? 'sw' : 'en' },
        // A template's parameter may hold no new line or tab, nor more than four spaces in a row.
        components: [{ type: 'body', parameters: [{ type: 'text', text: words.replace(/\s+/g, ' ').slice(0, 1000) }] }],
      },
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      return { sent: false, retry: true, failure: `no answer: ${(error as Error).message}` };
    }
    let answer: CloudAnswer = {};
    try {
      answer = (await response.json()) as CloudAnswer;
    } catch {
      // An answer that is not JSON says nothing more than its status.
    }
    const id = answer.messages?.[0]?.id;
    if (response.ok && id) return { sent: true, providerId: id };
    const code = answer.error?.code ?? 0;
    return {
      sent: false,
      retry: response.status >= 500 || response.status === 429 || TRY_AGAIN.has(code),
      failure: `whatsapp ${response.status}${code ? ` ${code}` : ''} ${answer.error?.message ?? ''}`.trim(),
    };
  };
}
