import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usernameSchema } from '../accounts/user.ts';
import { NEIGHBOURHOODS } from '../listings/neighbourhoods.ts';
import { TRADES } from '../listings/services.ts';
import { nameSignals, USERNAME_READS_LIKE_CONTACT, type NameSignal } from './name-signals.ts';

// Names that read like a web address, a number or an instruction to pay, each with the
// signal it must raise, written plain and the ways a name is disguised: fullwidth forms,
// look-alike letters (Cyrillic), marks inside words, spaced letters, invisible characters.
const SIGNALLED: [string, NameSignal][] = [
  ['nyumba-pay.co.ke/lipa', 'link'],
  ['bit.ly/x', 'link'],
  ['ｎｙｕｍｂａ．ｃｏ．ｋｅ', 'link'],
  ['www nyumba', 'link'],
  ['2 bedroom, see www.nyumba-homes.com', 'link'],
  ['https nyumba', 'link'],
  ['nyumba . co . ke', 'link'],
  ['nyumba dot co dot ke', 'link'],
  ['nyumba[.]co[.]ke', 'link'],
  ['nyumba(dot)com', 'link'],
  ['n y u m b a . c o . k e', 'link'],
  ['nуmbа.cо.ke', 'link'], // Cyrillic у, а and о
  ['nyumba。co。ke', 'link'],
  ['nyumba·co·ke', 'link'],
  ['nyum_ba.co.ke', 'link'],
  ['Kilimani flat, t.me/agentke', 'link'],
  ['otieno.realty', 'link'],
  ['w w w . n y u m b a', 'link'],
  ['0712345678', 'number'],
  ['+254 712 345 678', 'number'],
  ['Call 0712 345 678', 'number'],
  ['0 7 1 2 3 4 5 6 7 8', 'number'],
  ['07.12.34.56.78', 'number'],
  ['07-12-34-56-78', 'number'],
  ['０７１２３４５６７８', 'number'],
  ['٠٧١٢٣٤٥٦٧٨', 'number'], // Arabic-Indic digits
  ['07\u200b12\u200b345\u200b678', 'number'],
  ['Bedsitter 0712 345678', 'number'],
  ['Call 7 1 2 3 4 5 6 7 8', 'number'],
  ['Ksh 0712345678', 'number'],
  ['712,345,678', 'number'],
  ['Lipa deposit', 'payment'],
  ['Paybill 123456', 'payment'],
  ['send KSH 500', 'payment'],
  ['Lipa na M-Pesa', 'payment'],
  ['Mpesa only', 'payment'],
  ['Till no. 55', 'payment'],
  ['Buy goods', 'payment'],
  ['Tuma pesa kwanza', 'payment'],
  ['Viewing fee 500', 'payment'],
  ['Nitumie doh ya viewing', 'payment'],
  ['2br, L.ipa de.posit', 'payment'],
  ['Pay-bill', 'payment'],
  ['P a y b i l l', 'payment'],
  ['Lіpa dеposit', 'payment'], // Cyrillic і and е
  ['Ｌｉｐａ ｄｅｐｏｓｉｔ', 'payment'],
  ['Send k.s.h 500 first', 'payment'],
  ['Tuma elfu mbili', 'payment'],
];

// Listing names as listers write them: the factory's templates over every neighbourhood,
// every trade, and names with prices, sizes, floors, abbreviations and hyphens.
const ADJECTIVES = ['Spacious', 'Modern', 'Cosy', 'Newly built', 'Bright', 'Quiet', 'Affordable', 'Elegant'];
const HOMES = ['single room', 'bedsitter', '1 bedroom apartment', '2 bedroom apartment', '3 bedroom maisonette'];
const ORDINARY_LISTINGS = [
  ...NEIGHBOURHOODS.flatMap((area, i) => [
    `${ADJECTIVES[i % ADJECTIVES.length]} ${HOMES[i % HOMES.length]} to let in ${area.name}`,
    `${HOMES[(i + 2) % HOMES.length]} for sale in ${area.name}, ${area.county}`,
  ]),
  ...Object.values(TRADES).flatMap((trade) => [`${trade.en} in Kasarani`, `${trade.sw} — Kitengela`]),
  'Bedsitter Ksh 8,000 Kasarani',
  'Bedsitter 15,000 per month, Roysambu',
  'Ksh 12000 per month bedsitter',
  '2 bedroom, KES 35,000/month, Kilimani',
  '3 bedroom house for sale 12,500,000',
  'Plot 50 by 100 in Ruiru',
  '1/8 acre plot, Juja',
  '2.5 acres in Kitengela',
  'Studio, 1,200 sqft, Westlands',
  "Mr. Otieno's flats, Umoja",
  'e.g. studio near the stage',
  'Nyumba ya kupangisha, vyumba 2 vya kulala',
  'Chumba kimoja, Githurai 45',
  'Available till June',
  'Co-op Bank area bedsitter',
  'Self-contained bedsitter, Roysambu',
  'Cheap 2 bedroom, pay to view',
  'Lipa pole pole plots in Kitengela',
  'Bedsitter, 2nd floor, Block B',
  'Apartment 4B, Westlands',
  'House no.5, Lavington',
  "St. Mary's court, 1 bedroom",
  'Kilimani. Spacious flat',
  'DSQ + 3 bedroom, all en-suite',
  'Wanjiku Homes: 2 BR, Kileleshwa',
  'Airbnb 1 bedroom, Nyali — near the beach',
  'Fundi wa stima — certified electrician',
];

// Usernames as people choose them, the demo's among them.
const ORDINARY_USERNAMES = [
  'Wanjiku',
  'Otieno',
  'Amani',
  'Wanjiku Kamau',
  'J. Mwangi',
  'John.Doe',
  'Ali_Hassan',
  "O'Brien",
  'Achieng-Atieno',
  'Mama Mboga 2',
  'Kevo 254',
  'Njeri K.',
  'Fundi Juma',
  'Wanjiku Homes',
  'Nyumba user 482',
];

describe('names that read like a link, a number or a payment', () => {
  it.each(SIGNALLED)('%s reads like a %s', (name, signal) => {
    expect(nameSignals(name)).toContain(signal);
    expect(nameSignals(name, 'username')).toContain(signal);
  });

  it('in a username five digits are a code, in a listing nine are a number to call, with or without marks between them', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{5,12}$/),
        fc.constantFrom('', ' ', '.', '-', '_', '·', '\u200b', ' . '),
        fc.constantFrom('Bedsitter ', 'Call ', ''),
        (digits, between, before) => {
          const name = `${before}${[...digits].join(between)}`;
          expect(nameSignals(name, 'username'), name).toContain('number');
          // A listing's digits are mostly its price or size: only a phone number's length calls.
          if (digits.length >= 9) expect(nameSignals(name), name).toContain('number');
          else expect(nameSignals(name), name).not.toContain('number');
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });

  it(`leaves ordinary listing names alone (${ORDINARY_LISTINGS.length}: prices, sizes, places, trades)`, () => {
    const flagged = ORDINARY_LISTINGS.filter((name) => nameSignals(name).length > 0).map(
      (name) => `${name} → ${nameSignals(name)}`,
    );
    expect(flagged).toEqual([]);
  });

  it('leaves ordinary usernames alone, and refuses the others with a field message', () => {
    for (const name of ORDINARY_USERNAMES) {
      expect(nameSignals(name, 'username'), name).toEqual([]);
      expect(usernameSchema.safeParse(name).success, name).toBe(true);
    }
    // Four digits are a year or a street number, which people put in their names; five are a code.
    expect(nameSignals('Wanjiku1990', 'username')).toEqual([]);
    expect(nameSignals('Ksh 80000', 'username')).toEqual(['number']);
    expect(nameSignals('kamau48291', 'username')).toEqual(['number']);
    // A listing may say its price, bare or not.
    for (const name of ['Bedsitter 8000 Kasarani', '2br 25000 Ruaka', 'Plot 4500000 Kitengela', 'Room 12 34'])
      expect(nameSignals(name), name).toEqual([]);
    for (const name of ['nyumba.co.ke', 'bit.ly', 'www nyumba', '0712 345 678', 'Paybill 123456', 'Lipa deposit']) {
      const parsed = usernameSchema.safeParse(name);
      expect(parsed.success, name).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([USERNAME_READS_LIKE_CONTACT]);
    }
  });
});
