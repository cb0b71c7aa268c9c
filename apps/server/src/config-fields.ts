import { isIP } from 'node:net';
import { z } from 'zod';

// How configSchema (config.ts) reads a variable's text: a yes or no, an optional text or URL
// (empty is unset), and which proxies may name the client.

export const truth = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
export const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ error: 'must be a URL' }).optional(),
);

const TRUST_PROXY_FORMS =
  "must be false, a hop count (1 = one proxy in front) or the proxies' addresses or CIDRs " +
  '(10.0.0.5,10.1.0.0/16); true is refused because it would trust any X-Forwarded-For';

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may say who the client is (X-Forwarded-For) and that it came over https:
 * nobody (false), the last N hops, or listed addresses. Never "anyone": with that, each
 * request could name a fresh address and walk past the per-address limits.
 */
export const trustProxy = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    context.addIssue({ code: 'custom', message: TRUST_PROXY_FORMS });
    return z.NEVER;
  });
