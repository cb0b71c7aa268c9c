// The end-of-run checks: errors by status, acknowledged writes read back, savedCount against the rows.
import type { LoadOptions, LoadResult } from './load-traffic.ts';

export interface LoadChecks {
  serverErrors: number;
  networkErrors: number;
  tooMany: number;
  /** Acknowledged creates (accounts, listings, posts, saves) not read back as acknowledged. */
  unreadable: string[];
  savedCountMismatches: string[];
  ok: boolean;
}

/** `query` reads the database directly: savedCount is compared with the rows themselves. */
export async function checkLoad(
  result: LoadResult,
  options: Pick<LoadOptions, 'baseUrl'>,
  query: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<LoadChecks> {
  const unreadable: string[] = [];
  const get = async (path: string, cookie?: string) => {
    const res = await fetch(`${options.baseUrl}${path}`, {
      headers: cookie ? { cookie: `nyumba_session=${cookie}` } : {},
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, json };
  };
  const tasks: (() => Promise<void>)[] = [
    // A client left signed out by a refused sign-in holds no session to check.
    ...result.users
      .filter((user) => user.cookie)
      .map((user) => async () => {
        const res = await get('/api/auth/me', user.cookie);
        if (res.status !== 200 || res.json.id !== user.userId) unreadable.push(`user ${user.userId}: ${res.status}`);
      }),
    ...[...result.listings].map(([id, names]) => async () => {
      const res = await get(`/api/listing/get/${id}`);
      const name = (res.json.listing as { name?: string } | undefined)?.name;
      if (res.status !== 200 || !names.includes(name ?? ''))
        return void unreadable.push(`listing ${id}: ${res.status} ${name}`);
      // Its photo too: the upload was acknowledged before the listing could name it.
      const photo = (res.json.listing as { image_urls: string[] }).image_urls[0]!;
      const image = await fetch(`${options.baseUrl}${photo}`);
      await image.arrayBuffer();
      if (image.status !== 200) unreadable.push(`photo ${photo} of listing ${id}: ${image.status}`);
    }),
    ...[...result.posts].map(([id, title]) => async () => {
      const res = await get(`/api/post/${id}`);
      if (res.status !== 200 || (res.json.post as { title?: string }).title !== title)
        unreadable.push(`post ${id}: ${res.status}`);
    }),
  ];
  // A few readers at a time: the check must not become a second load test.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let task = tasks.shift(); task; task = tasks.shift()) await task();
    }),
  );

  const rows = await query('SELECT user_id::text AS "userId", listing_id::text AS "listingId" FROM saved_listings');
  const present = new Set(rows.map((row) => `${String(row.userId)}|${String(row.listingId)}`));
  for (const [key, state] of result.saves) {
    if ((state === 'yes' && !present.has(key)) || (state === 'no' && present.has(key)))
      unreadable.push(`save ${key}: expected ${state}`);
  }
  const mismatched = await query(`
    SELECT l.id::text AS id, l.saved_count AS "savedCount", count(s.listing_id)::int AS rows
    FROM listings l LEFT JOIN saved_listings s ON s.listing_id = l.id
    GROUP BY l.id HAVING l.saved_count <> count(s.listing_id)`);
  const orphans = await query(
    'SELECT s.listing_id::text AS id FROM saved_listings s LEFT JOIN listings l ON l.id = s.listing_id WHERE l.id IS NULL',
  );
  const savedCountMismatches = [
    ...mismatched.map(
      (row) => `listing ${String(row.id)}: savedCount ${String(row.savedCount)}, rows ${String(row.rows)}`,
    ),
    ...orphans.map((row) => `saved row for missing listing ${String(row.id)}`),
  ];

  const count = (test: (status: string) => boolean) =>
    Object.entries(result.statuses).reduce((sum, [status, n]) => sum + (test(status) ? n : 0), 0);
  const serverErrors = count((status) => Number(status) >= 500);
  const networkErrors = count((status) => status === 'network');
  return {
    serverErrors,
    networkErrors,
    tooMany: count((status) => status === '429'),
    unreadable,
    savedCountMismatches,
    ok: serverErrors === 0 && networkErrors === 0 && unreadable.length === 0 && savedCountMismatches.length === 0,
  };
}
