// The answer caches (decision 0010) trust a version that a trigger raises when a listing's
// row changes. Each migration that adds columns shown in an answer redefines the trigger
// with its whole column list; one that forgot a column (0028 first dropped confirmed_at and
// stale_at, so a stale listing stayed in cached searches) leaves caches serving old rows.
// This reads the trigger's columns from the migrated database and holds them to the table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows, type DatabaseHandle } from './database.ts';
import { migrate } from './migrate.ts';

// Columns no answer shows, or whose change reaches answers another way.
const NOT_IN_ANSWERS = new Set([
  'id', // never changes
  'saved_count', // saves change no search result (0019 says why)
  'search_vector', // generated from name, description, area and type, which are watched
  'availability_changed_at', // bookkeeping beside availability, which is watched
  'reminded_at', // the freshness mail's state
  'confirm_token_hash', // the freshness mail's state
  'description_at', // the copy check's bookkeeping beside description, which is watched
]);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openPglite();
  await migrate(handle);
}, 60_000);
afterAll(async () => {
  await handle.close();
});

describe("the listing version's trigger", () => {
  it('watches every column of the listings table an answer shows', async () => {
    const watched = await queryRows<{ event_object_column: string }>(
      handle.db,
      sql`SELECT event_object_column FROM information_schema.triggered_update_columns
          WHERE trigger_name = 'listings_version_after_update' AND event_object_table = 'listings'`,
    );
    const columns = await queryRows<{ column_name: string }>(
      handle.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'listings'`,
    );
    const seen = new Set(watched.map((row) => row.event_object_column));
    expect(seen.size).toBeGreaterThan(30);
    const missed = columns.map((row) => row.column_name).filter((name) => !seen.has(name) && !NOT_IN_ANSWERS.has(name));
    expect(missed).toEqual([]);
  });
});
