import { parseImageFile, storedImagePath, type PageQuery, type Post, type PostBody } from '@nyumba/domain';
import { and, count, desc, eq, getTableColumns, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { posts, type PostRow } from '../../db/schema-posts.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { assertOwnPhotos, uploadedBy, imageKeysOf, removeUnusedImages, type ImageStore } from '../images/index.ts';
import { canSeeHidden, postIsPublic, type Viewer } from '../moderation/index.ts';
import { toPost } from './post-read.ts';
import { firstImageOf, sanitizePostHtml } from './sanitize.ts';

export interface PostDeps {
  db: Database;
  store: ImageStore;
}

export interface PostPage {
  posts: Post[];
  total: number;
  nextCursor: string | null;
}

const withAuthor = { ...getTableColumns(posts), author: users.username };

/**
 * Newest first, keyset-paged (or offset-paged for clients that send startIndex), with the
 * total. Only posts the public may see, unless `authorView` (an author's own list).
 */
export async function pagePosts(
  db: Database,
  page: PageQuery,
  scope?: SQL,
  options: { authorView?: boolean } = {},
): Promise<PostPage> {
  const filter = options.authorView ? scope : and(scope, postIsPublic);
  const conditions: SQL[] = filter ? [filter] : [];
  if (page.cursor) {
    const cursor = decodeCursor(page.cursor, 'newest');
    conditions.push(
      or(lt(posts.createdAt, cursor.value), and(eq(posts.createdAt, cursor.value), lt(posts.id, cursor.id)))!,
    );
  }
  const [rows, totals] = await Promise.all([
    db
      .select(withAuthor)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(page.limit + 1)
      .offset(page.cursor ? 0 : (page.startIndex ?? 0)),
    db.select({ n: count() }).from(posts).where(filter),
  ]);
  const hasMore = rows.length > page.limit;
  const visible = hasMore ? rows.slice(0, page.limit) : rows;
  const last = visible.at(-1);
  return {
    posts: visible.map(({ author, ...row }) => toPost(row, author)),
    total: totals[0]?.n ?? 0,
    nextCursor: hasMore && last ? encodeCursor('newest', last.createdAt, last.id) : null,
  };
}

export const writtenBy = (authorId: string) => eq(posts.authorId, authorId);

/** One post; one the public cannot see only for its author and moderators (404 for anyone else). */
export async function getPost(db: Database, id: string, viewer?: Viewer): Promise<Post> {
  const [row] = await db
    .select(withAuthor)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, id))
    .limit(1);
  if (!row || (row.moderation !== 'visible' && !canSeeHidden(viewer, row.authorId))) throw notFound('Post not found');
  const { author, ...post } = row;
  return toPost(post, author);
}

/** Body → columns: the content as stored (sanitised) and its picture. */
function columnsOf(body: PostBody) {
  const content = sanitizePostHtml(body.content);
  const given = body.image && parseImageFile(body.image);
  const image = given ? storedImagePath(given) : (body.image ?? firstImageOf(content) ?? null);
  return { title: body.title, content, image };
}

/** Photos of our store in a post are the author's own uploads (or were in the post already). */
async function checkOwnPhotos(
  deps: PostDeps,
  authorId: string,
  columns: ReturnType<typeof columnsOf>,
  before?: PostRow,
) {
  const had = before ? imageKeysOf([before.content, before.image]) : [];
  // Content first: the image defaults to the content's first one.
  await assertOwnPhotos(deps.db, authorId, imageKeysOf([columns.content]), 'content', had);
  await assertOwnPhotos(deps.db, authorId, imageKeysOf([columns.image]), 'image', had);
}

export async function createPost(deps: PostDeps, authorId: string, body: PostBody): Promise<Post> {
  const columns = columnsOf(body);
  await checkOwnPhotos(deps, authorId, columns);
  const [row] = await deps.db
    .insert(posts)
    .values({ ...columns, authorId })
    .returning();
  return getPost(deps.db, row!.id, { id: authorId });
}

async function ownedPost(db: Database, id: string, userId: string): Promise<PostRow> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) throw notFound('Post not found');
  if (row.authorId !== userId) throw forbidden('You can only change your own posts');
  return row;
}

/**
 * Deletes the author's own uploads among `keys` that nothing shows any more. Someone
 * else's photo pasted into a post is never ours to delete, even when the post goes.
 */
async function removeAuthorsUnusedImages(deps: PostDeps, authorId: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await removeUnusedImages(deps, [...(await uploadedBy(deps.db, authorId, keys))], authorId);
}

export async function updatePost(deps: PostDeps, id: string, userId: string, body: PostBody): Promise<Post> {
  const before = await ownedPost(deps.db, id, userId);
  const columns = columnsOf(body);
  await checkOwnPhotos(deps, userId, columns, before);
  await deps.db
    .update(posts)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(posts.id, id));
  const kept = new Set(imageKeysOf([columns.content, columns.image]));
  const dropped = imageKeysOf([before.content, before.image]).filter((key) => !kept.has(key));
  await removeAuthorsUnusedImages(deps, userId, dropped);
  return getPost(deps.db, id, { id: userId });
}

export async function deletePost(deps: PostDeps, id: string, userId: string): Promise<void> {
  const before = await ownedPost(deps.db, id, userId);
  await deps.db.delete(posts).where(eq(posts.id, id));
  await removeAuthorsUnusedImages(deps, userId, imageKeysOf([before.content, before.image]));
}
