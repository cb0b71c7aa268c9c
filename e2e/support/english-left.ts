import type { Page } from '@playwright/test';
import { en } from '../../apps/web/src/i18n/en.ts';
import { sw } from '../../apps/web/src/i18n/sw.ts';

/**
 * Words Kenyans use in English within Swahili (docs/glossary-sw.md): not a sign of a
 * screen left untranslated when they appear alone.
 */
const LOANWORDS = new Set(['Bedsitter', 'bedsitter', 'Gym', 'CCTV', 'Wi-Fi', 'WhatsApp', 'Nyumba', 'Email']);

function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, String(index)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [];
}

/** A piece without what surrounds its words: "(optional) " → "optional", "By " → "By". */
function lettersAtEnds(piece: string): string {
  const chars = [...piece];
  const letter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);
  let start = 0;
  let end = chars.length;
  while (start < end && !letter(chars[start])) start += 1;
  while (end > start && !letter(chars[end - 1]) && !'.!?…'.includes(chars[end - 1]!)) end -= 1;
  return chars.slice(start, end).join('');
}

/**
 * Every English text of the app that a Swahili screen must not show: the English
 * dictionary's values, cut at their {{placeholders}} into the literal pieces, keeping
 * pieces of two words or more, or one word of 5+ letters; minus what Swahili writes the same.
 */
const englishTexts: string[] = (() => {
  const swahili = new Set(leaves(sw).map(([, text]) => text));
  const pieces = new Set<string>();
  for (const [, text] of leaves(en)) {
    if (swahili.has(text)) continue;
    for (const piece of text.split(/\{\{\w+\}\}/)) {
      const trimmed = lettersAtEnds(piece);
      const words = trimmed.split(/\s+/).filter(Boolean);
      if (LOANWORDS.has(trimmed) || swahili.has(trimmed)) continue;
      if (words.length >= 2 || (words.length === 1 && /^\p{L}{5,}$/u.test(trimmed))) pieces.add(trimmed);
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
})();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts a page shows: in its visible text, or in the names and hints a
 * screen reader or a field gives (aria-label, placeholder, title, alt). Whole words
 * only ("Save" is not found in "Saved"). `userContent`: texts people wrote (listing
 * names, descriptions, posts), which stay in the language they were written in.
 */
export async function englishLeft(page: Page, userContent: readonly string[] = []): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]'))
      .filter((element) => !element.closest('[data-language-switch]'))
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
    const switches = Array.from(document.querySelectorAll('[data-language-switch]')).map(
      (element) => (element as HTMLElement).innerText,
    );
    let text = document.body.innerText;
    for (const label of switches) text = text.replace(label, ' ');
    return [text, document.title, ...attributes].join('\n');
  });
  // A word people wrote themselves (a demo post says "guests") cannot tell an English
  // screen from a Swahili one, so only texts nobody wrote count.
  const written = userContent.join('\n');
  const found = (english: string, text: string) =>
    new RegExp(`(?<![\\p{L}])${escape(english)}(?![\\p{L}])`, 'u').test(text);
  return englishTexts.filter((english) => found(english, shown) && !found(english, written));
}
