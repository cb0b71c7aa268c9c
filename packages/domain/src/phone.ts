// Kenyan numbers are written 07.., 01.., +254.., 254.. (with spaces, dashes or
// brackets). We store E.164 so Call and WhatsApp links work from any of them.

export const PHONE_ERROR = 'Enter a Kenyan phone number, like 0712 345 678 or +254 712 345 678';

export type PhoneResult = { ok: true; value: string } | { ok: false; error: string };

export function parseKenyanPhone(input: unknown): PhoneResult {
  if (typeof input !== 'string') return { ok: false, error: PHONE_ERROR };
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const match = /^(?:\+254|254|0)?([17]\d{8})$/.exec(compact);
  if (!match?.[1]) return { ok: false, error: PHONE_ERROR };
  return { ok: true, value: `+254${match[1]}` };
}

/** '+254712345678' → '+254 712 345 678' for display. */
export function formatPhone(e164: string): string {
  const match = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : e164;
}

/** Digits only, the form wa.me links need. */
export function whatsappNumber(e164: string): string {
  return e164.replace(/\D/g, '');
}
