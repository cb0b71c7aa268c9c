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

// The scam shield's tables (modules/listings/copy-check.ts, docs/scam-shield.md);
// drizzle.config.ts names this file. Import these tables from here.

/**
 * Perceptual hashes of each stored photo: the whole frame (variant 0) and crops of it, so a
 * copy cut by up to 10 % still lands near one of them. The four 16-bit pieces are indexed:
 * two hashes within d bits share at least one piece within d/4 bits (multi-index hashing),
 * so a lookup probes the pieces' near values instead of reading every hash. Each index holds
 * the hash and key too: the distance is checked in the index (an index-only scan), and only
 * the few near ones are read further (bench/copy-lookup.ts: reading each candidate's row
 * took 27 ms a lookup at 1,000,000 hashes).
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
    index('photo_hashes_piece0_idx').on(t.piece0, t.hash, t.imageKey),
    index('photo_hashes_piece1_idx').on(t.piece1, t.hash, t.imageKey),
    index('photo_hashes_piece2_idx').on(t.piece2, t.hash, t.imageKey),
    index('photo_hashes_piece3_idx').on(t.piece3, t.hash, t.imageKey),
  ],
);

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
    clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.otherListingId, t.kind] }),
    index('listing_copies_other_idx').on(t.otherListingId),
  ],
);
