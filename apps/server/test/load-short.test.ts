// The short version of `npm run load`: the same crowd scenario, a dozen clients for a few
// seconds, against the app listening on a real port in this process (PGlite, or
// PostgreSQL with TEST_DATABASE_URL). Properties only, never timings: the machine is shared.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLoad, runLoad } from '../../../bench/load-scenario.ts';
import { queryRows } from '../src/db/database.ts';
import { confirmationLink, signedUpUser } from './http.ts';
import { insertListings } from './listing-rows.ts';
import { createTestApp, type TestContext } from './test-app.ts';

const CLIENTS = 12;
const SECONDS = 4;

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  // Each virtual client sends its own X-Forwarded-For, as behind the reverse proxy on this
  // machine, so the per-address upload limit sees one user each; testConfig already lifts sign-in limits.
  ctx = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  // Something to browse, map and save from the first request, as the demo seed gives `npm run load`.
  const owner = await signedUpUser(ctx);
  await insertListings(
    ctx.handle.db,
    owner.user!.id,
    Array.from({ length: 30 }, (_, i) => ({
      name: `Seeded flat ${i} in Kilimani`,
      areaName: 'Kilimani',
      price: 20_000 + i * 1_000,
      lat: -1.29 + i / 1000,
      lng: 36.78 + i / 1000,
    })),
  );
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('a short crowd of users', () => {
  it('gets no 5xx, every acknowledged write reads back and savedCount matches the saved rows', async () => {
    // At least 10 iterations each, however slow the machine, so every kind below is exercised.
    const result = await runLoad({
      baseUrl,
      origin: ctx.config.PUBLIC_URL,
      clients: CLIENTS,
      seconds: SECONDS,
      minIterations: 10,
      confirmationToken: (email) => confirmationLink(ctx, email),
    });
    const checks = await checkLoad(result, { baseUrl }, (text) => queryRows(ctx.handle.db, sql.raw(text)));

    // The run did real work of every kind it is meant to exercise.
    expect(result.users).toHaveLength(CLIENTS);
    expect(result.listings.size).toBeGreaterThan(0);
    for (const kind of ['getall', 'search', 'map', 'get', 'upload', 'create', 'save'] as const) {
      expect(result.latencies.get(kind)?.length ?? 0, kind).toBeGreaterThan(0);
    }
    expect(result.failures).toEqual([]);
    expect({ serverErrors: checks.serverErrors, networkErrors: checks.networkErrors }).toEqual({
      serverErrors: 0,
      networkErrors: 0,
    });
    expect(checks.unreadable).toEqual([]);
    expect(checks.savedCountMismatches).toEqual([]);
  }, 180_000);
});
