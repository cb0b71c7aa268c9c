// Kenyan numbers are written 07.., 01.., 020.., +254.., 254.. (with spaces, dashes,
// dots, brackets or a "(0)" after the country code). We store E.164 so Call and
// WhatsApp links work from any of them.
//
// The national number (after 0 or +254) is 9 digits for mobiles (7xx, 1xx) and 7 to
// 9 for fixed lines: a two-digit area code (20 Nairobi, 41 Mombasa, 51 Nakuru,
// 57 Kisumu, 53 Eldoret, 61 Nyeri… every code from 40 to 69) then the subscriber's
// number, which older exchanges keep shorter.

export const PHONE_ERROR = 'Enter a Kenyan phone number, like 0712 345 678, 020 2345678 or +254 712 345 678';

export type PhoneResult = { ok: true; value: string } | { ok: false; error: string };

const MOBILE = /^[17]\d{8}$/;
const FIXED = /^(?:20\d{6,7}|[4-6]\d{6,8})$/;

export function parseKenyanPhone(input: unknown): PhoneResult {
  if (typeof input !== 'string' || input.length > 40) return { ok: false, error: PHONE_ERROR };
  const compact = input
    .trim()
    .replace(/^(\+?254|00254)[\s-]*\(0\)/, '$1')
    .replace(/[\s\-().]/g, '');
  const prefixed = /^(?:\+254|00254|254|0)(\d+)$/.exec(compact)?.[1];
  // Without a prefix only a mobile number is unmistakable (712 345 678).
  const national = prefixed ?? (/^\d+$/.test(compact) && MOBILE.test(compact) ? compact : undefined);
  if (!national || !(MOBILE.test(national) || (prefixed !== undefined && FIXED.test(national)))) {
    return { ok: false, error: PHONE_ERROR };
  }
  return { ok: true, value: `+254${national}` };
}

/** '+254712345678' → '+254 712 345 678'; '+254202345678' → '+254 20 2345678', for display. */
export function formatPhone(e164: string): string {
  const mobile = /^\+254([17]\d{2})(\d{3})(\d{3})$/.exec(e164);
  if (mobile) return `+254 ${mobile[1]} ${mobile[2]} ${mobile[3]}`;
  const fixed = /^\+254([2-6]\d)(\d{5,7})$/.exec(e164);
  return fixed ? `+254 ${fixed[1]} ${fixed[2]}` : e164;
}

/** Digits only, the form wa.me links need. */
export function whatsappNumber(e164: string): string {
  return e164.replace(/\D/g, '');
}
