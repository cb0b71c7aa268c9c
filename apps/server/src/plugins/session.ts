// The cookie plugin's types (request.cookies, reply.setCookie), for any program that
// includes this file without app.ts (the benchmarks, via the listing mapper).
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { createSession, resolveSession, type SessionInfo } from './session-store.ts';
import { credentialOf, SESSION_COOKIE } from './credential.ts';
import {
  ACCOUNT_SUSPENDED,
  EMAIL_UNVERIFIED,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
} from '@nyumba/domain';
import { requestLanguage } from './language.ts';
import { noteDevice } from './device.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { assertSameOrigin, UNSAFE_METHODS } from './same-origin.ts';

export { SESSION_COOKIE };

/**
 * Every route says who may call it, in its config: 'public' or 'user' (signed in).
 * 'user' routes answer 401 before their body is even validated. The authorization
 * test walks the route table and fails on a route without a decision.
 */
type RouteAccess = 'public' | 'user' | 'moderator';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in session, resolved once per request on first use. */
    session(): Promise<SessionInfo | null>;
    /** Set once the answer was computed for a signed-in caller: it must not be cached. */
    personal: boolean;
  }
}

/** Answers for one person: no shared cache may keep them, nor the browser's disk. */
export const PRIVATE_NO_STORE = 'private, no-store';

function cookieOptions(config: Config, expires: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https://'),
    expires,
  };
}

/** Signs the user in on this response: a new session row and its cookie. */
export async function startSession(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<string> {
  // Every way in (password, Google, a mailed link) ends here: a suspended account gets no session.
  if (user.suspendedAt) throw forbidden(ACCOUNT_SUSPENDED);
  const session = await createSession(db, user.id, config.SESSION_TTL_DAYS, request.headers['user-agent']);
  void reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(config, session.expiresAt));
  await settleLanguage(db, config, request, reply, user);
  await noteDevice(db, config, request, reply, user.id);
  return session.sessionId;
}

/**
 * Signing in carries the account's language to this device (the app switches to it from
 * the answer; the cookie makes the next page the server draws agree). An account that
 * never chose one (made before languages, or through Google) takes this device's.
 */
async function settleLanguage(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
) {
  if (!isLanguage(user.language)) {
    user.language = requestLanguage(request);
    await db.update(users).set({ language: user.language }).where(eq(users.id, user.id));
  }
  void reply.setCookie(LANGUAGE_COOKIE, user.language, {
    path: '/',
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https://'),
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  });
}

export function clearSessionCookie(config: Config, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(config, new Date(0)), expires: undefined });
}

export async function requireSession(request: FastifyRequest): Promise<SessionInfo> {
  const session = await request.session();
  if (!session) throw unauthorized();
  return session;
}

export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  return (await requireSession(request)).user;
}

/**
 * Whether the account is a proven person: its address confirmed by a mailed link, or its
 * number by a code sent to it. Anyone can make an account with someone else's address.
 */
export const isConfirmed = (user: Pick<UserRow, 'emailVerifiedAt' | 'phoneVerifiedAt'>) =>
  user.emailVerifiedAt !== null || user.phoneVerifiedAt !== null;

/**
 * A user who may publish: signed in and confirmed (isConfirmed). A listing or post under an
 * unproven address must not reach the public until the address's owner has followed its link.
 */
export async function requirePublisher(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!isConfirmed(user)) throw forbidden(EMAIL_UNVERIFIED);
  return user;
}

const MODERATORS_ONLY = 'Only moderators can do that';

/**
 * Whether the account moderates: its address is one MODERATOR_EMAILS names, and its owner
 * proved it by following a mailed link (or Google vouched for it). Anyone can sign up with
 * any address, so a right that comes from an address never comes from the claim alone.
 */
export const isModerator = (config: Config, user: Pick<UserRow, 'email' | 'emailVerifiedAt'>) =>
  user.emailVerifiedAt !== null && user.email !== null && config.MODERATOR_EMAILS.includes(user.email.toLowerCase());

/** A signed-in moderator, or 401 (no session) / 403 (an ordinary user). */
export async function requireModerator(request: FastifyRequest, config: Config): Promise<SessionInfo> {
  const session = await requireSession(request);
  if (!isModerator(config, session.user)) throw forbidden(MODERATORS_ONLY);
  return session;
}

/** Who is looking, for items only their owner and moderators may see; undefined when anonymous. */
export interface Viewer {
  id?: string;
  moderator?: boolean;
}

export async function viewerOf(request: FastifyRequest, config: Config): Promise<Viewer | undefined> {
  const session = await request.session();
  return session ? { id: session.user.id, moderator: isModerator(config, session.user) } : undefined;
}

/** The signed-in user's id when there is one; anonymous callers get undefined. */
export async function viewerId(request: FastifyRequest): Promise<string | undefined> {
  return (await request.session())?.user.id;
}

export function registerSessions(app: FastifyInstance, db: Database, config: Config): void {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;

  app.decorateRequest('session', function (this: FastifyRequest) {
    // Replaced per request below; the decorator only reserves the property.
    return Promise.resolve(null);
  });
  app.decorateRequest('personal', false);

  app.addHook('onRequest', async (request, reply) => {
    const found = credentialOf(request);
    // A cookie is sent by the browser whoever asked for the request, so a state change
    // that rides on one must come from our own pages (CSRF). Bearer tokens are not sent
    // automatically and need no such check.
    if (found?.via === 'cookie' && UNSAFE_METHODS.has(request.method)) assertSameOrigin(request.headers, publicOrigin);
    let cached: Promise<SessionInfo | null> | undefined;
    request.session = () => {
      cached ??= found
        ? resolveSession(db, found.token, config.SESSION_TTL_DAYS).then((session) => {
            if (session) request.personal = true;
            if (session?.renewed && found.via === 'cookie') {
              void reply.setCookie(SESSION_COOKIE, found.token, cookieOptions(config, session.expiresAt));
            }
            return session;
          })
        : Promise.resolve(null);
      return cached;
    };
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === 'user') await requireSession(request);
    if (access === 'moderator') await requireModerator(request, config);
  });

  // One rule for every answer, whatever the route set: what was computed for a signed-in
  // caller, and anything a 'user' route says (its 401 too), is never stored by a cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.personal || (request.routeOptions.config?.access ?? 'public') !== 'public') {
      void reply.header('Cache-Control', PRIVATE_NO_STORE);
    }
  });
}
