import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { skeleton } from './confusables.ts';

describe('skeleton: names that read the same have the same skeleton', () => {
  it.each([
    ['Wanjiku', 'Ｗanjiku'], // fullwidth W
    ['Wanjiku', 'Ｗａｎｊｉｋｕ'],
    ['Wanjiku', 'Wanjіku'], // Cyrillic і
    ['Wanjiku', 'Wаnjiku'], // Cyrillic а
    ['Wanjiku', 'Wαnjiku'], // Greek alpha
    ['Wanjiku', 'Wanjíku'], // an accent
    ['Wanjiku', 'WANJIKU'],
    ['Wanjiku', 'VVanjiku'],
    ['Wanjiku', '𝐖𝐚𝐧𝐣𝐢𝐤𝐮'], // mathematical bold
    ['Wanjiku', 'Wanjiku\u0301'], // a combining accent
    ['Otieno', 'Otien0'],
    ['Otieno', 'Οtieno'], // Greek capital omicron
    ['Otieno', 'Оtieno'], // Cyrillic capital O
    ['Kamau', 'Karnau'], // rn for m
    ['Ian', 'lan'], // capital i for small L
    ['Ian', '1an'],
    ['Wanjiku Kamau', 'Wanjiku   Kamau'],
    ['Achieng', 'Асhiеng'], // Cyrillic А, с, е
    ['Paul', 'Раul'], // Cyrillic Р
    ['Mwangi', 'Мwаngі'],
    ['David', 'Davicl'],
    ['Xavier', 'Χavier'], // Greek Chi
    ['Brian', 'Вrian'], // Cyrillic В
    ['Kevin', 'Κevin'], // Greek Kappa
  ])('%s ~ %s', (a, b) => {
    expect(skeleton(b)).toBe(skeleton(a));
  });

  it.each([
    ['Wanjiku', 'Wanjiru'],
    ['Otieno', 'Otiena'],
    ['Amina', 'Anima'],
    ['Kamau', 'Kamaa'],
    ['Wanjiku Kamau', 'WanjikuKamau'],
  ])('%s and %s differ', (a, b) => {
    expect(skeleton(b)).not.toBe(skeleton(a));
  });

  // Each Latin letter and the characters drawn like it.
  const DISGUISES: Record<string, string[]> = {
    a: ['а', 'α', 'ａ', 'á', 'à'],
    c: ['с', 'ϲ', 'ｃ'],
    e: ['е', 'ｅ', 'é', 'ë'],
    i: ['і', 'ι', 'ｉ', 'í', 'ı'],
    o: ['о', 'ο', '0', 'ｏ', 'ó'],
    p: ['р', 'ρ', 'ｐ'],
    k: ['к', 'κ', 'ｋ'],
    x: ['х', 'χ', 'ｘ'],
    y: ['у', 'ｙ'],
    n: ['ｎ', 'ñ'],
    u: ['ｕ', 'ú'],
    j: ['ј', 'ｊ'],
    s: ['ѕ', 'ｓ'],
  };

  it('survives any mix of look-alike letters in a name made of them', () => {
    const letter = fc.constantFrom(...Object.keys(DISGUISES));
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 20 }), fc.infiniteStream(fc.nat()), (letters, picks) => {
        const plain = letters.join('');
        const disguised = letters
          .map((l) => {
            const options = [l, l.toUpperCase(), ...DISGUISES[l]!];
            return options[picks.next().value % options.length]!;
          })
          .join('');
        expect(skeleton(disguised)).toBe(skeleton(plain));
      }),
    );
  });

  it('is stable: a skeleton is its own skeleton', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        expect(skeleton(skeleton(name))).toBe(skeleton(name));
      }),
    );
  });
});
