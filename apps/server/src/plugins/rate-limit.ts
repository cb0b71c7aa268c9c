import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { HttpError } from '../lib/http-errors.ts';
import { databaseStore } from './rate-limit-store.ts';

/** 'in 1 minute' / 'in 12 minutes': how the 429 messages say when to come back. */
function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export class TooManyRequests extends HttpError {
  constructor(reason: string, retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, `${reason} ${tryAgainIn(seconds)}`, undefined, { 'retry-after': String(seconds) });
  }
}

/**
 * Per-address and per-account limits are counted in the database
 * (rate-limit-store.ts), like the per-account sign-in lock (auth/lockout.ts), so they
 * hold across every server of a cluster. Routes opt in with `perMinute()` in their config.
 */
export async function registerRateLimits(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    // The plugin sets Retry-After itself; the message is ours, in the API's error shape.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts from your network. ${tryAgainIn(context.ttl / 1000)}`),
  });
}

export function perMinute(max: number): RateLimitOptions {
  return { max, timeWindow: 60_000 };
}

/**
 * Who a per-account limit counts: the signed-in user, however their credential was
 * written (cookie or Bearer, any spacing or case) and however many sessions they
 * open; visitors by their address. The credential itself is read in one place only,
 * the session plugin, so no spelling of a header can make a fresh key.
 */
export async function accountKey(request: FastifyRequest): Promise<string> {
  const session = await request.session();
  return session ? `u:${session.user.id}` : `ip:${request.ip}`;
}

/** What an account's hourly limit counts, as its 429 names it. */
export type LimitedThing =
  | 'listings'
  | 'posts'
  | 'messages'
  | 'reports'
  | 'reviews'
  | 'booking requests'
  | 'alerts'
  | 'notes to moderators'
  | 'codes'
  | 'payment prompts'
  | 'jobs'
  | 'quotes'
  | 'agencies'
  | 'invitations'
  | 'imports';

/**
 * Per account rather than per address: many honest people share one mobile-network
 * address, while one account flooding posts or listings is the abuse. Its 429 says what was
 * limited, and that it was this account, not the network: "Limit reached: as many listings as
 * one account may make in an hour. Try again in 14 minutes."
 */
export function perSessionPerHour(max: number, what: LimitedThing): RateLimitOptions {
  return {
    max,
    timeWindow: 3_600_000,
    keyGenerator: accountKey,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Limit reached: as many ${what} as one account may make in an hour. ${tryAgainIn(context.ttl / 1000)}`,
      ),
  };
}
