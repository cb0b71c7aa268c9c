// The migration runner: each applied migration's text is checked against the SHA-256 it
// was applied with, so an applied file edited later stops the server instead of leaving
// databases that silently differ.
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './database.ts';
import { migrate, MigrationChangedError, MIGRATIONS_DIR } from './migrate.ts';

let handle: DatabaseHandle;
let dir: string;
let journalPath: string;
let journal: { entries: { tag: string }[] };

/** The journal cut to its first `count` migrations: a database at an earlier release. */
const cutJournal = (count: number) =>
  writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
const fileOf = (index: number) => path.join(dir, `${journal.entries[index]!.tag}.sql`);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-migrate-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  journalPath = path.join(dir, 'meta', '_journal.json');
  journal = JSON.parse(await readFile(journalPath, 'utf8')) as typeof journal;
  await cutJournal(3);
  handle = await openPglite();
  expect(await migrate(handle, dir)).toHaveLength(3);
});
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('applies nothing twice: a second start finds every file as it was applied', async () => {
    expect(await migrate(handle, dir)).toEqual([]);
  });

  it('refuses an applied migration edited afterwards, naming the file, and applies nothing after it', async () => {
    const file = fileOf(1);
    const original = await readFile(file, 'utf8');
    await cutJournal(4); // a newer migration waits: it must not run past the refusal
    for (const edit of ['\n-- a comment added later\n', ' ', '\nSELECT 1;']) {
      await appendFile(file, edit);
      const failure = migrate(handle, dir);
      await expect(failure).rejects.toBeInstanceOf(MigrationChangedError);
      await expect(migrate(handle, dir)).rejects.toThrow(
        `Migration ${journal.entries[1]!.tag}.sql was changed after this database applied it`,
      );
      await writeFile(file, original);
    }
    const rows = await handle.withLockedSession((runner) =>
      runner.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations'),
    );
    expect(rows[0]!.n).toBe(3);
    // Restored as applied: the server starts and the waiting migration runs.
    expect(await migrate(handle, dir)).toEqual([journal.entries[3]!.tag]);
  });

  it('accepts the earlier text of the two migrations edited before checksums were compared', async () => {
    const tag = '0000_extensions';
    const earlier = '1aa2494b87d756a4b7c5bf35a3a96ea91d9a0b3ea8b5463accef61dfbcb5d4e4';
    await handle.withLockedSession((runner) =>
      runner.query('UPDATE schema_migrations SET hash = $1 WHERE tag = $2', [earlier, tag]),
    );
    expect(await migrate(handle, dir)).toEqual([]);
    // Any other recorded text of that file is still refused.
    await handle.withLockedSession((runner) =>
      runner.query('UPDATE schema_migrations SET hash = $1 WHERE tag = $2', ['0'.repeat(64), tag]),
    );
    await expect(migrate(handle, dir)).rejects.toThrow(`Migration ${tag}.sql was changed`);
  });
});
