import { PHONE_NOT_MOBILE } from '@nyumba/domain';
import { parsePhoneNumber } from 'awesome-phonenumber';
import { badRequest } from '../../lib/http-errors.ts';

/**
 * A number as a person writes it (0712 345 678, 712345678, 254712345678, +254 712 345 678,
 * 0110 …), read with libphonenumber's data (awesome-phonenumber) as Kenyan unless it says
 * otherwise, as E.164. Only mobile numbers (a code goes to them by SMS) whose E.164 starts with
 * one of `allowed` (PHONE_ALLOWED_PREFIXES: Kenya's +2547 and +2541 by default) are taken:
 * SMS to premium or foreign ranges is what SMS pumping sells.
 */
export function parseMobile(input: string, allowed: readonly string[], field = 'phone'): string {
  const parsed = parsePhoneNumber(input.trim(), { regionCode: 'KE' });
  const e164 = parsed.valid ? parsed.number?.e164 : undefined;
  const mobile = parsed.type === 'mobile' || parsed.type === 'fixed-line-or-mobile';
  if (!e164 || !mobile || !allowed.some((prefix) => e164.startsWith(prefix))) throw badRequest(field, PHONE_NOT_MOBILE);
  return e164;
}
