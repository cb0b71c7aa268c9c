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
    42,
    null,
  ])('refuses %j', (input) => {
    expect(parseKenyanPhone(input)).toEqual({ ok: false, error: PHONE_ERROR });
  });

  it('formats for display and for WhatsApp links', () => {
    expect(formatPhone('+254712345678')).toBe('+254 712 345 678');
    expect(whatsappNumber('+254712345678')).toBe('254712345678');
  });
});
