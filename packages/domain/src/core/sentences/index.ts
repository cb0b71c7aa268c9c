import { accountsSentences } from './accounts.ts';
import { dealsSentences } from './deals.ts';
import { listingsSentences } from './listings.ts';
import { phoneSentences } from './phone.ts';
import { privacySentences } from './privacy.ts';
import { tenanciesSentences } from './tenancies.ts';
import { jobsSentences } from './jobs.ts';
import { agenciesSentences } from './agencies.ts';
import { englishOf, type MessageValues } from './values.ts';

/**
 * Every sentence the server says to a person, by its code. The code is the sentence's
 * name on the wire: an answer carries the English (the spec's exact texts, which API
 * clients match on) and its code, and a screen in another language looks the code up in
 * its own table (apps/web/src/i18n/sw/server-messages*.ts), so changing a sentence's
 * English never silently drops its translation. Most sentences are the domain's
 * constants, named here where they are defined.
 */
export const SENTENCES = {
  ...accountsSentences,
  ...listingsSentences,
  ...dealsSentences,
  ...phoneSentences,
  ...tenanciesSentences,
  ...jobsSentences,
  ...agenciesSentences,
  ...privacySentences,
};

export type MessageCode = keyof typeof SENTENCES;

export { englishOf, type MessageValues, type SentenceWithValues } from './values.ts';

/** A sentence named: its code and, when it has any, its values. */
export interface Said {
  readonly code: MessageCode;
  readonly values?: MessageValues;
}

/**
 * `{ [name]: code }` to spread beside a field holding a sentence, or nothing when it holds
 * none or words of someone's own (a moderator's note).
 */
export function codeBeside<const K extends string>(
  name: K,
  text: string | null | undefined,
): Partial<Record<K, MessageCode>> {
  const said = text ? codeOf(text) : undefined;
  return said ? ({ [name]: said.code } as Partial<Record<K, MessageCode>>) : {};
}

/** The wait the server appends to a refusal ("… Try again in 14 minutes."). */
export const WAIT_CODE: MessageCode = 'limit.try-again-in-minutes';
const WAIT = /^(.*?) ?Try again in (\d+) minutes?\.$/;

let byText: ReadonlyMap<string, Said> | undefined;

/**
 * The code of a sentence the server is about to send, with the wait it carries. Undefined
 * for a sentence that is not one of Nyumba's own (a name, a parser's words to a programmer).
 */
export function codeOf(message: string): Said | undefined {
  byText ??= new Map(
    Object.entries(SENTENCES).map(([code, sentence]): [string, Said] => [
      englishOf(sentence),
      typeof sentence === 'string'
        ? { code: code as MessageCode }
        : { code: code as MessageCode, values: sentence.values },
    ]),
  );
  const exact = byText.get(message);
  if (exact) return exact;
  const wait = WAIT.exec(message);
  if (!wait) return undefined;
  const head: Said | undefined = wait[1] ? byText.get(wait[1]) : { code: WAIT_CODE };
  return head ? { code: head.code, values: { ...head.values, minutes: Number(wait[2]) } } : undefined;
}
