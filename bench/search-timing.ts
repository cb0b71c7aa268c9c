// Timing the search service in-process, for benches that compare two searches in one run.
import { performance } from 'node:perf_hooks';
import { searchQuerySchema } from '@nyumba/domain';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { searchListings } from '../apps/server/src/modules/listings/search-service.ts';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** `rounds` runs of one search, their times in milliseconds, sorted. */
export async function timeSearch(
  handle: DatabaseHandle,
  query: Record<string, string>,
  rounds = 200,
): Promise<number[]> {
  const parsed = searchQuerySchema.parse(query);
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await searchListings(handle.db, parsed);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
