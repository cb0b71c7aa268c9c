import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { images } from './schema-images.ts';
import { listings } from './schema.ts';

// The scam shield's tables (modules/shield/copy-check.ts, docs/scam-shield.md);
// drizzle.config.ts names this file. Import these tables from here.

/**
 * Perceptual hashes of each stored photo (shield/photo-hash.ts): the whole frame, cuts of it
 * and its canonical orientation (variant = the window's number), so a cropped, framed,
 * mirrored or turned copy still lands near one of them. The hash's four 16-bit pieces are
 * indexed with the hash: two hashes within 7 bits share at least one piece within 1 bit
 * (pigeonhole), so a lookup probes 17 values of each piece and checks the distance inside
 * the index (index-only), and only the few near hashes are read for their photos
 * (bench/copy-lookup.ts: at 8 bits, three 21-bit pieces probed 700 values a hash and a photo
 * took 63 ms at a million photos).
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    imageKey: text('image_key')
      .notNull()
      .references(() => images.key, { onDelete: 'cascade' }),
    variant: smallint('variant').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    piece0: integer('piece0').notNull(),
    piece1: integer('piece1').notNull(),
    piece2: integer('piece2').notNull(),
    piece3: integer('piece3').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageKey, t.variant] }),
    index('photo_hashes_piece0_idx').on(t.piece0, t.hash),
    index('photo_hashes_piece1_idx').on(t.piece1, t.hash),
    index('photo_hashes_piece2_idx').on(t.piece2, t.hash),
    index('photo_hashes_piece3_idx').on(t.piece3, t.hash),
  ],
);

/**
 * What a photo looks up when a listing showing it is checked (shield/photo-hash.ts probes),
 * made when it is uploaded. `version` is the print's method: photos printed by an older one
 * are printed again from the stored file (images/print-backfill.ts). A photo the demo seeds
 * is marked printed with no hashes: the demo's drawings share one template.
 */
export const photoProbes = pgTable('photo_probes', {
  imageKey: text('image_key')
    .primaryKey()
    .references(() => images.key, { onDelete: 'cascade' }),
  version: smallint('version').notNull(),
  probes: bigint('probes', { mode: 'bigint' }).array().notNull(),
});

/**
 * A listing found to copy another lister's: by a photo (distance in bits) or its
 * description (trigram similarity). A moderator who keeps the listing clears the pair, so
 * the same pair does not hold it again.
 */
export const listingCopies = pgTable(
  'listing_copies',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    otherListingId: uuid('other_listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'text'] }).notNull(),
    /** Bits apart for a photo (0-64), similarity for a description (0-1). */
    score: real('score').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    /** A moderator kept the listing beside the other: not a copy of it. */
    clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /**
     * A moderator ruled the listing the copy and the other the original: it holds the listing
     * whatever came first, until a moderator rules otherwise.
     */
    ruledAt: timestamp('ruled_at', { withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.otherListingId, t.kind] }),
    index('listing_copies_other_idx').on(t.otherListingId),
  ],
);

/**
 * A held listing's lister says the photos and words are theirs: their note for the moderator
 * who compares the two (one per listing, the latest kept; gone when the hold ends by itself).
 */
export const copyClaims = pgTable('copy_claims', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  /**
   * When a moderator should have answered: a day after the claim was first made (a note sent
   * again before an answer keeps it; one after an answer is a new claim). shield/copy-rulings.ts.
   */
  dueAt: timestamp('due_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
});
