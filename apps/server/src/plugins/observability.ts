import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import proxyAddr from 'proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import client from '@prometheus-io/client';
import metricsPlugin from 'fastify-metrics';
import type { AppDeps } from '../app-types.ts';
import { HttpError } from '../lib/http-errors.ts';
import { queryRows } from '../db/database.ts';
import type { ReadRouter } from '../db/read-replicas.ts';
import { MAX_ALERT_MAIL_ATTEMPTS } from '../db/schema-alerts.ts';
import { copyClaimCounts } from '../db/open-copy-claims.ts';
import { smsRefused, smsSent } from '../lib/sms-metrics.ts';
import { sql } from 'drizzle-orm';
import type { ProxyTrust } from './proxy-trust.ts';

/** Prometheus' usual address; its answer changes by the second, so route walks that compare answers skip it. */
export const METRICS_PATH = '/metrics';

export const METRICS_PRIVATE_ONLY =
  'Metrics are served to loopback and private addresses only; set METRICS_TOKEN to read them from elsewhere';

// Loopback, link-local and private ranges (127/8, ::1, 10/8, 172.16/12, 192.168/16,
// 169.254/16, fc00::/7, fe80::/10), IPv4 written as IPv6 included: where a scraper inside
// the deployment's own network stands.
const isPrivatePeer = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);
const isPrivateAddress = (ip: string) => {
  try {
    return isPrivatePeer(ip, 0);
  } catch {
    return false;
  }
};

/** Compares a presented secret in constant time (hashes first, so lengths do not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** What a proxy's id may look like: short, printable, nothing a log line could be split with. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the proxy's X-Request-Id when the peer is a trusted proxy (so one id
 * follows a request from the edge through our logs), else a fresh one. A client talking
 * to us directly cannot choose the id our logs file its request under.
 */
export function requestIdFrom(trust: ProxyTrust) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    const peer = request.socket?.remoteAddress ?? '';
    if (typeof given === 'string' && REQUEST_ID.test(given) && trust(peer, 0)) return given;
    return randomUUID();
  };
}

/**
 * Every answer carries its X-Request-Id; every request log line carries it as requestId.
 * /metrics serves Prometheus text: per-route counts, status codes and latencies
 * (fastify-metrics), the process, the database pool and the job queues. With
 * METRICS_TOKEN set it asks for `Authorization: Bearer <token>`; without one it answers
 * loopback and private addresses only, so a fresh deployment does not publish its insides.
 */
export async function registerObservability(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const token = deps.config.METRICS_TOKEN;
  // A registry per app, not the client's global one: tests build several apps in one process.
  const register = new client.Registry();
  await app.register(metricsPlugin, {
    promClient: client,
    endpoint: {
      url: METRICS_PATH,
      method: 'GET',
      config: { access: 'public' },
      schema: { hide: true },
      // Counts change by the second: never kept by a proxy or browser.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        void reply.header('cache-control', 'private, no-store');
        if (token) {
          if (!sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
            throw new HttpError(401, 'Metrics need the token');
          }
        } else if (!isPrivateAddress(request.ip)) {
          // request.ip is the client as the trusted proxies report it, never a header a client wrote.
          throw new HttpError(403, METRICS_PRIVATE_ONLY);
        }
      },
    } as never,
    defaultMetrics: { enabled: true, register },
    routeMetrics: {
      enabled: true,
      routeBlacklist: [METRICS_PATH],
      overrides: { histogram: { registers: [register] }, summary: { registers: [register] } },
    },
  });
  // fastify-metrics counts matched routes only. Requests that match none (404s from
  // scanners, stale links, a client calling a path we removed) are counted here by method
  // and status, never by their URL: junk paths must not become unbounded label values.
  const unmatched = new client.Counter({
    name: 'nyumba_unmatched_requests_total',
    help: 'Requests that matched no route, by method and status code',
    labelNames: ['method', 'status_code'],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== undefined) return;
    const method = /^[A-Z]{1,10}$/.test(request.method) ? request.method : 'OTHER';
    unmatched.inc({ method, status_code: String(reply.statusCode) });
  });
  new client.Gauge({
    name: 'nyumba_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const pool = deps.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  if (deps.reads) registerReplicaMetrics(register, deps.reads);
  new client.Gauge({
    name: 'nyumba_job_queue_depth',
    help: 'Jobs waiting per queue (created or retrying)',
    labelNames: ['queue'],
    registers: [register],
    async collect() {
      const depths: Record<string, number> = (await deps.jobs?.queueDepths().catch(() => undefined)) ?? {};
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });
  register.registerMetric(smsSent);
  register.registerMetric(smsRefused);
  // The cluster's SMS in the last hour against SMS_HOURLY_BUDGET, from the one table every
  // server writes: the alert in docs/phone.md fires well before codes stop going out.
  new client.Gauge({
    name: 'nyumba_sms_last_hour',
    help: 'SMS the whole cluster asked to send in the last hour, and the hourly budget',
    labelNames: ['what'],
    registers: [register],
    async collect() {
      const [row] = await queryRows<{ n: number }>(
        deps.db,
        sql`SELECT count(*)::int AS n FROM sms_messages WHERE created_at > now() - interval '1 hour'`,
      ).catch(() => []);
      if (row) this.set({ what: 'sent' }, row.n);
      this.set({ what: 'budget' }, deps.config.SMS_HOURLY_BUDGET);
    },
  });
  // The promise to a lister held as a copy who says "these are mine": an answer within a day
  // (docs/moderation-and-abuse.md). Overdue above 0 is worth an alert.
  new client.Gauge({
    name: 'nyumba_copy_claims',
    help: 'Copy claims waiting for a moderator, and those of them past their due time (a day after the claim)',
    labelNames: ['state'],
    registers: [register],
    async collect() {
      const counts = await copyClaimCounts(deps.db).catch(() => undefined);
      if (!counts) return;
      this.set({ state: 'waiting' }, counts.waiting);
      this.set({ state: 'overdue' }, counts.overdue);
    },
  });
  new client.Gauge({
    name: 'nyumba_alert_mails_unsent',
    help: 'Alert e-mails in the outbox not sent: waiting (to go, or to retry) or given up after the last try',
    labelNames: ['state'],
    registers: [register],
    async collect() {
      const [row] = await queryRows<{ waiting: number; given_up: number }>(
        deps.db,
        sql`SELECT count(*) FILTER (WHERE attempts < ${MAX_ALERT_MAIL_ATTEMPTS})::int AS waiting,
                   count(*) FILTER (WHERE attempts >= ${MAX_ALERT_MAIL_ATTEMPTS})::int AS given_up
            FROM alert_mails WHERE sent_at IS NULL`,
      ).catch(() => []);
      if (!row) return;
      this.set({ state: 'waiting' }, row.waiting);
      this.set({ state: 'given_up' }, row.given_up);
    },
  });
  // Payouts and refunds M-Pesa could not say were paid or not, left to an operator (never sent
  // again by themselves): the alert in docs/payments.md fires on any.
  new client.Gauge({
    name: 'nyumba_payouts_unknown',
    help: 'Payouts and refunds whose B2C M-Pesa could not say was paid: flagged, waiting for an operator',
    registers: [register],
    async collect() {
      const [row] = await queryRows<{ n: number }>(
        deps.db,
        sql`SELECT count(*)::int AS n FROM payouts WHERE status = 'checking' AND flag IS NOT NULL`,
      ).catch(() => []);
      if (row) this.set(row.n);
    },
  });
}

/** Each replica's lag and rotation, and where reads went (DATABASE_READ_URLS). */
function registerReplicaMetrics(register: client.Registry, reads: ReadRouter): void {
  new client.Gauge({
    name: 'nyumba_db_replica_lag_seconds',
    help: 'Seconds each read replica is behind the primary at its last check (absent while it does not answer)',
    labelNames: ['replica'],
    registers: [register],
    collect() {
      this.reset();
      for (const replica of reads.status()) {
        if (replica.lagSeconds !== undefined) this.set({ replica: replica.name }, replica.lagSeconds);
      }
    },
  });
  new client.Gauge({
    name: 'nyumba_db_replica_in_rotation',
    help: 'Whether each read replica takes reads: 1 answering and within DATABASE_REPLICA_MAX_LAG_SECONDS, else 0',
    labelNames: ['replica'],
    registers: [register],
    collect() {
      for (const replica of reads.status()) this.set({ replica: replica.name }, replica.up ? 1 : 0);
    },
  });
  new client.Counter({
    name: 'nyumba_db_public_reads_total',
    help: 'Public reads (search, map, listing and lister pages) by where they were sent: a replica or the primary',
    labelNames: ['target'],
    registers: [register],
    collect() {
      this.reset();
      this.inc({ target: 'replica' }, reads.counts.replica);
      this.inc({ target: 'primary' }, reads.counts.primary);
    },
  });
  new client.Counter({
    name: 'nyumba_db_replica_fallbacks_total',
    help: 'Queries sent to a replica that could not answer them, answered by the primary instead',
    registers: [register],
    collect() {
      this.reset();
      this.inc(reads.counts.fallbacks);
    },
  });
}
