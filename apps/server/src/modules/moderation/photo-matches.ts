import { COPY_DISTANCE } from '@nyumba/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { imageRefs } from '../../db/schema-images.ts';
import { photoHashes, photoProbes } from '../../db/schema-shield.ts';

/** A 64-bit hash as two 32-bit halves: its differing bits are then counted with number operations. */
type Halves = readonly [number, number];
const halves = (value: bigint | string): Halves => {
  const unsigned = BigInt.asUintN(64, BigInt(value));
  return [Number(unsigned >> 32n), Number(unsigned & 0xffffffffn)];
};
function ones(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
const apart = (a: Halves, b: Halves) => ones((a[0] ^ b[0]) >>> 0) + ones((a[1] ^ b[1]) >>> 0);

/** The fewest bits between any probe of one photo and any stored hash of another. */
function nearest(probes: Halves[] | undefined, stored: Halves[] | undefined): number {
  let best = 64;
  for (const probe of probes ?? []) for (const hash of stored ?? []) best = Math.min(best, apart(probe, hash));
  return best;
}

export interface PhotoMatch {
  thisId: string;
  otherId: string;
  thisKey: string;
  otherKey: string;
  distance: number;
}

/**
 * For each (held listing, listing it copies): each of the held listing's photos with its
 * nearest photo of the other, when within the shield's copy distance. Compared both ways (a
 * copy's probes against the original's stored cuts, and back), as the copy check does one way
 * or the other depending on which came first. The prints are read once (three queries for the
 * whole queue) and compared here: at nine photos a side, 81 pairs of ~17 probes by 48 hashes
 * take 1-4 ms, and the whole step 26 ms on PGlite, where one SQL query comparing them in the
 * database (bit_count per probe and hash) took 94 ms a listing.
 */
export async function photoMatches(db: Database, pairs: { thisId: string; otherId: string }[]): Promise<PhotoMatch[]> {
  if (pairs.length === 0) return [];
  const ids = [...new Set(pairs.flatMap((pair) => [pair.thisId, pair.otherId]))];
  const refs = await db
    .select({ listing: imageRefs.ownerId, key: imageRefs.imageKey })
    .from(imageRefs)
    .where(and(eq(imageRefs.ownerKind, 'listing'), inArray(imageRefs.ownerId, ids)));
  const keysOf = new Map<string, string[]>();
  for (const ref of refs) keysOf.set(ref.listing, [...(keysOf.get(ref.listing) ?? []), ref.key]);
  const keys = [...new Set(refs.map((ref) => ref.key))];
  if (keys.length === 0) return [];
  const [probeRows, hashRows] = await Promise.all([
    db
      .select({ key: photoProbes.imageKey, probes: photoProbes.probes })
      .from(photoProbes)
      .where(inArray(photoProbes.imageKey, keys)),
    db
      .select({ key: photoHashes.imageKey, hash: photoHashes.hash })
      .from(photoHashes)
      .where(inArray(photoHashes.imageKey, keys)),
  ]);
  const probes = new Map(probeRows.map((row) => [row.key, row.probes.map(halves)]));
  const stored = new Map<string, Halves[]>();
  for (const row of hashRows) stored.set(row.key, [...(stored.get(row.key) ?? []), halves(row.hash)]);

  const matches: PhotoMatch[] = [];
  for (const { thisId, otherId } of pairs) {
    for (const thisKey of keysOf.get(thisId) ?? []) {
      let best: PhotoMatch | undefined;
      for (const otherKey of keysOf.get(otherId) ?? []) {
        const distance =
          thisKey === otherKey
            ? 0
            : Math.min(
                nearest(probes.get(thisKey), stored.get(otherKey)),
                nearest(probes.get(otherKey), stored.get(thisKey)),
              );
        if (distance <= COPY_DISTANCE && (!best || distance < best.distance))
          best = { thisId, otherId, thisKey, otherKey, distance };
      }
      if (best) matches.push(best);
    }
  }
  return matches.sort((a, b) => a.distance - b.distance);
}
