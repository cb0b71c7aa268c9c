// Issue 17, the crash case: the server is SIGKILLed while it looks at due alerts, and again
// while it sends their mail (the mail server hangs on a message it never acknowledges);
// after restarts every alert's mail has arrived exactly once, with its listings.
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startPostgres } from '../../../scripts/postgres-cluster.mjs';
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { searchAlerts } from '../src/db/schema-alerts.ts';
import { users } from '../src/db/schema.ts';
import { insertListings } from './listing-rows.ts';
import { postgresCanStart, startServerProcess, type ServerChild } from './server-child.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

/** More than one batch (200), so a kill can fall between two batches' commits. */
const ALERTS = 250;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const until = async (what: string, ready: () => boolean | Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/**
 * Watchers with one instant alert each (a different price ceiling, so each is its own
 * search), made an hour ago, and a listing per alert created since: every alert is due
 * and has exactly one new listing to mail.
 */
async function seed(handle: DatabaseHandle): Promise<Map<string, string>> {
  const hourAgo = new Date(Date.now() - 3_600_000);
  const [lister] = await handle.db
    .insert(users)
    .values({ username: 'crashlister', email: 'lister@crash.test', emailVerifiedAt: hourAgo })
    .returning({ id: users.id });
  const watchers = await handle.db
    .insert(users)
    .values(
      Array.from({ length: ALERTS }, (_, i) => ({
        username: `watcher${i}`,
        email: `watcher${i}@crash.test`,
        emailVerifiedAt: hourAgo,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await handle.db.insert(searchAlerts).values(
    watchers.map((watcher, i) => ({
      userId: watcher.id,
      name: `Alert ${i}`,
      filters: { type: 'rentals', minPrice: String(100_000 + i * 10), maxPrice: String(100_000 + i * 10) },
      frequency: 'instant' as const,
      unsubscribeToken: randomBytes(32).toString('base64url'),
      checkedUntil: hourAgo,
      nextCheckAt: hourAgo,
      createdAt: hourAgo,
      lastOpenedAt: hourAgo,
    })),
  );
  const names = watchers.map((_, i) => `Crash flat ${i}`);
  await insertListings(
    handle.db,
    lister!.id,
    names.map((name, i) => ({ name, price: 100_000 + i * 10, createdAt: new Date() })),
  );
  return new Map(watchers.map((watcher, i) => [watcher.email!, names[i]!]));
}

async function crashAndCheck(
  env: Record<string, string>,
  open: () => Promise<DatabaseHandle>,
  shared: boolean,
  smtp: TestSmtpServer,
) {
  let handle = await open();
  await migrate(handle);
  const expected = await seed(handle);
  if (!shared) await handle.close();
  const port = await freePort();
  const serverEnv = { ...env, SMTP_URL: smtp.url, RATE_LIMIT_SIGNIN_PER_MINUTE: '10000' };
  let server: ServerChild | undefined;
  cleanups.push(() => server?.kill('SIGKILL'));

  // First kill: mid-run, once some batch has committed and before the last has (PostgreSQL,
  // where the test can watch the rows while the server works).
  smtp.hold();
  server = await startServerProcess(port, serverEnv);
  if (shared) {
    const looked = async () =>
      (
        await queryRows<{ n: number }>(
          handle.db,
          sql`SELECT count(*)::int AS n FROM search_alerts WHERE next_check_at > now()`,
        )
      )[0]!.n;
    await until('the run to start', async () => (await looked()) > 0 || smtp.held() > 0);
    server.kill('SIGKILL');
    await server.exited;
    server = await startServerProcess(port, serverEnv);
  }
  // Second kill: mails going out, the mail server hanging on the ones in flight.
  smtp.release();
  await until('some mail to arrive', () => smtp.received.length >= 20);
  smtp.hold();
  await until('a message to hang', () => smtp.held() > 0);
  // Both of the server's drainers (the run's and the schedule's) are on hung messages now.
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.kill('SIGKILL');
  await server.exited;
  const beforeRestart = smtp.received.length;
  expect(beforeRestart).toBeLessThan(ALERTS);

  smtp.release();
  server = await startServerProcess(port, serverEnv);
  await until('every alert mail', () => smtp.received.length >= ALERTS, 120_000);
  // A little longer: a duplicate would arrive now.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  server.kill('SIGTERM');
  await server.exited;

  const byRecipient = new Map<string, string[]>();
  for (const mail of smtp.received) {
    for (const to of mail.to) byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail.text]);
  }
  const wrong: string[] = [];
  for (const [email, listing] of expected) {
    const got = byRecipient.get(email) ?? [];
    if (got.length !== 1 || !got[0]!.includes(listing)) wrong.push(`${email}: ${got.length} mails`);
  }
  expect(wrong).toEqual([]);
  expect(smtp.received).toHaveLength(ALERTS);

  if (!shared) handle = await open();
  const [unsent] = await queryRows<{ n: number }>(
    handle.db,
    sql`SELECT count(*)::int AS n FROM alert_mails WHERE sent_at IS NULL`,
  );
  expect(unsent?.n).toBe(0);
  await handle.close();
}

describe('alert mail when the server is killed', () => {
  it('neither loses nor repeats a mail on PGlite', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-alert-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await crashAndCheck({ DATA_DIR: dataDir }, () => openPglite({ dataDir: path.join(dataDir, 'db') }), false, smtp);
  }, 300_000);

  it.runIf(postgresCanStart())(
    'neither loses nor repeats a mail on PostgreSQL, killed mid-run and mid-send',
    async () => {
      const smtp = await startSmtpServer();
      cleanups.push(() => smtp.close());
      const cluster = await startPostgres({ durable: true });
      cleanups.push(() => cluster.stop());
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-alert-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await crashAndCheck(
        { DATABASE_URL: cluster.url, DATA_DIR: dataDir },
        () => openPostgres(cluster.url, 2),
        true,
        smtp,
      );
    },
    300_000,
  );
});
