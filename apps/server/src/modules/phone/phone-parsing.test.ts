// Issue 39: a Kenyan mobile number is read in every common form (0712 345 678, 712345678,
// 254712345678, +254 712 345 678, 0110 …, with spaces, dashes, dots or brackets) as one E.164,
// and an SMS Nyumba sends fits what the network carries: GSM-7, a code's within one part.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMobile } from './numbers.ts';
import { noticeText } from './sms-render.ts';
import { isGsm7, smsTexts } from './sms-texts.ts';

const KENYA = ['+2547', '+2541'];

// National numbers of Kenya's mobile ranges: 7xx xxx xxx, and 110-115 xxx xxx.
const national = fc.oneof(
  fc.stringMatching(/^7\d{8}$/),
  fc
    .tuple(fc.constantFrom('110', '111', '112', '113', '114', '115'), fc.stringMatching(/^\d{6}$/))
    .map(([a, b]) => a + b),
);

/** The number written as people write it, with separators wherever they put them. */
const written = national.chain((digits) =>
  fc
    .tuple(
      fc.constantFrom('0', '', '254', '+254', '+254 ', '00254', '+254 (0)'),
      fc.array(fc.constantFrom(' ', '-', '.', ''), { minLength: 9, maxLength: 9 }),
    )
    .map(([prefix, separators]) => ({
      digits,
      text: prefix + [...digits].map((digit, i) => digit + (i < 8 ? separators[i] : '')).join(''),
    })),
);

describe('reading a number', () => {
  it('reads every common form of a Kenyan mobile number as its E.164', () => {
    fc.assert(
      fc.property(written, ({ digits, text }) => {
        expect(parseMobile(text.replace('00254', '+254'), KENYA)).toBe(`+254${digits}`);
      }),
      { numRuns: 500 },
    );
    expect(parseMobile('(0712) 345678', KENYA)).toBe('+254712345678');
  });

  it('refuses what is not a Kenyan mobile: landlines, other countries, short or long numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+(?:1|44|255|256|263)\d{9}$/), (foreign) => {
        expect(() => parseMobile(foreign, KENYA)).toThrow();
      }),
    );
    for (const text of ['020 2345678', '041 2223333', '0712 345', '0712 345 6789 0', '', 'phone', '+254 900 123 456'])
      expect(() => parseMobile(text, KENYA)).toThrow();
    // A setting widens the ranges a code may go to.
    expect(parseMobile('+255 712 345 678', [...KENYA, '+2557'])).toBe('+255712345678');
  });
});

describe('what an SMS carries', () => {
  it("a code's message is GSM-7 and within one part, in both languages", () => {
    for (const language of ['en', 'sw'])
      for (const text of [smsTexts(language).code, smsTexts(language).listingCode, smsTexts(language).resetCode]) {
        const message = text('123456');
        expect(isGsm7(message)).toBe(true);
        expect(message.length).toBeLessThanOrEqual(160);
      }
  });

  it('every other SMS is GSM-7 in both languages, and takes nothing but links, times, amounts and receipts', () => {
    const url = 'https://nyumba.co.ke/bookings';
    for (const language of ['en', 'sw']) {
      const t = smsTexts(language);
      const money = { amount: 12_500, receipt: 'QWE12RT45Y', until: '2026-12-13' };
      const all = [
        t.alreadyMember('https://nyumba.co.ke'),
        t.numberRemoved(),
        t.numberReplaced(),
        t.stop(url),
        t.message(url),
        t.stayRequested(url),
        t.stayAnswered(true, url),
        t.stayAnswered(true, url, '14:35'),
        t.stayCancelled(url),
        t.viewingRequested(url),
        t.viewingAnswered(false, url),
        t.viewingAnswered(true, url, 'Jumatano 9 Des, 14:00'),
        t.viewingReminder('14:30', url),
        t.stillAvailable(url),
        ...Object.values(t.money).map((words) => words(money)),
      ];
      for (const message of all) {
        expect(isGsm7(message)).toBe(true);
        expect(message.length).toBeLessThanOrEqual(306);
      }
    }
    // The one fact to act on: by when to pay an accepted stay, when a confirmed viewing is.
    const pay = { words: 'stayAnswered', yes: true, payBy: '14:35' } as const;
    expect(noticeText(smsTexts('en'), pay, url, 'en')).toBe(
      `Nyumba: your stay request was accepted. Pay by M-Pesa by 14:35 today (30 minutes) or the dates are freed: ${url}`,
    );
    expect(noticeText(smsTexts('en'), { ...pay, payBy: 'soon, at nyumba-pay.co.ke' }, url, 'en')).toBe(
      `Nyumba: your stay request was accepted. ${url}`,
    );
    const viewing = { words: 'viewingAnswered', yes: true, at: '2026-12-09T11:00:00.000Z' } as const;
    expect(noticeText(smsTexts('en'), viewing, url, 'en')).toContain('confirmed for Wed 9 Dec, 14:00.');
    expect(noticeText(smsTexts('sw'), viewing, url, 'sw')).toContain('kumethibitishwa Jumatano 9 Des, 14:00.');
    // A receipt that does not read as M-Pesa's is left out, not printed.
    expect(smsTexts('en').money.payout({ amount: 500, receipt: 'Pay 0712345678' })).toBe(
      'Nyumba sent you KSH 500 for a stay.',
    );
  });
});
