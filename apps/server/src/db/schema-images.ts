import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
