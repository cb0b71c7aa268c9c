import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { photoHashes, photoProbes } from '../../db/schema-shield.ts';
import { PRINT_VERSION, type PhotoPrint } from './photo-hash.ts';
import { hashPieces, PIECE_BITS, pieceNeighbours } from './hash-pieces.ts';

/**
 * Stores a photo's print (photo-hash.ts): its stored hashes indexed by their pieces, and its
 * probes for when a listing showing it is checked. A photo with no print (a flat colour) is
 * recorded as printed with nothing to look up, so it is not printed again.
 */
export async function storePhotoPrint(db: Database, imageKey: string, print: PhotoPrint | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (print && print.stored.length > 0) {
      await tx
        .insert(photoHashes)
        .values(
          print.stored.map(({ hash, variant }) => {
            const [piece0, piece1, piece2, piece3] = hashPieces(hash);
            return { imageKey, variant, hash, piece0: piece0!, piece1: piece1!, piece2: piece2!, piece3: piece3! };
          }),
        )
        .onConflictDoNothing();
    }
    await tx
      .insert(photoProbes)
      .values({ imageKey, version: PRINT_VERSION, probes: print?.probes ?? [] })
      .onConflictDoUpdate({
        target: photoProbes.imageKey,
        set: { version: PRINT_VERSION, probes: print?.probes ?? [] },
      });
  });
}

/** Each photo's probes, by key (photos printed before probes were kept have none yet). */
export async function probesOf(db: Database, imageKeys: string[]): Promise<Map<string, bigint[]>> {
  if (imageKeys.length === 0) return new Map();
  const rows = await db
    .select({ key: photoProbes.imageKey, probes: photoProbes.probes })
    .from(photoProbes)
    .where(inArray(photoProbes.imageKey, imageKeys));
  return new Map(rows.map((row) => [row.key, row.probes.map((probe) => BigInt(probe))]));
}

/**
 * Stored hashes within `distance` bits of one probe, with their distances. Two hashes that
 * close share a piece within distance / 4 bits (pigeonhole over four pieces), so the probe
 * looks up each piece's near values, each an index-only scan that checks the distance inside
 * the index.
 */
function nearHashes(db: Database, probe: bigint, distance: number) {
  const radius = Math.floor(distance / PIECE_BITS.length);
  const value = probe.toString();
  const scans = hashPieces(probe).map((piece, i) => {
    const near = sql.raw(`'{${pieceNeighbours(piece, PIECE_BITS[i]!, radius).join(',')}}'::int[]`);
    const column = sql.raw(`piece${i}`);
    return sql`SELECT hash, bit_count(int8send(hash # ${value}::bigint))::int AS distance FROM photo_hashes
      WHERE ${column} = ANY(${near}) AND bit_count(int8send(hash # ${value}::bigint)) <= ${distance}`;
  });
  return queryRows<{ hash: string; distance: number }>(
    db,
    sql`SELECT hash::text AS hash, distance FROM (${sql.join(scans, sql` UNION ALL `)}) AS near`,
  );
}

/**
 * Stored photos with a hash within `distance` bits of one of `probes`, each with its nearest
 * distance. The probes are looked up at once (each on its own connection of the pool, where
 * there are several); the few near hashes are then read for their photos, in a second small
 * step (joined in one query, the planner expected thousands of near hashes and read far more).
 */
export async function nearPhotos(db: Database, probes: bigint[], distance: number): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const nearest = new Map<string, number>();
  for (const rows of await Promise.all(probes.map((probe) => nearHashes(db, probe, distance))))
    for (const row of rows) nearest.set(row.hash, Math.min(row.distance, nearest.get(row.hash) ?? 64));
  if (nearest.size === 0) return found;
  const hashes = [...nearest.keys()];
  // The (piece0, hash) index finds each exact hash; the row gives its photo.
  const firstPieces = [...new Set(hashes.map((hash) => hashPieces(BigInt(hash))[0]))];
  const rows = await queryRows<{ key: string; hash: string }>(
    db,
    sql`SELECT image_key AS key, hash::text AS hash FROM photo_hashes
      WHERE piece0 = ANY(${sql.raw(`'{${firstPieces.join(',')}}'::int[]`)}) AND hash = ANY(${sql.raw(`'{${hashes.join(',')}}'::bigint[]`)})`,
  );
  for (const row of rows) found.set(row.key, Math.min(nearest.get(row.hash)!, found.get(row.key) ?? 64));
  return found;
}
