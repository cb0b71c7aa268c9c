import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

// Photos: each stored image, who uploaded it, and what shows it (modules/images);
// drizzle.config.ts names this file beside schema.ts. Import these tables from here.

export const images = pgTable(
  'images',
  {
    // Content hash of the re-encoded image: the same photo uploaded twice is stored once.
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    widths: integer('widths').array().notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId), index('images_created_idx').on(t.createdAt)],
);

// What the uploaded file was, read before its metadata was stripped (images/photo-facts.ts): what
// a moderator weighs when a held lister says a copied photo is theirs (docs/scam-shield.md). One
// row per stored photo, as the photo is its bytes; photos stored before have none ("not recorded").
// The camera's dates are its own clock, with no time zone ("2025-03-05T14:21:59"), so text.
// GPS coordinates are never stored: they locate someone's home. Only whether the file had them.
export const imageFacts = pgTable('image_facts', {
  imageKey: text('image_key')
    .primaryKey()
    .references(() => images.key, { onDelete: 'cascade' }),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  format: text('format').notNull(),
  make: text('make'),
  model: text('model'),
  lens: text('lens'),
  software: text('software'),
  takenAt: text('taken_at'),
  fileDatedAt: text('file_dated_at'),
  gps: boolean('gps').notNull(),
  exif: boolean('exif').notNull(),
});

// Who uploaded each image. Images are stored once per content (one `images` row, whose
// owner_id is the first uploader), but the same photo may be uploaded by several
// people: each may use it, and nobody else may put it on a listing or post.
export const imageUploads = pgTable(
  'image_uploads',
  {
    imageKey: text('image_key')
      .notNull()
      .references(() => images.key, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imageKey, t.userId] }), index('image_uploads_user_idx').on(t.userId)],
);

// Which listing, post or avatar shows which photo, kept by triggers (drizzle/0010): the
// delete check and the orphan sweep look here instead of scanning listings and posts.
export const imageRefs = pgTable(
  'image_refs',
  {
    imageKey: text('image_key').notNull(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: uuid('owner_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageKey, t.ownerKind, t.ownerId] }),
    index('image_refs_owner_idx').on(t.ownerKind, t.ownerId),
  ],
);
