import { messageStream, STREAMS_FULL } from '@nyumba/domain';
import { HttpError } from '../../lib/http-errors.ts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.ts';
import { credentialOf } from '../../plugins/credential.ts';
import { isConfirmed, requireUser } from '../../plugins/session.ts';
import { resolveSession } from '../../plugins/session-store.ts';
import { route } from '../../route.ts';
import { streamHead, type MessageHub, type Stream } from './hub.ts';

/** A comment line this often keeps proxies and phones' networks from cutting a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** The session is checked again this often: a signed-out or suspended account's streams end. */
const SESSION_CHECK_MS = 60_000;
/** Streams one account may hold on one server (tabs, devices); a new one closes the oldest. */
const STREAMS_PER_ACCOUNT = 8;
/** An account whose address is not confirmed yet: one tab and a spare. */
const STREAMS_PER_UNCONFIRMED_ACCOUNT = 2;
/**
 * Streams one address may hold on one server. Generous, because Kenya's mobile networks put
 * thousands of phones behind one address (carrier-grade NAT); unconfirmed accounts, which cost
 * nothing to make, share a far smaller allowance (25 of them held 200 streams from one address).
 */
const STREAMS_PER_ADDRESS = 100;
const UNCONFIRMED_STREAMS_PER_ADDRESS = 10;

/** Where to resume: the browser's Last-Event-ID (or `?after=` for a first connection that has one). */
function resumeFrom(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.after;
  const value = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * GET /api/messages/stream: server-sent events for the caller. The answer is written by
 * hand (hijacked) because it never ends: a `retry` hint, then events as they come, a
 * heartbeat comment, until the browser leaves, the session ends, or the server stops.
 * Behind a proxy, buffering must be off for it (X-Accel-Buffering: no says so to nginx;
 * docs/messages.md).
 */
export function registerMessageStream(app: AppInstance, hub: MessageHub): void {
  const closers = new Set<() => void>();
  app.addHook('preClose', () => {
    for (const close of [...closers]) close();
  });

  route(app, messageStream, async (request, reply) => {
    const user = await requireUser(request);
    const confirmed = isConfirmed(user);
    // A full address is refused (its own tabs keep theirs); the account's own cap closes its oldest instead.
    if (
      hub.countFrom(request.ip) >= STREAMS_PER_ADDRESS ||
      (!confirmed && hub.countFrom(request.ip, true) >= UNCONFIRMED_STREAMS_PER_ADDRESS)
    )
      throw new HttpError(429, STREAMS_FULL);
    const token = credentialOf(request)?.token;
    const from = resumeFrom(request) ?? (await streamHead(app.deps.db, user.id));
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write('retry: 3000\n\n');
    let open = true;
    const stream: Stream = {
      userId: user.id,
      address: request.ip,
      confirmed,
      lastSeq: from,
      write: (chunk) => {
        if (!open) return false;
        raw.write(chunk);
        return true;
      },
      close: () => close(),
    };
    const close = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      hub.remove(stream);
      closers.delete(close);
      raw.end();
    };
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const sessionCheck = setInterval(() => {
      if (!token) return close();
      resolveSession(app.deps.db, token, app.deps.config.SESSION_TTL_DAYS)
        .then((session) => {
          if (!session || session.user.id !== user.id) close();
        })
        .catch(() => undefined);
    }, SESSION_CHECK_MS);
    heartbeat.unref();
    sessionCheck.unref();
    closers.add(close);
    request.raw.on('close', close);
    raw.on('error', close);
    // One account, a handful of open streams: the oldest goes when a new one comes.
    const cap = confirmed ? STREAMS_PER_ACCOUNT : STREAMS_PER_UNCONFIRMED_ACCOUNT;
    while (hub.count(user.id) >= cap) hub.oldest(user.id)?.close();
    raw.write(`event: ready\ndata: ${JSON.stringify({ seq: from })}\n\n`);
    hub.add(stream);
  });
}
