import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from './database.ts';
import { serverRoot } from '../lib/paths.ts';
import { fillUsernameSkeletons } from './username-skeletons.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

export const MIGRATIONS_DIR = path.join(serverRoot, 'drizzle');

/**
 * Two migrations were edited after they were first written, before the checksum was ever
 * compared: a database that applied the earlier text is as good as one that applied
 * today's (0000: a comment; 0010: the same triggers folded into one function before any
 * release). Their earlier SHA-256s are accepted; no other change to an applied file is.
 */
const EARLIER_HASHES: Record<string, string[]> = {
  '0000_extensions': ['1aa2494b87d756a4b7c5bf35a3a96ea91d9a0b3ea8b5463accef61dfbcb5d4e4'],
  '0010_image-references': ['c3653438e9ddfbcebccce261dce53d66ecc50177eddd473d4aaac053eb593022'],
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An applied migration edited afterwards would leave databases that differ silently: refuse. */
export class MigrationChangedError extends Error {
  constructor(tag: string, recorded: string, now: string) {
    super(
      `Migration ${tag}.sql was changed after this database applied it (recorded SHA-256 ` +
        `${recorded.slice(0, 12)}…, file ${now.slice(0, 12)}…). Restore the file as it was ` +
        `and put the change in a new migration.`,
    );
    this.name = 'MigrationChangedError';
  }
}

/** The tags of every migration this build carries, in order (readiness compares them). */
export async function expectedMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
}

/**
 * Applies drizzle-kit's committed SQL files in journal order, each in its own
 * transaction, recording them by tag. Our own runner (not drizzle's) so that on
 * PostgreSQL it can hold an advisory lock while several servers start at once.
 */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const tags = await expectedMigrations(dir);
  return handle.withLockedSession(async (runner) => {
    await runner.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      tag text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Map(
      (await runner.query<{ tag: string; hash: string }>('SELECT tag, hash FROM schema_migrations')).map((r) => [
        r.tag,
        r.hash,
      ]),
    );
    const applied: string[] = [];
    for (const tag of tags) {
      const sql = await readFile(path.join(dir, `${tag}.sql`), 'utf8');
      const hash = sha256(sql);
      const recorded = done.get(tag);
      if (recorded !== undefined) {
        if (recorded !== hash && !EARLIER_HASHES[tag]?.includes(recorded))
          throw new MigrationChangedError(tag, recorded, hash);
        continue;
      }
      const statements = sql
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
      await runner.exec('BEGIN');
      try {
        for (const statement of statements) await runner.exec(statement);
        await runner.query('INSERT INTO schema_migrations (tag, hash) VALUES ($1, $2)', [tag, hash]);
        await runner.exec('COMMIT');
      } catch (error) {
        await runner.exec('ROLLBACK');
        throw new Error(`Migration ${tag} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(tag);
    }
    // Data the SQL cannot compute; only once its column exists (a partial journal in tests).
    const [column] = await runner.query<{ n: number }>(
      `SELECT 1 AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'username_skeleton'`,
    );
    if (column) await fillUsernameSkeletons(runner);
    return applied;
  });
}
