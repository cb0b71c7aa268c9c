// The cookie plugin's types (request.cookies, reply.setCookie), for any program that
// includes this file without app.ts (the benchmarks, via the listing mapper).
import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'nyumba_session';

/** Our session tokens: 32 random bytes in base64url (43 characters); a little slack either way. */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export interface Credential {
  token: string;
  /** A cookie rides along with any request the browser makes, so it needs the same-origin check. */
  via: 'bearer' | 'cookie';
}

// `Bearer <token>`: the scheme in any case, spaces or tabs around and between. Anything
// else in the header (`Bearer null`, `Bearer a b`, `Basic …`) is no credential at all.
const BEARER = /^[\t ]*bearer[\t ]+([^\t ]+)[\t ]*$/i;

function bearerToken(header: string | string[] | undefined): string | undefined {
  // Node keeps the first of repeated Authorization headers; so do we, whatever delivered them.
  const value = Array.isArray(header) ? header[0] : header;
  const token = value === undefined ? undefined : BEARER.exec(value)?.[1];
  return token !== undefined && SESSION_TOKEN.test(token) ? token : undefined;
}

/**
 * The one place a request's credential is read. A well-formed Bearer token wins over
 * the cookie (an API client says explicitly who it is); a malformed one is ignored, as
 * clients send `Bearer null` or `Bearer undefined` when their storage has no token.
 */
export function credentialOf(request: FastifyRequest): Credential | null {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && SESSION_TOKEN.test(cookie) ? { token: cookie, via: 'cookie' } : null;
}
