// Tenancies at scale (issue 57), on a throwaway PostgreSQL cluster:
// 1. First months and deposits confirmed a second through two real servers with the Daraja
//    simulator: each tenant's STK push goes through server A or B, the callback comes back,
//    is confirmed by an STK query and held in the ledger. Against the same servers'
//    /api/health in the same run.
// 2. The tenancy clock over 100,000 held tenancies: a run when none is due (what every five
//    minutes costs at that size) against a count of the table, and releases of the first month
//    a second when 1,000 are due, against a plain one-row update in a transaction.
import { performance } from 'node:perf_hooks';
import { addDays, kenyaToday } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { testConfig } from '../apps/server/src/config.ts';
import { openPostgres, queryRows, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createSession } from '../apps/server/src/plugins/session-store.ts';
import { checkLedger } from '../apps/server/src/modules/payments/ledger.ts';
import { tenancyDepsOf } from '../apps/server/src/modules/tenancies/deps.ts';
import { tenancyTick } from '../apps/server/src/modules/tenancies/tenancy-clock.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { payAll, withTwoPayingServers } from './money-servers.ts';

const PAYMENTS = Number(process.env.BENCH_TENANCY_PAYMENTS ?? 300);
const HELD = Number(process.env.BENCH_HELD_TENANCIES ?? 100_000);
const DUE = 1_000;
const RENT = 25_000;

/** A lister and `count` tenants with proven numbers, and one tenancy each, signed and waiting to be paid. */
async function signedTenancies(db: Database, count: number) {
  const old = new Date(Date.now() - 60 * 86_400_000);
  const people = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO users (username, username_skeleton, email, email_verified_at, created_at, phone, phone_verified_at)
        SELECT 'renter' || i, 'renter' || i, 'renter' || i || '@bench.nyumba.co.ke', ${old}, ${old},
               '+2547' || lpad((20000000 + i)::text, 8, '0'), ${old}
        FROM generate_series(0, ${count}) AS i RETURNING id`,
  );
  await db.execute(
    sql`INSERT INTO phone_numbers (phone, user_id, sign_in) SELECT phone, id, true FROM users WHERE username LIKE 'renter%'`,
  );
  const [lister, ...tenants] = people;
  const [home] = await queryRows<{ id: string }>(db, sql`SELECT id FROM listings WHERE type = 'rentals' LIMIT 1`);
  await db.execute(sql`UPDATE listings SET owner_id = ${lister!.id}, price = ${RENT} WHERE id = ${home!.id}`);
  const rows = [];
  for (const tenant of tenants) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO tenancies (listing_id, tenant_id, lister_id, status, move_in, message, rent, deposit_months, deposit,
            due_day, notice_months, agreement, agreement_hash, accepted_at, pay_by)
          VALUES (${home!.id}, ${tenant.id}, ${lister!.id}, 'signed', ${addDays(kenyaToday(), 10)}, 'bench', ${RENT}, 1,
            ${RENT}, 5, 1, 'agreement', 'hash', now(), now() + interval '2 days')
          RETURNING id`,
    );
    rows.push({ id: row!.id, token: (await createSession(db, tenant.id, 30)).token });
  }
  return { rows, home: home!.id, lister: lister!.id, tenant: tenants[0]!.id };
}

async function paymentsThroughTwoServers(url: string, db: Database) {
  return withTwoPayingServers(url, async (servers, sim) => {
    const world = await signedTenancies(db, PAYMENTS);
    const { health, pushed, confirmed } = await payAll(
      servers,
      sim,
      world.rows.map((row) => ({ path: `/api/tenancies/${row.id}/pay`, token: row.token })),
      async () =>
        (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM tenancies WHERE status = 'paid'`))[0]!.n,
    );
    const ledger = await checkLedger(db);
    console.log(`\nTenancies paid through two servers and the Daraja simulator (PostgreSQL, ${PAYMENTS} tenancies):`);
    console.log(`  /api/health (baseline)                 ${health.toFixed(0)} requests/s`);
    console.log(
      `  STK pushes asked (POST …/pay)           ${pushed.toFixed(0)}/s  (${(pushed / health).toFixed(3)} × health)`,
    );
    console.log(
      `  first month + deposit confirmed, held  ${confirmed.toFixed(0)}/s  (${(confirmed / health).toFixed(3)} × health)`,
    );
    console.log(
      `  ledger after: ${ledger.unbalanced} unbalanced journals, total ${ledger.total}, ${ledger.tenanciesOff} tenancies off (goal: 0, 0, 0)`,
    );
    return world;
  });
}

const median = async (what: () => Promise<unknown>, runs = 5) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await what();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
};

async function clockAtScale(url: string, db: Database, world: { home: string; lister: string; tenant: string }) {
  // 100,000 tenancies paid and held, moving in a month from now: nothing due yet.
  const ahead = addDays(kenyaToday(), 30);
  for (let done = 0; done < HELD; done += 20_000) {
    const n = Math.min(20_000, HELD - done);
    await db.execute(sql`
      WITH t AS (
        INSERT INTO tenancies (listing_id, tenant_id, lister_id, status, move_in, message, rent, deposit_months, deposit,
          due_day, notice_months, paid_at)
        SELECT ${world.home}, ${world.tenant}, ${world.lister}, 'paid', ${ahead}, 'bench', ${RENT}, 1, ${RENT}, 5, 1, now()
        FROM generate_series(1, ${n}) RETURNING id),
      j AS (INSERT INTO ledger_journals (kind, tenancy_id, memo) SELECT 'tenancy-paid', id, 'bench' FROM t RETURNING id)
      INSERT INTO ledger_entries (journal_id, account, party_id, amount)
      SELECT j.id, a.account, NULL, a.amount FROM j
      CROSS JOIN (VALUES ('mpesa', ${2 * RENT}::bigint), ('held-rent', ${-RENT}::bigint), ('held-deposit', ${-RENT}::bigint)) AS a(account, amount)`);
  }
  await db.execute(sql`ANALYZE tenancies`);
  const config = testConfig({ DATABASE_URL: url, MPESA_SIMULATOR: 'true' });
  const log = { info: () => undefined, warn: () => undefined };
  const deps = tenancyDepsOf({ config, db, jobs: undefined }, log);
  const count = await median(() => db.execute(sql`SELECT count(*) FROM tenancies`));
  const idle = await median(() => tenancyTick(deps));
  console.log(`\nThe tenancy clock over ${HELD.toLocaleString('en')} held tenancies (PostgreSQL):`);
  console.log(`  count(*) of tenancies (baseline)       ${count.toFixed(1)} ms`);
  console.log(
    `  a run with nothing due (median of 5)   ${idle.toFixed(1)} ms  (${(idle / count).toFixed(2)} × the count)`,
  );
  // 1,000 of them reach their release: 48 hours after a move-in two days ago.
  await db.execute(sql`UPDATE tenancies SET move_in = ${addDays(kenyaToday(), -2)}
                       WHERE id IN (SELECT id FROM tenancies WHERE status = 'paid' AND move_in = ${ahead} LIMIT ${DUE})`);
  const [one] = await queryRows<{ id: string }>(db, sql`SELECT id FROM tenancies LIMIT 1`);
  const update = await median(
    () => db.transaction((tx) => tx.execute(sql`UPDATE tenancies SET updated_at = now() WHERE id = ${one!.id}`)),
    21,
  );
  const started = performance.now();
  let released = 0;
  while (released < DUE) {
    const done = await tenancyTick(deps);
    if (done.released === 0) break;
    released += done.released;
  }
  const perRelease = (performance.now() - started) / Math.max(1, released);
  const ledger = await checkLedger(db);
  console.log(`  one-row update in a transaction (baseline)  ${update.toFixed(2)} ms`);
  console.log(
    `  first months released: ${released} at ${(1000 / perRelease).toFixed(0)}/s, ${perRelease.toFixed(1)} ms each (${(perRelease / update).toFixed(1)} × the update)`,
  );
  console.log(
    `  ledger after: ${ledger.unbalanced} unbalanced journals, ${ledger.tenanciesOff} tenancies off (goal: 0, 0)`,
  );
}

export async function runTenanciesBench(): Promise<void> {
  const cluster = await startPostgres();
  try {
    const handle = await openPostgres(cluster.url, 8);
    await migrate(handle);
    await generateListings(handle.db, 1_000);
    const world = await paymentsThroughTwoServers(cluster.url, handle.db);
    await clockAtScale(cluster.url, handle.db, world);
    await handle.close();
  } finally {
    await cluster.stop();
  }
}
