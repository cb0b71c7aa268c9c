import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';

/**
 * Runs `work` in a transaction whose statements read tables only through bitmaps of their
 * indexes: no reading a table whole, and no walking an index in its order hoping to meet
 * matches early. For statements whose matches the planner cannot estimate (a typed word
 * among one type's listings: it assumes a word spread evenly over the types) and that are
 * known to be few or bounded, so reading them all beats any walk in order. Settings are
 * the transaction's own (set_config local) and end with it.
 */
export function throughIndexes<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
            set_config('enable_indexonlyscan', 'off', true)`,
    );
    return work(tx);
  });
}
