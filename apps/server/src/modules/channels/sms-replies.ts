import {
  isStopReply,
  matchArea,
  parseBudget,
  understandSearch,
  type Bedrooms,
  type Language,
  type ListingType,
} from '@nyumba/domain';
import { queueSms } from '../phone/index.ts';
import { stopFrom } from '../privacy/index.ts';
import { detailOf, memberByNumber, searchForPhone, sendDetailsSms, type ChannelDeps } from './ussd-port.ts';

export type IncomingOutcome = 'stopped' | 'help' | 'search' | 'ignored';

const HELP_WORDS: Record<string, Language> = { help: 'en', msaada: 'sw', info: 'en' };
const SEARCH_WORD = /^nyumba\b\s*/i;

/** "2" → 2 bedrooms, "0" or "bedsitter" → a bedsitter, "4" and more → more than 3. */
function bedroomsTyped(word: string): Bedrooms | null | undefined {
  if (/^bedsitt?er$/i.test(word) || word === '0') return 'bedsitter';
  if (!/^\d$/.test(word)) return undefined;
  const n = Number(word);
  return n >= 4 ? 'more-than-3-bedrooms' : (`${n}-bedroom` as Bedrooms);
}

/**
 * `NYUMBA <area> <bedrooms> <budget>` read into a search: the budget is the last word, the
 * bedrooms the one before it, the area the rest (a type word among them, "bnb", "for sale",
 * makes it that type; rentals otherwise). Null when the words do not make one.
 */
export function readSmsSearch(
  words: string,
): { type: ListingType; area: string; bedrooms: Bedrooms | null; maxPrice: number } | null {
  const parts = words.trim().split(/\s+/);
  if (parts.length < 3) return null;
  const maxPrice = parseBudget(parts.pop()!);
  const bedrooms = bedroomsTyped(parts.pop()!);
  if (maxPrice === null || bedrooms === undefined) return null;
  const understood = understandSearch(parts.join(' ').toLowerCase());
  const type =
    understood.type && ['rentals', 'for-sale', 'bnbs'].includes(understood.type) ? understood.type : 'rentals';
  const match = understood.area ? { area: { name: understood.area } } : matchArea(understood.rest || parts.join(' '));
  const area = 'area' in match ? match.area.name : match.choices[0]?.name;
  return area ? { type, area, bedrooms, maxPrice } : null;
}

/**
 * An SMS sent to Nyumba's number, answered: STOP ends SMS consents; HELP (MSAADA) says what
 * the number can send; NYUMBA … answers up to 3 homes with their links. Every reply is an SMS
 * like any other, within the caps (one number's replies count as one address's, an hour)
 * and the cluster's budget. Anything else gets no answer: a reply to every text would talk
 * forever with another machine.
 */
export async function answerIncomingSms(deps: ChannelDeps, from: string, text: string): Promise<IncomingOutcome> {
  const words = text.trim();
  if (isStopReply(words)) {
    await stopFrom(deps.db, from, 'sms');
    return 'stopped';
  }
  const member = await memberByNumber(deps.db, from);
  const helpLanguage = HELP_WORDS[words.toLowerCase()];
  if (helpLanguage) {
    await reply(deps, from, member?.id ?? null, member?.language ?? helpLanguage, 'help');
    return 'help';
  }
  if (!SEARCH_WORD.test(words)) return 'ignored';
  const language: Language = member?.language === 'sw' ? 'sw' : 'en';
  const search = readSmsSearch(words.replace(SEARCH_WORD, ''));
  if (!search) {
    await reply(deps, from, member?.id ?? null, language, 'badSearch');
    return 'search';
  }
  const listings = await searchForPhone(deps.reading, { ...search, bedrooms: search.bedrooms ?? undefined });
  if (listings.length === 0) await reply(deps, from, member?.id ?? null, language, 'noMatch');
  else await sendDetailsSms(deps, from, member?.id ?? null, language, listings.map(detailOf));
  return 'search';
}

async function reply(
  deps: ChannelDeps,
  to: string,
  userId: string | null,
  language: string,
  words: 'help' | 'noMatch' | 'badSearch',
): Promise<void> {
  await deps.db.transaction((tx) =>
    queueSms({ jobs: deps.jobs, log: deps.log, caps: deps.caps }, tx, {
      to,
      kind: 'notice',
      userId,
      address: to,
      reserved: false,
      content: { say: 'reply', language: language === 'sw' ? 'sw' : 'en', reply: words },
    }),
  );
}
