// The job engine on the embedded PGlite, as `npm start` runs it: a job enqueued is worked,
// one enqueued inside a transaction exists only if that transaction commits, a failing
// job is retried, and the scheduled folds keep the caches' version unchanged.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { defineJob, JobEngine } from './engine.ts';
import { foldListingChangeCounts } from '../modules/listings/result-cache.ts';
import { SEND_MAIL, sendMailJob, type MailMessage } from './send-mail.ts';

let ctx: TestContext;
let engine: JobEngine;
const seen: string[] = [];
const mailed: MailMessage[] = [];
let mailFailures = 1;
const waiters: (() => void)[] = [];
const notify = () => waiters.splice(0).forEach((wake) => wake());
const until = async (done: () => boolean) => {
  while (!done()) await new Promise<void>((resolve) => waiters.push(resolve));
};

const record = defineJob<{ label: string }>({
  name: 'record-label',
  pollingIntervalSeconds: 0.5,
  handler: async ({ label }) => {
    seen.push(label);
    notify();
  },
});

beforeAll(async () => {
  ctx = await createTestApp();
  const log = { info: () => undefined, warn: () => undefined };
  const mailer = async (message: MailMessage) => {
    // The first attempt fails, as a mail server that is briefly away.
    if (mailFailures-- > 0) throw new Error('451 try again later');
    mailed.push(message);
    notify();
  };
  const mail = sendMailJob({ log, mailer });
  engine = await JobEngine.start(
    ctx.handle.jobDatabase,
    [record, { ...mail, queue: { retryLimit: 5, retryDelay: 1 }, pollingIntervalSeconds: 0.5 }] as never[],
    log,
  );
}, 120_000);
afterAll(async () => {
  await engine?.stop(2_000);
  await ctx.close();
});

describe('the job engine', () => {
  it('works an enqueued job', async () => {
    await engine.enqueue(record, { label: 'plain' });
    await until(() => seen.includes('plain'));
    expect(seen.filter((label) => label === 'plain')).toEqual(['plain']);
  });

  it('creates a job enqueued in a transaction only when that transaction commits', async () => {
    await ctx.handle.db
      .transaction(async (tx) => {
        await engine.enqueue(record, { label: 'rolled-back' }, { tx });
        throw new Error('the caller changes its mind');
      })
      .catch(() => undefined);
    await ctx.handle.db.transaction(async (tx) => {
      await engine.enqueue(record, { label: 'committed' }, { tx });
    });
    await until(() => seen.includes('committed'));
    expect(seen).not.toContain('rolled-back');
    const stored = await queryRows<{ label: string }>(
      ctx.handle.db,
      sql`SELECT data->>'label' AS label FROM pgboss.job WHERE name = 'record-label'`,
    );
    expect(stored.map((row) => row.label).sort()).toEqual(['committed', 'plain']);
  });

  it('retries mail that failed, and sends it once', async () => {
    await engine.enqueue(SEND_MAIL, { to: 'wanjiku@example.co.ke', subject: 'Welcome', text: 'Karibu' });
    await until(() => mailed.length > 0);
    expect(mailed).toEqual([{ to: 'wanjiku@example.co.ke', subject: 'Welcome', text: 'Karibu' }]);
    expect(mailFailures).toBe(-1);
  });

  it('refuses a job type nobody defined', async () => {
    await expect(engine.enqueue('no-such-job', {})).rejects.toThrow(/not defined/);
  });

  it('folds the change counts without changing the version the caches read', async () => {
    const sum = async () =>
      (await queryRows<{ n: string }>(ctx.handle.db, sql`SELECT sum(changes) AS n FROM listing_change_counts`))[0]!.n;
    await ctx.handle.db.execute(sql`INSERT INTO listing_change_counts VALUES (424242, 7), (515151, 3)`);
    const before = await sum();
    await foldListingChangeCounts(ctx.handle.db);
    expect(await sum()).toBe(before);
    const rows = await queryRows<{ backend: number }>(ctx.handle.db, sql`SELECT backend FROM listing_change_counts`);
    expect(rows.map((row) => Number(row.backend))).toEqual([0]);
  });
});
