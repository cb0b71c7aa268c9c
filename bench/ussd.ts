// The USSD door at scale (issue 61): Africa's Talking drops a session whose screen takes too
// long, so a USSD search must answer within 300 ms at p99. On a throwaway PostgreSQL cluster
// with BENCH_USSD_LISTINGS listings (1,000,000 by default), a session's search step (type,
// typed area, bedrooms, budget: the step that queries) is timed through the USSD answer,
// typos and all, against the baseline of the same search from the search box's service in
// the same run, so the ratio is what the door adds and the p99 is the figure Africa's
// Talking sees (without the network).
import { performance } from 'node:perf_hooks';
import { NEIGHBOURHOODS, searchQuerySchema } from '@nyumba/domain';
import { openPostgres } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { answerUssd } from '../apps/server/src/modules/channels/ussd-answer.ts';
import { searchListings } from '../apps/server/src/modules/listings/search-service.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { grow, settle } from './scale-fill.ts';
import { percentile } from './search-timing.ts';

const LISTINGS = Number(process.env.BENCH_USSD_LISTINGS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_USSD_ROUNDS ?? 400);
const BEDS = ['bedsitter', 'single-room', '1-bedroom', '2-bedroom', '3-bedroom', 'more-than-3-bedrooms', null] as const;
const BUDGETS = [8_000, 15_000, 25_000, 40_000, 80_000, 200_000];
const TYPES = ['rentals', 'for-sale', 'bnbs'] as const;
const PLACES = NEIGHBOURHOODS.filter((n) => n.county === 'Nairobi').map((n) => n.name);

/** Round `round`'s session: the answers a caller types, and the search they come to. */
function session(round: number) {
  const typeChoice = round % TYPES.length;
  const area = PLACES[(round * 7) % PLACES.length]!;
  const bedsChoice = round % BEDS.length;
  const budget = BUDGETS[round % BUDGETS.length]! * (typeChoice === 1 ? 300 : typeChoice === 2 ? 0.2 : 1);
  // One in four typed in lower case with the last letter wrong, as a keypad does.
  const typed = round % 4 === 0 ? `${area.toLowerCase().slice(0, -1)}x` : area;
  return {
    answers: ['1', String(typeChoice + 1), typed, String(bedsChoice + 1), String(Math.round(budget))],
    search: {
      type: TYPES[typeChoice],
      area,
      ...(BEDS[bedsChoice] ? { bedrooms: BEDS[bedsChoice] } : {}),
      maxPrice: String(Math.round(budget)),
      limit: '3',
    },
  };
}

export async function runUssdBench(): Promise<void> {
  const cluster = await startPostgres();
  try {
    const handle = await openPostgres(cluster.url, 4);
    await migrate(handle);
    const started = Date.now();
    // A tenth from the factories, the rest copied by SQL as the scale bench grows its million
    // (Nairobi and Mombasa three times as dense): minutes, where a million from the factories
    // took 13.
    await generateListings(handle.db, Math.min(LISTINGS, Math.max(10_000, Math.ceil(LISTINGS / 10))));
    if (LISTINGS > 10_000) await grow(handle.db, LISTINGS);
    else await settle(handle.db);
    console.log(
      `\nUSSD search at ${LISTINGS.toLocaleString('en')} listings (filled in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    const deps = {
      db: handle.db,
      reading: handle.db,
      jobs: undefined,
      log: { info: () => undefined, warn: () => undefined },
      caps: { hourlyBudget: 1000, reservePercent: 20, perAddressHour: 20 },
      publicUrl: 'https://nyumba.example',
      phones: true,
    };
    const base: number[] = [];
    const door: number[] = [];
    const slowest: { ms: number; search: object }[] = [];
    let screens = 0;
    let longest = 0;
    for (let round = 0; round < ROUNDS + 20; round += 1) {
      const { answers, search } = session(round);
      const query = searchQuerySchema.parse(search);
      let start = performance.now();
      await searchListings(handle.db, query);
      const searched = performance.now() - start;
      start = performance.now();
      const screen = await answerUssd(deps, `+2547${String(10_000_000 + round)}`, `bench-${round}`, answers);
      const answered = performance.now() - start;
      // The first 20 warm the caches and the plans.
      if (round < 20) continue;
      base.push(searched);
      door.push(answered);
      slowest.push({ ms: answered, search });
      screens += 1;
      longest = Math.max(longest, screen.text.length + 4);
    }
    base.sort((a, b) => a - b);
    door.sort((a, b) => a - b);
    const p = (times: number[], q: number) => percentile(times, q).toFixed(1);
    console.log(`  the search box's search (baseline): p50 ${p(base, 0.5)} ms, p99 ${p(base, 0.99)} ms`);
    console.log(
      `  a USSD search step: p50 ${p(door, 0.5)} ms, p99 ${p(door, 0.99)} ms (goal 300 ms); ` +
        `${(percentile(door, 0.5) / percentile(base, 0.5)).toFixed(2)}x / ${(percentile(door, 0.99) / percentile(base, 0.99)).toFixed(2)}x the baseline; ` +
        `${screens} sessions, the longest screen ${longest} of 182 characters`,
    );
    // What the slow ones asked, for the plan to look at next.
    for (const slow of slowest.sort((a, b) => b.ms - a.ms).slice(0, 5))
      console.log(`    ${slow.ms.toFixed(0)} ms: ${JSON.stringify(slow.search)}`);
    await handle.close();
  } finally {
    await cluster.stop();
  }
}
