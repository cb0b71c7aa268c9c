import type { Database } from '../../db/database.ts';
import { photoHashes } from '../../db/schema-shield.ts';
import { hashPieces } from './photo-hash.ts';

/** Stores a new photo's hashes (photo-hash.ts), indexed by their pieces. */
export async function storePhotoHashes(db: Database, imageKey: string, hashes: bigint[]): Promise<void> {
  if (hashes.length === 0) return;
  await db
    .insert(photoHashes)
    .values(
      hashes.map((hash, variant) => {
        const [piece0, piece1, piece2, piece3] = hashPieces(hash);
        return { imageKey, variant, hash, piece0, piece1, piece2, piece3 };
      }),
    )
    .onConflictDoNothing();
}
