import { skeleton } from '@nyumba/domain';
import type { SqlRunner } from './database.ts';

/**
 * Gives every account without one its username's skeleton (the unique look-alike key),
 * oldest account first, so when two existing names already read alike the older one
 * holds the skeleton and the newer keeps a null (no new look-alike of either can be
 * made, as the older one's skeleton is taken). Runs after the migrations on every
 * start, under the migration lock: a no-op once done, and it needs no SQL version of
 * the skeleton function.
 */
export async function fillUsernameSkeletons(runner: SqlRunner): Promise<number> {
  const rows = await runner.query<{ id: string; username: string }>(
    'SELECT id, username FROM users WHERE username_skeleton IS NULL ORDER BY created_at, id',
  );
  let filled = 0;
  for (const row of rows) {
    const updated = await runner.query<{ id: string }>(
      `UPDATE users SET username_skeleton = $1 WHERE id = $2
         AND NOT EXISTS (SELECT 1 FROM users WHERE username_skeleton = $1) RETURNING id`,
      [skeleton(row.username), row.id],
    );
    filled += updated.length;
  }
  return filled;
}
