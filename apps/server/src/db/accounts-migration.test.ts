// Migration 0006 on a database holding accounts, photos and sessions from before it:
// what each kind of existing account becomes, and the skeletons filled in afterwards.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { skeleton } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './database.ts';
import { migrate, MIGRATIONS_DIR } from './migrate.ts';

const TAG = '0006_accounts-and-uploads';
let handle: DatabaseHandle;
let dir: string;

const q = <T>(sql: string, params: unknown[] = []) =>
  handle.withLockedSession((runner) => runner.query<T>(sql, params));

async function insertUser(name: string, email: string, extra: { password?: boolean; google?: string; at?: string }) {
  const [row] = await q<{ id: string }>(
    `INSERT INTO users (username, email, password_hash, google_subject, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [
      name,
      email,
      extra.password === false ? null : 'argon2-hash',
      extra.google ?? null,
      extra.at ?? '2026-01-01T00:00:00Z',
    ],
  );
  return row!.id;
}
const addSession = (userId: string, hash: string) =>
  q(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [userId, hash]);

const ids: Record<string, string> = {};
const KEY_OWNED = 'a'.repeat(40);
const KEY_DEMO = 'b'.repeat(40);

beforeAll(async () => {
  // The migrations as they were before this one, then data, then the rest.
  dir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((entry) => entry.tag === TAG);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
  handle = await openPglite();
  await migrate(handle, dir);

  ids.demo = await insertUser('Wanjiku', 'wanjiku@demo.nyumba.co.ke', {});
  ids.google = await insertUser('Google Made', 'made@gmail.com', { password: false, google: 'sub-1' });
  ids.linked = await insertUser('Linked Later', 'victim@gmail.com', { google: 'sub-2' });
  ids.plain = await insertUser('Plain', 'plain@example.com', {});
  ids.lookalike = await insertUser('Wanjіku', 'other@example.com', { at: '2026-02-01T00:00:00Z' });
  await addSession(ids.linked, 'h-linked');
  await addSession(ids.plain, 'h-plain');
  await q(`INSERT INTO images (key, owner_id, widths, bytes) VALUES ($1, $2, '{320}', 1), ($3, NULL, '{320}', 1)`, [
    KEY_OWNED,
    ids.plain,
    KEY_DEMO,
  ]);
  await q(
    `INSERT INTO listings (owner_id, type, name, description, phone_number, price, image_urls)
     VALUES ($1, 'rentals', 'n', 'd', '+254712345678', 1, ARRAY['/images/${KEY_DEMO}-1280.webp'])`,
    [ids.demo],
  );
  // This migration, then any that came after it.
  expect((await migrate(handle))[0]).toBe(TAG);
});
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

const user = async (id: string) =>
  (
    await q<{ verified: boolean; password: boolean; skeleton: string | null }>(
      `SELECT email_verified_at IS NOT NULL AS verified, password_hash IS NOT NULL AS password,
              username_skeleton AS skeleton FROM users WHERE id = $1`,
      [id],
    )
  )[0]!;

describe(`migration ${TAG}`, () => {
  it('verifies the demo accounts and the accounts Google made', async () => {
    expect(await user(ids.demo!)).toMatchObject({ verified: true, password: true });
    expect(await user(ids.google!)).toMatchObject({ verified: true, password: false });
    expect(await user(ids.plain!)).toMatchObject({ verified: false, password: true });
  });

  it('ends the password and sessions of accounts linked to Google while holding a password', async () => {
    expect(await user(ids.linked!)).toMatchObject({ verified: true, password: false });
    expect(await q('SELECT 1 FROM sessions WHERE user_id = $1', [ids.linked])).toHaveLength(0);
    expect(await q('SELECT 1 FROM sessions WHERE user_id = $1', [ids.plain])).toHaveLength(1);
  });

  it('records each upload as its owner’s, and demo photos as the demo accounts’ that show them', async () => {
    const rows = await q<{ image_key: string; user_id: string }>('SELECT image_key, user_id FROM image_uploads');
    expect(rows).toEqual(
      expect.arrayContaining([
        { image_key: KEY_OWNED, user_id: ids.plain },
        { image_key: KEY_DEMO, user_id: ids.demo },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('fills skeletons, the older of two look-alike names keeping its own', async () => {
    expect((await user(ids.demo!)).skeleton).toBe(skeleton('Wanjiku'));
    expect((await user(ids.lookalike!)).skeleton).toBeNull();
    expect((await user(ids.plain!)).skeleton).toBe(skeleton('Plain'));
    // Run again (every start does): nothing changes.
    expect(await migrate(handle)).toEqual([]);
    expect((await user(ids.lookalike!)).skeleton).toBeNull();
  });
});
