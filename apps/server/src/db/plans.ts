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
  return withSettings(db, ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'], work);
}

/**
 * The other way: statements walk an index in its order and stop at their LIMIT, never
 * gathering every match into a bitmap first. For capped counts of matches known to be
 * dense (1 bedroom under 30,000 among rentals: the planner met three bitmaps of 88,000,
 * 200,000 and 640,000 entries, 168 ms, where walking rentals in price order to the
 * 1,001st match took 51 ms).
 */
export function inIndexOrder<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return withSettings(db, ['enable_seqscan', 'enable_bitmapscan'], work);
}

function withSettings<T>(db: Database, off: string[], work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT ${sql.join(
        off.map((name) => sql`set_config(${name}, 'off', true)`),
        sql`, `,
      )}`,
    );
    return work(tx);
  });
}
