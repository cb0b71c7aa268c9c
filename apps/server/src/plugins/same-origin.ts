import { HttpError } from '../lib/http-errors.ts';

export const NOT_FROM_NYUMBA = 'This request did not come from Nyumba; please reload the page and try again';

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * The CSRF check of a state change that rides on the session cookie: it must come from
 * a page of our own origin, `PUBLIC_URL`, and nothing the request itself says (its Host
 * header) can widen that. The Referer is read only when the browser sent no Origin at
 * all; `Origin: null` (sandboxed frames, some redirects) and a request naming neither
 * are refused, since the page that made them cannot be known.
 */
export function assertSameOrigin(headers: { origin?: string | string[]; referer?: string | string[] }, own: string) {
  const origin = single(headers.origin);
  const referer = single(headers.referer);
  const claimed = origin !== undefined ? originOf(origin) : referer !== undefined ? originOf(referer) : undefined;
  if (claimed !== own) throw new HttpError(403, NOT_FROM_NYUMBA);
}
