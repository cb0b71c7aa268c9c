import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { accountDevices } from '../db/schema-reviews.ts';
import { hashToken } from './session-store.ts';

const DEVICE_COOKIE = 'nyumba_device';
const DEVICE_ID = /^[\w-]{22}$/;
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;

/**
 * Each browser gets a random id in a long-lived cookie, and each sign-in records (hashed)
 * that the account used it. Two accounts signed in on one device are treated as one person
 * where that matters (reviewing each other, modules/reviews/review-guard.ts). Nothing about
 * the device itself is read or kept.
 */
export async function noteDevice(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const sent = request.cookies[DEVICE_COOKIE];
  const id = sent && DEVICE_ID.test(sent) ? sent : randomBytes(16).toString('base64url');
  void reply.setCookie(DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https://'),
    maxAge: TWO_YEARS_S,
  });
  await db
    .insert(accountDevices)
    .values({ userId, deviceHash: hashToken(id) })
    .onConflictDoUpdate({
      target: [accountDevices.userId, accountDevices.deviceHash],
      set: { lastSeenAt: sql`now()` },
    });
}
