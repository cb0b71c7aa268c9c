import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, parseKenyanPhone, PHONE_ERROR, whatsappNumber } from './phone.ts';

describe('parseKenyanPhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['0112-345-678', '+254112345678'],
    ['+254712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['(0722) 000111', '+254722000111'],
    ['712345678', '+254712345678'],
    ['0709 123 456', '+254709123456'],
    // Landlines: Nairobi, Mombasa, Kisumu, Nakuru, Eldoret, Nyeri, Thika, Machakos…
    ['020 2345678', '+254202345678'],
    ['020-234567', '+25420234567'],
    ['(020) 271 0000', '+254202710000'],
    ['+254 20 2345678', '+254202345678'],
    ['+254 (0)20 2345678', '+254202345678'],
    ['+254-20-2345678', '+254202345678'],
    ['00254 20 2345678', '+254202345678'],
    ['254202345678', '+254202345678'],
    ['041 2220000', '+254412220000'],
    ['041 222 0000', '+254412220000'],
    ['057 2023456', '+254572023456'],
    ['051 221 0000', '+254512210000'],
    ['053 2033000', '+254532033000'],
    ['061 2030000', '+254612030000'],
    ['067 22000', '+2546722000'],
    ['044 21000', '+2544421000'],
    ['+254 41 2220000', '+254412220000'],
    ['020.234.5678', '+254202345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseKenyanPhone(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    '',
    '12345',
    '0812345678',
    '+255712345678',
    '07123456789',
    '071234567',
    'phone',
    '+254 0712345678',
    '202345678', // a landline needs its 0 or +254
    '020 23456', // too short
    '020 234567890', // too long
    '030 2345678', // no such area code
    '090 2345678',
    '0 2345678',
    '+254 (0)',
    '0712345678 ext 2',
    '٠٧١٢٣٤٥٦٧٨', // Arabic-Indic digits
    '0712３45678', // fullwidth digits
    '0'.repeat(41),
    42,
    null,
  ])('refuses %j', (input) => {
    expect(parseKenyanPhone(input)).toEqual({ ok: false, error: PHONE_ERROR });
  });

  it('reads any spacing, dashes, dots and brackets of a number it knows', () => {
    const number = fc.oneof(
      fc.stringMatching(/^[17]\d{8}$/),
      fc.stringMatching(/^20\d{7}$/),
      fc.stringMatching(/^[4-6]\d{8}$/),
    );
    const separators = fc.array(fc.constantFrom(' ', '-', '.', '  '), { minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(number, fc.constantFrom('0', '+254', '254', '+254 (0)'), separators, (national, prefix, gaps) => {
        const written = prefix + [...national].map((digit, i) => `${gaps[i]}${digit}`).join('');
        expect(parseKenyanPhone(written)).toEqual({ ok: true, value: `+254${national}` });
      }),
    );
  });

  it('formats mobiles and landlines for display and for WhatsApp links', () => {
    expect(formatPhone('+254712345678')).toBe('+254 712 345 678');
    expect(formatPhone('+254202345678')).toBe('+254 20 2345678');
    expect(formatPhone('+2546722000')).toBe('+254 67 22000');
    expect(whatsappNumber('+254712345678')).toBe('254712345678');
  });
});
