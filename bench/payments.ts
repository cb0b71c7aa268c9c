// Payments by M-Pesa at scale (issue 40), on a throwaway PostgreSQL cluster:
// 1. Payments confirmed a second through two real servers with the Daraja simulator: each
//    stay's STK push goes through server A or B, its callback comes back to that server over
//    HTTP, which confirms it with an STK query and credits it in the ledger. Against the same
//    servers' /api/health in the same run (the ratio is the figure on a shared machine).
// 2. The ledger check (every journal balanced, every account summed) at 1,000,000 entries,
//    against a count of the same table in the same run.
import { performance } from 'node:perf_hooks';
import { addDays, kenyaToday } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { createSession } from '../apps/server/src/plugins/session-store.ts';
import { checkLedger } from '../apps/server/src/modules/payments/ledger.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { payAll, withTwoPayingServers } from './money-servers.ts';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 400);
const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);

/** Guests with proven numbers, sessions, and one accepted stay each, due to be paid. */
async function dueStays(db: Database, count: number) {
  const old = new Date(Date.now() - 60 * 86_400_000);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count + 1 }, (_, i) => ({
        username: `payer${i}`,
        usernameSkeleton: `payer${i}`,
        email: `payer${i}@bench.nyumba.co.ke`,
        emailVerifiedAt: old,
        createdAt: old,
        phone: `+2547${String(10_000_000 + i).slice(-8)}`,
        phoneVerifiedAt: old,
      })),
    )
    .returning({ id: users.id, phone: users.phone });
  const [host, ...guests] = rows;
  await db.execute(
    sql`INSERT INTO phone_numbers (phone, user_id, sign_in) SELECT phone, id, true FROM users WHERE username LIKE 'payer%'`,
  );
  const [bnb] = await queryRows<{ id: string }>(db, sql`SELECT id FROM listings WHERE type = 'bnbs' LIMIT 1`);
  await db.execute(sql`UPDATE listings SET owner_id = ${host!.id} WHERE id = ${bnb!.id}`);
  const stays: { id: string; token: string }[] = [];
  for (const [i, guest] of guests.entries()) {
    const checkIn = addDays(kenyaToday(), 30 + i * 2);
    const [stay] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO stays (listing_id, guest_id, host_id, check_in, check_out, guests, nightly_price, check_in_time,
            check_out_time, status, expires_at, pay_state, pay_by, price, fee, policy)
          VALUES (${bnb!.id}, ${guest.id}, ${host!.id}, ${checkIn}, ${addDays(checkIn, 1)}, 1, 3000, '14:00', '10:00',
            'accepted', now() + interval '1 day', 'due', now() + interval '30 minutes', 3000, 0, 'flexible')
          RETURNING id`,
    );
    stays.push({ id: stay!.id, token: (await createSession(db, guest.id, 30)).token });
  }
  return stays;
}

async function throughTwoServers(url: string, db: Database): Promise<void> {
  return withTwoPayingServers(url, async (servers, sim) => {
    const stays = await dueStays(db, PAYMENTS);
    const { health, pushed, confirmed } = await payAll(
      servers,
      sim,
      stays.map((stay) => ({ path: `/api/stays/${stay.id}/pay`, token: stay.token })),
      async () =>
        (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM stays WHERE pay_state = 'held'`))[0]!.n,
    );
    const ledger = await checkLedger(db);
    console.log(`\nPayments through two servers and the Daraja simulator (PostgreSQL, ${PAYMENTS} stays):`);
    console.log(`  /api/health (baseline)          ${health.toFixed(0)} requests/s`);
    console.log(
      `  STK pushes asked (POST …/pay)    ${pushed.toFixed(0)}/s  (${(pushed / health).toFixed(3)} × health)`,
    );
    console.log(
      `  payments confirmed and credited  ${confirmed.toFixed(0)}/s  (${(confirmed / health).toFixed(3)} × health)`,
    );
    console.log(`  ledger after: ${ledger.unbalanced} unbalanced journals, total ${ledger.total} (goal: 0, 0)`);
  });
}

/** A million ledger entries (stays paid and released), then the check against a plain count. */
async function ledgerAtScale(db: Database): Promise<void> {
  // Each paid stay writes 3 entries, and a third of them are released (2 more): 11/3 a stay.
  const journals = Math.ceil((ENTRIES * 3) / 11);
  const started = performance.now();
  for (let done = 0; done < journals; done += 50_000) {
    const n = Math.min(50_000, journals - done);
    await db.execute(sql`
      WITH j AS (
        INSERT INTO ledger_journals (kind, memo) SELECT 'stay-paid', 'bench' FROM generate_series(1, ${n}) RETURNING id
      )
      INSERT INTO ledger_entries (journal_id, account, party_id, amount)
      SELECT id, a.account, NULL, a.amount FROM j
      CROSS JOIN (VALUES ('mpesa', 5000), ('held', -4500), ('fees', -500)) AS a(account, amount)`);
    await db.execute(sql`
      WITH j AS (
        INSERT INTO ledger_journals (kind, memo) SELECT 'released', 'bench' FROM generate_series(1, ${Math.ceil(n / 3)}) RETURNING id
      )
      INSERT INTO ledger_entries (journal_id, account, party_id, amount)
      SELECT id, a.account, NULL, a.amount FROM j CROSS JOIN (VALUES ('held', 4500), ('payable', -4500)) AS a(account, amount)`);
  }
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_entries`)) as [
    { n: number },
  ];
  console.log(
    `\nThe ledger check at ${n.toLocaleString('en')} entries (written in ${((performance.now() - started) / 1000).toFixed(0)} s):`,
  );
  const time = async (what: () => Promise<unknown>) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await what();
      runs.push(performance.now() - t);
    }
    return runs.sort((a, b) => a - b)[2]!;
  };
  const count = await time(() => db.execute(sql`SELECT count(*) FROM ledger_entries`));
  const check = await time(() => checkLedger(db));
  const result = await checkLedger(db);
  console.log(`  count(*) of the entries (baseline)  ${count.toFixed(0)} ms`);
  console.log(
    `  checkLedger (median of 5)           ${check.toFixed(0)} ms  (${(check / count).toFixed(2)} × the count)`,
  );
  console.log(`  found ${result.unbalanced} unbalanced journals, total ${result.total} (goal: 0, 0)`);
}

export async function runPaymentsBench(): Promise<void> {
  const cluster = await startPostgres();
  try {
    const handle = await openPostgres(cluster.url, 8);
    await migrate(handle);
    await generateListings(handle.db, 1_000);
    await throughTwoServers(cluster.url, handle.db);
    await ledgerAtScale(handle.db);
    await handle.close();
  } finally {
    await cluster.stop();
  }
}
