import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './schema.ts';

// The blog (modules/posts): members' rich-text posts. drizzle.config.ts names this file.
// Import these from here.

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    // Sanitised HTML: only the editor's own vocabulary is ever stored.
    content: text('content').notNull(),
    image: text('image'),
    /**
     * Where moderation left it (@nyumba/domain moderation-status.ts): only 'visible' rows
     * reach the public; the owner sees the state and moderation_reason on their own page.
     */
    moderation: text('moderation', { enum: ['visible', 'hidden', 'removed', 'suspended'] })
      .notNull()
      .default('visible'),
    moderationReason: text('moderation_reason'),
    ...timestamps,
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_author_created_idx').on(t.authorId, t.createdAt.desc().nullsFirst()),
  ],
);

export type PostRow = typeof posts.$inferSelect;
