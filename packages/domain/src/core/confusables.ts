/**
 * Look-alike letters, for telling whether two usernames would read the same. In the
 * manner of Unicode TR39's skeletons, each character that is commonly drawn like a
 * Latin one maps to that Latin prototype. Fullwidth forms and mathematical letters
 * are not listed: NFKC folds them first. Built by hand for the scripts a Kenyan
 * audience meets (Latin, Cyrillic, Greek), since no maintained package ships the
 * Unicode data in a form small enough for the browser.
 */
export const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic capitals
  А: 'a',
  В: 'b',
  Е: 'e',
  Ѕ: 's',
  І: 'l',
  Ј: 'j',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  У: 'y',
  Х: 'x',
  Ү: 'y',
  Һ: 'h',
  Ԛ: 'q',
  Ԝ: 'w',
  Ӏ: 'l',
  З: '3',
  Ь: 'b',
  Ꙇ: 'l',
  // Cyrillic small letters
  а: 'a',
  в: 'b',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ү: 'y',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ԁ: 'd',
  ь: 'b',
  ɡ: 'g',
  ѵ: 'v',
  ꙇ: 'l',
  п: 'n',
  г: 'r',
  ԍ: 'g',
  ԃ: 'd',
  ӡ: '3',
  з: '3',
  // Greek capitals
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'l',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  Ϲ: 'c',
  Ϳ: 'j',
  Ϻ: 'm',
  // Greek small letters
  α: 'a',
  ο: 'o',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  η: 'n',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  ε: 'e',
  ς: 'c',
  β: 'b',
  ϵ: 'e',
  // Latin letters drawn like others, and the usual digit and symbol stand-ins
  ı: 'i',
  ɑ: 'a',
  ǀ: 'l',
  ʟ: 'l',
  ɩ: 'i',
  ꞁ: 'l',
  ɪ: 'i',
  ʏ: 'y',
  ᴏ: 'o',
  ᴄ: 'c',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
  ꜱ: 's',
  ɴ: 'n',
  ʀ: 'r',
  ᴋ: 'k',
  ᴍ: 'm',
  ʜ: 'h',
  ᴛ: 't',
  ᴜ: 'u',
  ᴘ: 'p',
  ᴅ: 'd',
  ʙ: 'b',
  '0': 'o',
  '1': 'l',
  '|': 'l',
  '!': 'l',
};

// Pairs of letters read as one, both ways round in TR39's data (its prototype for m is rn).
const LETTER_PAIRS: [RegExp, string][] = [
  [/m/g, 'rn'],
  [/w/g, 'vv'],
  [/d/g, 'cl'],
];

/**
 * The skeleton of a name: two names with the same skeleton look alike. NFKC first
 * (fullwidth `Ｗ` is `W`), accents dropped (`Wánjiku` reads as `Wanjiku` at a glance),
 * look-alike letters mapped, case folded, spacing collapsed. Usernames are unique
 * regardless of case, so i and l share one prototype: a capital I is drawn like l.
 */
export function skeleton(name: string): string {
  let text = '';
  for (const char of name.normalize('NFKC').normalize('NFD')) {
    if (/\p{M}/u.test(char)) continue;
    text += LOOK_ALIKES[char] ?? char;
  }
  text = text.toLowerCase().replaceAll('i', 'l').replace(/\s+/g, ' ').trim();
  for (const [pattern, prototype] of LETTER_PAIRS) text = text.replace(pattern, () => prototype);
  return text;
}
