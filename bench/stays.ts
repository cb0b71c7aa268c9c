// Stays at bnbs at scale (issue 33), on a throwaway PostgreSQL cluster:
// 1. 50 guests ask for the same nights at the same instant, through two servers' own pools:
//    exactly one request holds them, 49 are refused with the message, and nothing is left half
//    written (one stay, its nights, one conversation).
// 2. Search for bnbs free on given dates among 100,000 listings with 1,000,000 taken nights,
//    against the same search without dates, measured in the same run (these machines are
//    shared and noisy: the ratio is the figure).
import { performance } from 'node:perf_hooks';
import { STAY_DATES_TAKEN, addDays, kenyaToday } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { openPostgres, queryRows, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { listings, users } from '../apps/server/src/db/schema.ts';
import { HttpError } from '../apps/server/src/lib/http-errors.ts';
import { requestStay } from '../apps/server/src/modules/bookings/stay-service.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { percentile, timeSearch } from './search-timing.ts';

const GUESTS = 50;
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const NIGHTS = Number(process.env.BENCH_STAY_NIGHTS ?? 1_000_000);
const quiet = { info() {}, warn() {}, error() {} } as never;

async function sameNights(first: DatabaseHandle, second: DatabaseHandle): Promise<void> {
  const run = (statement: string) => first.db.execute(sql.raw(statement));
  await run(`INSERT INTO users (username, username_skeleton, email, password_hash, email_verified_at, created_at)
    SELECT 'guest' || n, 'guest' || n, 'guest' || n || '@bench.test', 'x', now(), now() - interval '60 days'
    FROM generate_series(0, ${GUESTS}) AS n`);
  const [host] = await first.db.select().from(users).where(eq(users.username, 'guest0'));
  const [bnb] = await first.db
    .insert(listings)
    .values({
      ownerId: host!.id,
      type: 'bnbs',
      name: 'Beach cottage',
      description: 'By the sea',
      phoneNumber: '0712345678',
      price: 6000,
      imageUrls: ['/images/0123456789abcdef0123456789abcdef01234567-1280.webp'],
    })
    .returning({ id: listings.id });
  const guests = await first.db
    .select()
    .from(users)
    .where(sql`username <> 'guest0' AND username LIKE 'guest%'`);
  const checkIn = addDays(kenyaToday(), 30);
  const deps = { jobs: undefined, log: quiet, publicUrl: 'https://nyumba.test' };
  const started = performance.now();
  const answers = await Promise.allSettled(
    guests.map((guest, i) =>
      requestStay(i % 2 === 0 ? first.db : second.db, deps, guest, {
        listingId: bnb!.id,
        checkIn,
        checkOut: addDays(checkIn, 3),
        guests: 2,
        message: `Guest ${i} asks`,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const held = answers.filter((answer) => answer.status === 'fulfilled').length;
  const refused = answers.filter(
    (answer) =>
      answer.status === 'rejected' &&
      answer.reason instanceof HttpError &&
      answer.reason.statusCode === 409 &&
      answer.reason.message === STAY_DATES_TAKEN,
  ).length;
  const [stored] = await queryRows<{ stays: number; nights: number; conversations: number; messages: number }>(
    first.db,
    sql`SELECT (SELECT count(*)::int FROM stays) AS stays, (SELECT count(*)::int FROM stay_nights) AS nights,
      (SELECT count(*)::int FROM conversations) AS conversations, (SELECT count(*)::int FROM messages) AS messages`,
  );
  console.log(
    `\n${GUESTS} requests for the same 3 nights at once, through two pools (PostgreSQL), in ${seconds.toFixed(2)} s:`,
  );
  console.log(
    `  held ${held}, refused with "${STAY_DATES_TAKEN}" ${refused}, other answers ${GUESTS - held - refused}` +
      ` (goal: 1, ${GUESTS - 1}, 0)`,
  );
  console.log(
    `  stored: ${stored!.stays} stay, ${stored!.nights} nights, ${stored!.conversations} conversation, ${stored!.messages} message (goal: 1, 3, 1, 1)`,
  );
}

async function datedSearch(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  await generateListings(handle.db, LISTINGS);
  // Taken nights spread over the bnbs and the coming year: runs of 1 to 7 nights at random days.
  const [{ bnbs }] = (await queryRows<{ bnbs: number }>(
    handle.db,
    sql`SELECT count(*)::int AS bnbs FROM listings WHERE type = 'bnbs'`,
  )) as [{ bnbs: number }];
  const perBnb = Math.ceil(NIGHTS / bnbs);
  await handle.db.execute(
    sql.raw(`INSERT INTO stay_nights (listing_id, night, source)
      SELECT id, current_date + (random() * 365)::int, 'blocked'
      FROM listings, generate_series(1, ${Math.ceil(perBnb * 1.15)})
      WHERE type = 'bnbs'
      ON CONFLICT DO NOTHING`),
  );
  await handle.db.execute(sql`VACUUM ANALYZE stay_nights`);
  const [{ nights }] = (await queryRows<{ nights: number }>(
    handle.db,
    sql`SELECT count(*)::int AS nights FROM stay_nights`,
  )) as [{ nights: number }];
  console.log(
    `\nBnb search by dates: ${LISTINGS.toLocaleString('en')} listings (${bnbs.toLocaleString('en')} bnbs), ${nights.toLocaleString('en')} taken nights, filled in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const checkIn = addDays(kenyaToday(), 45);
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ['bnbs', { type: 'bnbs' }, { type: 'bnbs', checkIn, checkOut: addDays(checkIn, 3) }],
    [
      'bnbs in Diani',
      { type: 'bnbs', area: 'Diani' },
      { type: 'bnbs', area: 'Diani', checkIn, checkOut: addDays(checkIn, 3), guests: '2' },
    ],
    [
      'bnbs up to KSH 10,000',
      { type: 'bnbs', maxPrice: '10000' },
      { type: 'bnbs', maxPrice: '10000', checkIn, checkOut: addDays(checkIn, 7) },
    ],
  ];
  for (const [name, plain, dated] of cases) {
    await timeSearch(handle, plain); // warm
    const without = await timeSearch(handle, plain);
    const withDates = await timeSearch(handle, dated);
    const ratio50 = percentile(withDates, 0.5) / percentile(without, 0.5);
    const ratio99 = percentile(withDates, 0.99) / percentile(without, 0.99);
    console.log(
      `  ${name}: without dates p50 ${percentile(without, 0.5).toFixed(1)} ms, p99 ${percentile(without, 0.99).toFixed(1)} ms;` +
        ` with dates p50 ${percentile(withDates, 0.5).toFixed(1)} ms, p99 ${percentile(withDates, 0.99).toFixed(1)} ms;` +
        ` ${ratio50.toFixed(2)}x / ${ratio99.toFixed(2)}x (goal ≤ 1.5x)`,
    );
  }
}

export async function runStaysBench(): Promise<void> {
  const cluster = await startPostgres();
  try {
    const first = await openPostgres(cluster.url, 10);
    const second = await openPostgres(cluster.url, 10);
    await migrate(first);
    await sameNights(first, second);
    await datedSearch(first);
    await first.close();
    await second.close();
  } finally {
    cluster.stop();
  }
}
