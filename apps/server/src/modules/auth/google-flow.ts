import { googleCallback } from '@nyumba/domain';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * One Google sign-in in flight, kept in a short-lived httpOnly cookie instead of server
 * memory (servers are stateless). The cookie holds only a random seed; state, nonce and
 * PKCE verifier are hashes of it, so what travels through the provider (state, nonce,
 * code challenge) reveals nothing that would let anyone rebuild the verifier.
 */
export const FLOW_COOKIE = 'nyumba_google_flow';
// Sent to the start and the callback only: the path both share.
const FLOW_PATH = googleCallback.path.slice(0, googleCallback.path.lastIndexOf('/'));
const FLOW_MAX_AGE_SECONDS = 600;

interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface Flow extends FlowChecks {
  /** Where to go after signing in: a same-site path, already validated. */
  next: string;
  /** The account signed in when the flow started, if any (checked against the session at the end). */
  userId?: string;
}

const derive = (seed: string, label: string) => createHash('sha256').update(`${label}:${seed}`).digest('base64url');

function checksOf(seed: string): FlowChecks {
  return { state: derive(seed, 'state'), nonce: derive(seed, 'nonce'), codeVerifier: derive(seed, 'pkce') };
}

const SITE = 'https://nyumba.invalid';

/**
 * A return address we are willing to redirect to: a path on this site only, written
 * as a Location header can carry it. Anything else (another host, `//host`, `/\host`,
 * control characters) falls back to home; anything outside printable ASCII (`/café`,
 * `/ملف`) is percent-encoded the way a browser would, so the header never throws.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return '/';
  }
  if (url.origin !== SITE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The URL parser leaves a few characters as they are; a header must be visible ASCII.
  return /^\/[\x21-\x7e]*$/.test(path) && !path.startsWith('//') ? path : '/';
}

function cookieOptions(config: Config) {
  return {
    path: FLOW_PATH,
    httpOnly: true,
    // Lax still sends it on the top-level GET navigation back from the provider.
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https://'),
  };
}

export function beginFlow(config: Config, reply: FastifyReply, next: string, userId?: string): Flow {
  const seed = randomBytes(32).toString('base64url');
  const issuedAt = Math.floor(Date.now() / 1000);
  const value = Buffer.from(JSON.stringify({ s: seed, t: issuedAt, n: next, u: userId })).toString('base64url');
  void reply.setCookie(FLOW_COOKIE, value, { ...cookieOptions(config), maxAge: FLOW_MAX_AGE_SECONDS });
  return { ...checksOf(seed), next, ...(userId ? { userId } : {}) };
}

/**
 * The flow this browser started, if its cookie is present, fresh and matches the
 * callback's state. The cookie is cleared either way: a flow is finished once.
 */
export function takeFlow(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  state: unknown,
): Flow | 'expired' {
  const raw = request.cookies[FLOW_COOKIE];
  void reply.clearCookie(FLOW_COOKIE, cookieOptions(config));
  if (!raw) return 'expired';
  let parsed: { s?: unknown; t?: unknown; n?: unknown; u?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return 'expired';
  }
  if (typeof parsed.s !== 'string' || parsed.s.length < 32 || typeof parsed.t !== 'number') return 'expired';
  if (Date.now() / 1000 - parsed.t > FLOW_MAX_AGE_SECONDS) return 'expired';
  const checks = checksOf(parsed.s);
  const given = Buffer.from(typeof state === 'string' ? state : '');
  const wanted = Buffer.from(checks.state);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'expired';
  return { ...checks, next: safeNextPath(parsed.n), ...(typeof parsed.u === 'string' ? { userId: parsed.u } : {}) };
}
