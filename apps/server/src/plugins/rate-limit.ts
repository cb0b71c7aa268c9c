import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session.ts';
import { HttpError } from '../lib/http-errors.ts';

/** 'in 1 minute' / 'in 12 minutes': how the 429 messages say when to come back. */
export function tryAgainIn(seconds: number): string {
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
 * Per-address limits live in each process's memory: they blunt a flood from one
 * address, while the per-account lock (auth/lockout.ts) is in the database and so
 * holds across every server. Routes opt in with `perMinute()` in their config.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // The plugin sets Retry-After itself; the message is ours, in the API's error shape.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts from your network. ${tryAgainIn(context.ttl / 1000)}`),
  });
}

export function perMinute(max: number): RateLimitOptions {
  return { max, timeWindow: 60_000 };
}

/**
 * Per signed-in session rather than per address: many honest people share one
 * mobile-network address, while one account flooding posts or listings is the
 * abuse. The key is a hash of the session token; visitors fall back to the address.
 */
export function perSessionPerHour(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 3_600_000,
    keyGenerator: (request) => {
      const auth = request.headers.authorization;
      const token = auth?.startsWith('Bearer ') ? auth.slice(7) : request.cookies?.[SESSION_COOKIE];
      return token ? `s:${createHash('sha256').update(token).digest('hex')}` : `ip:${request.ip}`;
    },
  };
}
