import type { Language, MessageCode, MessageValues } from '@nyumba/domain';
import { en, type LAZY_NAMESPACES, type Messages } from './en';
import type { SwahiliShell } from './sw';
import { Translator } from './translator';

export type { TFunction } from './translator';

// English is bundled, so the first render already has every string and nothing waits or
// flashes keys. Swahili is a chunk of its own, loaded before the first render of a
// Swahili page (loadLanguage), so an English visitor never downloads it. Components
// translate through ./use-translation.
const i18n = new Translator(en);

/** The language screens are drawn in now. */
export function currentLanguage(): Language {
  return i18n.language;
}

// The server's sentences in the other language, by their code (domain core/sentences).
const serverTexts = new Map<Language, Readonly<Record<string, string>>>();

// The wait the server appends to a refusal ("… Try again in 14 minutes."): worked out per
// answer, so it comes as the value `minutes` and is said after the sentence it follows.
// Typed here rather than imported from the domain's register: the import costs the first
// load bytes it cannot spare (e2e/bundle-budget.spec.ts, measured over by a few bytes).
const WAIT_CODE: MessageCode = 'limit.try-again-in-minutes';

const fill = (text: string, values: MessageValues | undefined) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;

/**
 * A sentence from the server as the screen's language says it: by its code, with its
 * values put in. As sent when it has no code (someone's own words, a name) or the
 * language has no sentence for it.
 */
export function translateServerMessage(message: string, code?: string, values?: MessageValues): string {
  const texts = serverTexts.get(currentLanguage());
  const text = texts && code ? texts[code] : undefined;
  if (text === undefined) return message;
  const wait = values?.minutes !== undefined && code !== WAIT_CODE ? texts![WAIT_CODE] : undefined;
  return wait ? `${fill(text, values)} ${fill(wait, values)}` : fill(text, values);
}

/** One of the server's sentences the app says itself (a rule checked before asking), named by its code. */
export const translateSentence = (code: MessageCode, english: string): string => translateServerMessage(english, code);

/** The English texts of a namespace that loads with its screens (en.ts LAZY_NAMESPACES). */
export function addEnglishNamespace<K extends (typeof LAZY_NAMESPACES)[number]>(name: K, texts: Messages[K]): void {
  i18n.addNamespace('en', name, texts as never);
}

/** Adds a language's texts (once). */
export function registerMessages(
  language: Language,
  messages: SwahiliShell,
  serverMessages?: Readonly<Record<string, string>>,
) {
  if (!i18n.hasMessages(language)) i18n.addMessages(language, messages);
  if (serverMessages) serverTexts.set(language, serverMessages);
}

/**
 * Switches to a language whose texts are registered. Synchronous, which the server
 * renderer relies on (it sets the visitor's language right before drawing their page).
 */
export function switchLanguage(language: Language): void {
  i18n.changeLanguage(language);
}

/** Adds a language's texts (once) and switches to it. */
function applyMessages(language: Language, messages: SwahiliShell, serverMessages?: Record<string, string>): void {
  registerMessages(language, messages, serverMessages);
  switchLanguage(language);
}

/** Fetches a language's texts when needed, then switches to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'sw') {
    const { sw } = await import('./sw');
    applyMessages('sw', sw);
  } else applyMessages('en', en);
}

/**
 * The server's sentences in a language, by their code. Most show only after an
 * action fails, so a first visit fetches them once its page is live (main.tsx), off the
 * path to a page that answers taps; until then a message shows as the server sent it. A
 * few are shown on arrival (why a listing is held), so the screens are redrawn once they come.
 */
export async function loadServerMessages(language: Language): Promise<void> {
  if (language !== 'sw' || serverTexts.has('sw')) return;
  const { serverMessages } = await import('./sw/server-messages');
  serverTexts.set('sw', serverMessages);
  if (i18n.language === 'sw') i18n.refresh();
}

export default i18n;
