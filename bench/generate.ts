import { LISTING_TYPES, listingBodySchema } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.ts';
import { listings, users } from '../apps/server/src/db/schema.ts';
import { toListingColumns } from '../apps/server/src/modules/listings/listing-read.ts';
import { makeListingSeed } from '../apps/server/src/seed/factories.ts';
import { seededRandom } from '../apps/server/src/seed/random.ts';

const PHOTO = '/images/0123456789abcdef0123456789abcdef01234567-1280.webp';

/**
 * Fills a database with `count` realistic listings across Kenya from the same
 * factories the demo seed and the tests use, in batches of 1000 rows.
 */
export async function generateListings(db: Database, count: number, seed = 42): Promise<void> {
  const random = seededRandom(seed);
  const [owner] = await db
    .insert(users)
    .values({ username: `bench${seed}`, email: `bench${seed}@bench.nyumba.co.ke`, passwordHash: null })
    .returning({ id: users.id });
  const start = Date.now() - count * 60_000;
  for (let done = 0; done < count; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - done) }, (_, i) => {
      const listing = makeListingSeed(random, random.chance(0.1) ? random.pick(LISTING_TYPES) : undefined);
      const created = new Date(start + (done + i) * 60_000);
      const body = listingBodySchema.parse({
        ...listing,
        image_urls: [PHOTO],
        // Spread wider than the demo so the map has the whole country to cluster.
        location: {
          lat: listing.location.lat + (random.next() - 0.5) * 0.05,
          lng: listing.location.lng + (random.next() - 0.5) * 0.05,
        },
      });
      return { ...toListingColumns(body), ownerId: owner!.id, createdAt: created, updatedAt: created };
    });
    await db.insert(listings).values(batch);
  }
  await db.execute(sql`ANALYZE`);
}
