import type { Post } from '@nyumba/domain';
import type { PostRow } from '../../db/schema-posts.ts';
import { moderationStatus } from '../moderation/index.ts';

/** Database row and its author's name → the spec's output names (`_id` and `id`, `userRef`). */
export function toPost(row: PostRow, author: string): Post {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    content: row.content,
    image: row.image,
    userRef: row.authorId,
    author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Only authors and moderators are ever given a post the public cannot see.
    ...(row.moderation === 'visible' ? {} : { moderation: moderationStatus(row) }),
  };
}
