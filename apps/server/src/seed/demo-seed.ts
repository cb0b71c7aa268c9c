import {
  alertFiltersSchema,
  kenyaYear,
  alertQuery,
  describeAlert,
  HOME_TILES,
  storedImagePath,
  LARGEST_IMAGE_WIDTH,
  listingBodySchema,
  skeleton,
  type ListingType,
} from '@nyumba/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { listings, users } from '../db/schema.ts';
import { posts } from '../db/schema-posts.ts';
import { imageUploads, images } from '../db/schema-images.ts';
import { reports } from '../db/schema-trust.ts';
import { searchAlerts } from '../db/schema-alerts.ts';
import { phoneHistory, phoneNumbers } from '../db/schema-phone.ts';
import { firstCheckAt } from '../modules/alerts/index.ts';
import { termsAccepted } from '../modules/auth/index.ts';
import { type ImageStore, makeVariants } from '../modules/images/index.ts';
import { photoPrint, storePhotoPrint } from '../modules/shield/index.ts';
import { toListingColumns } from '../modules/listings/index.ts';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/password.ts';
import { makeDemoPhoto, makeDemoTexture } from './demo-photos.ts';
import { DEMO_POSTS } from './demo-posts.ts';
import { DEMO_MODERATOR, DEMO_USERS, makeListingSeed } from './factories.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seededRandom } from './random.ts';

export const DEMO_LISTING_COUNT = 60;
// Places people search for first; a third of the demo listings are there so a new
// install answers 'Kilimani' or 'Nyali' with something.
const POPULAR_AREAS = [
  'Kilimani',
  'Kileleshwa',
  'Westlands',
  'Lavington',
  'South B',
  'Nyali',
  'Karen',
  'Ruaka',
  'Syokimau',
  'Kitengela',
];
const DEMO_PHOTO_COUNT = 12;

export interface SeedOptions {
  db: Database;
  store: ImageStore;
  log?: (message: string) => void;
}

const DEMO_ACCOUNT_AGE_DAYS = 120;

/** Seeds demo users, listings and posts, only into an empty database. Returns whether it did. */
export async function seedDemoData({ db, store, log = () => undefined }: SeedOptions): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const random = seededRandom(20261121);
  const photoPaths: string[] = [];
  const photoKeys: string[] = [];
  const texture = await makeDemoTexture(random);
  for (let i = 0; i < DEMO_PHOTO_COUNT; i += 1) {
    const processed = await makeVariants(await makeDemoPhoto(random, texture));
    for (const variant of processed.variants) await store.put(variant.name, variant.data, 'image/webp');
    await db
      .insert(images)
      .values({ key: processed.key, widths: processed.variants.map((v) => v.width), bytes: processed.bytes })
      .onConflictDoNothing();
    // Printed so that a copy of a demo photo is caught like any other (its stored hashes), but
    // with nothing to look up: the demo's twelve photos, shared by its listers' listings, are
    // drawn from one template and must not hold the demo's own listings against each other.
    const print = await photoPrint(
      processed.variants.find((v) => v.width === 640)?.data ?? processed.variants[0]!.data,
    );
    await storePhotoPrint(db, processed.key, print && { stored: print.stored, probes: [] });
    photoKeys.push(processed.key);
    // Stored without the image store's address, which is added when answering.
    photoPaths.push(storedImagePath({ key: processed.key, width: LARGEST_IMAGE_WIDTH }));
  }

  const owners: string[] = [];
  for (const demo of DEMO_USERS) {
    const [row] = await db
      .insert(users)
      .values({
        username: demo.username,
        usernameSkeleton: skeleton(demo.username),
        // Listers of some standing (the new-lister limit is for accounts under a week old).
        createdAt: new Date(Date.now() - DEMO_ACCOUNT_AGE_DAYS * 24 * 3_600_000),
        email: demo.email,
        // Our own addresses: verified from the start.
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword(demo.password),
        // Our own demo people, adults who accepted the terms.
        ...termsAccepted(),
        ...(demo.profile
          ? { ...demo.profile, earbVerifiedAt: new Date(), earbYear: kenyaYear(new Date()), listerRole: 'agent' }
          : {}),
      })
      .returning({ id: users.id });
    owners.push(row!.id);
  }
  await db.insert(users).values({
    username: DEMO_MODERATOR.username,
    usernameSkeleton: skeleton(DEMO_MODERATOR.username),
    email: DEMO_MODERATOR.email,
    emailVerifiedAt: new Date(),
    passwordHash: await hashPassword(DEMO_MODERATOR.password),
  });
  // The demo photos are the demo accounts' own: each may use any of them.
  await db
    .insert(imageUploads)
    .values(owners.flatMap((userId) => photoKeys.map((imageKey) => ({ imageKey, userId }))))
    .onConflictDoNothing();

  // Every home tile gets listings, then the rest is a realistic mix.
  const types: (ListingType | undefined)[] = HOME_TILES.flatMap((tile) => [tile.type, tile.type]);
  const now = Date.now();
  const rows = Array.from({ length: DEMO_LISTING_COUNT }, (_, i) => {
    const seed = makeListingSeed(
      random,
      types[i],
      i % 3 === 0 ? POPULAR_AREAS[(i / 3) % POPULAR_AREAS.length] : undefined,
    );
    const photoCount = random.int(2, 4);
    const start = random.int(0, DEMO_PHOTO_COUNT - 1);
    const created = new Date(now - (DEMO_LISTING_COUNT - i) * 7 * 3600_000);
    // Demo listings go through the same schema and mapper as a lister's own.
    // Demo listings show their numbers, as listings made before messages do (a new listing
    // made in the demo shows the after-reply default).
    const body = listingBodySchema.parse({
      ...seed,
      phoneVisibility: 'public',
      image_urls: Array.from({ length: photoCount }, (_, k) => photoPaths[(start + k) % DEMO_PHOTO_COUNT]!),
    });
    return { ...toListingColumns(body), ownerId: owners[i % owners.length]!, createdAt: created, updatedAt: created };
  });
  const inserted = await db.insert(listings).values(rows).returning({ id: listings.id, ownerId: listings.ownerId });
  await proveDemoNumbers(db, rows);
  // Two open reports on the oldest listing, by other demo accounts: the moderation queue
  // has something to show on first run, while the listing stays public (the threshold is 3).
  const reported = inserted[0]!;
  const reporters = owners.filter((id) => id !== reported.ownerId).slice(0, 2);
  await db.insert(reports).values(
    reporters.map((reporterId, i) => ({
      subjectType: 'listing' as const,
      subjectId: reported.id,
      reporterId,
      reason: i === 0 ? 'wrong-price' : 'unavailable',
      note: i === 0 ? 'The caretaker quoted more than this on the phone' : null,
    })),
  );

  await seedDemoAlert(db, owners[0]!, now);
  await seedDemoReviews(db, owners, now);

  await db.insert(posts).values(
    DEMO_POSTS.map((post, i) => ({
      authorId: owners[i % owners.length]!,
      title: post.title,
      content: `<p><img src="${photoPaths[i]}" alt=""></p>${post.body}`,
      image: photoPaths[i]!,
      createdAt: new Date(now - (3 - i) * 86_400_000),
      updatedAt: new Date(now - (3 - i) * 86_400_000),
    })),
  );
  log(
    `Seeded ${DEMO_LISTING_COUNT} demo listings and ${DEMO_POSTS.length} posts. Demo accounts: ` +
      [...DEMO_USERS, DEMO_MODERATOR].map((u) => `${u.email} / ${u.password}`).join(', '),
  );
  return true;
}

/**
 * The first demo account watches rentals with a daily alert, last opened a week ago:
 * My alerts shows its "N new" on first run, and no mail leaves until its next 07:00.
 */
async function seedDemoAlert(db: Database, userId: string, now: number): Promise<void> {
  const filters = alertFiltersSchema.parse({ type: 'rentals' });
  await db.insert(searchAlerts).values({
    userId,
    name: describeAlert(filters),
    filters: alertQuery(filters),
    frequency: 'daily',
    unsubscribeToken: randomBytes(32).toString('base64url'),
    checkedUntil: new Date(now),
    nextCheckAt: firstCheckAt('daily', new Date(now)),
    lastOpenedAt: new Date(now - 7 * 86_400_000),
  });
}

/**
 * The demo's listers proved their listings' numbers when they listed them: each number is its
 * lister's (the first also their sign-in number), and their listings say "Phone verified".
 */
async function proveDemoNumbers(db: Database, rows: { ownerId: string; phoneNumber: string; createdAt: Date }[]) {
  const firstOf = new Map<string, string>();
  for (const row of rows) {
    const [held] = await db
      .insert(phoneNumbers)
      .values({
        phone: row.phoneNumber,
        userId: row.ownerId,
        provenAt: row.createdAt,
        signIn: !firstOf.has(row.ownerId),
      })
      .onConflictDoNothing()
      .returning({ phone: phoneNumbers.phone });
    if (!held) continue;
    await db.insert(phoneHistory).values({ phone: row.phoneNumber, userId: row.ownerId, provenAt: row.createdAt });
    if (!firstOf.has(row.ownerId)) {
      firstOf.set(row.ownerId, row.phoneNumber);
      await db
        .update(users)
        .set({ phone: row.phoneNumber, phoneVerifiedAt: row.createdAt })
        .where(eq(users.id, row.ownerId));
    }
  }
  await db.execute(sql`UPDATE listings l SET phone_proof = 'proven', phone_proven_at = p.proven_at
    FROM phone_numbers p WHERE p.phone = l.phone_number AND p.user_id = l.owner_id`);
}
