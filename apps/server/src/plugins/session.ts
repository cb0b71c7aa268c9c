import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { createSession, resolveSession, type SessionInfo } from './session-store.ts';
import { HttpError, unauthorized } from '../lib/http-errors.ts';

export const SESSION_COOKIE = 'nyumba_session';

/**
 * Every route says who may call it, in its config: 'public' or 'user' (signed in).
 * 'user' routes answer 401 before their body is even validated. The authorization
 * test walks the route table and fails on a route without a decision.
 */
export type RouteAccess = 'public' | 'user';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in session, resolved once per request on first use. */
    session(): Promise<SessionInfo | null>;
  }
}

function tokenOf(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

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
  const session = await createSession(db, user.id, config.SESSION_TTL_DAYS, request.headers['user-agent']);
  void reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(config, session.expiresAt));
  return session.sessionId;
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

/** The signed-in user's id when there is one; anonymous callers get undefined. */
export async function viewerId(request: FastifyRequest): Promise<string | undefined> {
  return (await request.session())?.user.id;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

export function registerSessions(app: FastifyInstance, db: Database, config: Config): void {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;

  app.decorateRequest('session', function (this: FastifyRequest) {
    // Replaced per request below; the decorator only reserves the property.
    return Promise.resolve(null);
  });

  app.addHook('onRequest', async (request, reply) => {
    const found = tokenOf(request);
    // A cookie is sent by the browser whoever asked for the request, so a state change
    // that rides on one must come from our own pages (CSRF). Bearer tokens are not sent
    // automatically and need no such check.
    if (found?.viaCookie && UNSAFE_METHODS.has(request.method)) {
      const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
      const ownOrigin = `${request.protocol}://${request.host}`;
      if (origin !== publicOrigin && origin !== ownOrigin) {
        throw new HttpError(403, 'This request did not come from Nyumba; please reload the page and try again');
      }
    }
    let cached: Promise<SessionInfo | null> | undefined;
    request.session = () => {
      cached ??= found
        ? resolveSession(db, found.token, config.SESSION_TTL_DAYS).then((session) => {
            if (session?.renewed && found.viaCookie) {
              void reply.setCookie(SESSION_COOKIE, found.token, cookieOptions(config, session.expiresAt));
            }
            return session;
          })
        : Promise.resolve(null);
      return cached;
    };
  });

  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.access === 'user') await requireSession(request);
  });
}
