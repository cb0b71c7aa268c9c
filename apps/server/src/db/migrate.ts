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
    const done = new Set((await runner.query<{ tag: string }>('SELECT tag FROM schema_migrations')).map((r) => r.tag));
    const applied: string[] = [];
    for (const tag of tags) {
      if (done.has(tag)) continue;
      const sql = await readFile(path.join(dir, `${tag}.sql`), 'utf8');
      const statements = sql
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
      const hash = createHash('sha256').update(sql).digest('hex');
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
