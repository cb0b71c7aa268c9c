import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingBodySchema } from '../listings/listing.ts';
import { postBodySchema } from '../blog/post.ts';
import {
  BIDI_CONTROL_ERROR,
  hasBidiControls,
  hasInvisibleCharacters,
  tidyText,
  USERNAME_INVISIBLE_ERROR,
} from './unicode-text.ts';
import { signUpBodySchema, userUpdateBodySchema } from '../accounts/user.ts';

const BIDI_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const INVISIBLES = [
  ...BIDI_CONTROLS,
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u180E',
  '\u3164',
  '\u115F',
  '\uFFA0',
  '\u2800',
  '\u034F',
  '\uFE0F',
  '\u{E0041}',
  '\u2028',
];

const listing = {
  type: 'rentals',
  name: 'Bright flat',
  description: 'Quiet compound.',
  phone_number: '0712345678',
  price: '25000',
  bedrooms: '1-bedroom',
  image_urls: ['/images/x'],
};
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('direction controls are refused in every text field of listings and posts', () => {
  const at = fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...BIDI_CONTROLS), fc.string({ maxLength: 20 }));

  it.each(['name', 'description'])('listing %s', (field) => {
    fc.assert(
      fc.property(at, ([before, control, after]) => {
        const result = listingBodySchema.safeParse({ ...listing, [field]: `Flat ${before}${control}${after} gpj.exe` });
        expect(errorsOf(result)[field]).toBe(BIDI_CONTROL_ERROR);
      }),
    );
  });

  it.each(['title', 'content'])('post %s', (field) => {
    fc.assert(
      fc.property(at, ([before, control, after]) => {
        const post = { title: 'A title', content: '<p>Body</p>', [field]: `x${before}${control}${after}` };
        expect(errorsOf(postBodySchema.safeParse(post))[field]).toBe(BIDI_CONTROL_ERROR);
      }),
    );
  });

  it('text without them passes, tidied', () => {
    const result = listingBodySchema.parse({
      ...listing,
      name: 'Ｓｕｎｎｙ\u200B flat',
      description: 'Near\u2060 town',
    });
    expect([result.name, result.description]).toEqual(['Sunny flat', 'Near town']);
    expect(postBodySchema.parse({ title: 'Ｈｅｌｌｏ\uFEFF', content: '<p>x</p>' }).title).toBe('Hello');
  });

  it('area names are read after NFKC', () => {
    expect(listingBodySchema.parse({ ...listing, areaName: 'Ｋｉｌｉｍａｎｉ' }).areaName).toBe('Kilimani');
    expect(errorsOf(listingBodySchema.safeParse({ ...listing, areaName: 'Kili\u202Emani' })).areaName).toBeDefined();
  });
});

describe('tidyText', () => {
  it.each([
    ['👨‍👩‍👧', '👨‍👩‍👧'],
    ['🏳️‍🌈', '🏳️‍🌈'],
    ['🧑🏽‍🚀 to the moon', '🧑🏽‍🚀 to the moon'],
    ['❤️‍🔥', '❤️‍🔥'],
    ['می‌خواهم', 'می‌خواهم'], // Persian keeps its non-joiner
    ['क्‍ष', 'क्‍ष'], // Devanagari keeps its joiner
    ['Wan\u200Bjiku', 'Wanjiku'],
    ['Wan\u200Djiku', 'Wanjiku'],
    ['Wan\u200Cjiku', 'Wanjiku'],
    ['\u200D👍', '👍'],
    ['👍\u200D', '👍'],
    ['a\u00ADb\uFEFFc\u2060d', 'abcd'],
    ['ｆｕｌｌ', 'full'],
  ])('%j → %j', (input, output) => {
    expect(tidyText(input)).toBe(output);
  });

  it('never leaves a zero-width space, and keeps every emoji sequence whole', () => {
    const emoji = fc.constantFrom('👨‍👩‍👧‍👦', '🏳️‍🌈', '👩🏾‍💻', '🐻‍❄️', '👍🏽', '🇰🇪');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(emoji, fc.string(), fc.constantFrom('\u200B', '\u200D', '\uFEFF')), { maxLength: 8 }),
        (parts) => {
          const tidied = tidyText(parts.join(''));
          expect(tidied).not.toMatch(/[\u200B\uFEFF\u2060]/u);
        },
      ),
    );
    fc.assert(
      fc.property(emoji, (e) => {
        expect(tidyText(`Karibu ${e}!`)).toBe(`Karibu ${e}!`);
      }),
    );
  });

  it('spots direction controls and invisible characters', () => {
    for (const c of BIDI_CONTROLS) expect(hasBidiControls(`a${c}b`)).toBe(true);
    for (const c of INVISIBLES) expect(hasInvisibleCharacters(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
    expect(hasInvisibleCharacters('Wanjiku Kamau')).toBe(false);
  });
});

describe('usernames', () => {
  const seed = { email: 'a@b.ke', password: 'long-enough-1' };

  it.each(INVISIBLES.map((c) => [c.codePointAt(0)!.toString(16), c]))('refuse U+%s anywhere in them', (_hex, c) => {
    for (const username of [`Wan${c}jiku`, `${c}Wanjiku`, `Wanjiku${c}`]) {
      expect(errorsOf(signUpBodySchema.safeParse({ ...seed, username })).username).toBe(USERNAME_INVISIBLE_ERROR);
      expect(errorsOf(userUpdateBodySchema.safeParse({ username })).username).toBe(USERNAME_INVISIBLE_ERROR);
    }
  });

  it('are stored NFKC-normalised', () => {
    expect(signUpBodySchema.parse({ ...seed, username: 'Ｗanjiku' }).username).toBe('Wanjiku');
    expect(signUpBodySchema.parse({ ...seed, username: '𝐎tieno' }).username).toBe('Otieno');
  });

  it('refuse runs of spaces that make a look-alike', () => {
    expect(errorsOf(signUpBodySchema.safeParse({ ...seed, username: 'Wanjiku  Kamau' })).username).toBeDefined();
  });
});
