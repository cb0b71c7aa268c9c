import { postListResponseSchema, postResponseSchema } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema-posts.ts';
import { images } from '../../db/schema-images.ts';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let author: Caller;
let other: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  author = await signedUpUser(ctx);
  other = await signedUpUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const create = (caller: Caller, payload: unknown) =>
  caller.request({ method: 'POST', url: '/api/post/create', payload: payload as object });
const update = (caller: Caller, id: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
  caller.request({ method, url: `/api/post/update/${id}`, payload: payload as object });
const remove = (caller: Caller, id: string) => caller.request({ method: 'DELETE', url: `/api/post/delete/${id}` });

async function createPost(caller: Caller, payload: Record<string, unknown> = {}) {
  const res = await create(caller, { title: 'Water in Kasarani', content: '<p>Borehole or county?</p>', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return postResponseSchema.parse(res.json()).post;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/post/create', () => {
  it('stores the post for the session user, with the author name and the first image as picture', async () => {
    const photo = await uploadPhoto(author);
    const res = await create(author, {
      title: '  Moving to Ruaka  ',
      content: `<h1>Why</h1><p>Close to town.</p><p><img src="${photo}"></p><p><img src="https://example.com/b.jpg"></p>`,
      userRef: other.user!.id,
      createdAt: '2001-01-01',
    });
    expect(res.statusCode).toBe(201);
    const { post } = postResponseSchema.parse(res.json());
    expect(post).toMatchObject({
      title: 'Moving to Ruaka',
      image: photo,
      userRef: author.user!.id,
      author: author.user!.username,
    });
    expect(post._id).toBe(post.id);
    expect(new Date(post.createdAt).getFullYear()).toBeGreaterThan(2020);
  });

  it('keeps an image given in the body, and has none when the content has no image', async () => {
    expect((await createPost(author, { image: 'https://example.com/cover.jpg' })).image).toBe(
      'https://example.com/cover.jpg',
    );
    expect((await createPost(author)).image).toBeNull();
    // An inline data: image is content, not an address worth repeating in every list answer.
    const inline = await createPost(author, { content: '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>' });
    expect(inline.image).toBeNull();
    expect(inline.content).toContain('data:image/png;base64,iVBORw0KGgo=');
  });

  it('answers 401 to a signed-out visitor, before looking at the body', async () => {
    const res = await create(anonymous(ctx), { nonsense: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'You need to sign in first' });
  });

  it.each([
    ['no title', { title: undefined }, 'title', 'Title is required'],
    ['an empty title', { title: '' }, 'title', 'Title is required'],
    ['a blank title', { title: '   \n ' }, 'title', 'Title is required'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ['a number as title', { title: 42 }, 'title', 'Title is required'],
    ['no content', { content: undefined }, 'content', 'Content is required'],
    ['content as a number', { content: 12 }, 'content', 'Content is required'],
    ['content as an object', { content: { html: '<p>x</p>' } }, 'content', 'Content is required'],
    ['300 KB of content', { content: `<p>${'a'.repeat(300 * 1024)}</p>` }, 'content', 'Content must be at most 200 KB'],
    [
      '200 KB and a bit of multi-byte content',
      { content: 'é'.repeat(102_500) },
      'content',
      'Content must be at most 200 KB',
    ],
    [
      'a javascript: image',
      { image: 'javascript:alert(1)' },
      'image',
      'image must be an http(s) address or one of our images',
    ],
    [
      'a data: image',
      { image: 'data:image/png;base64,AAAA' },
      'image',
      'image must be an http(s) address or one of our images',
    ],
  ])('refuses %s, naming the field', async (_name, overrides, field, message) => {
    const res = await create(author, { title: 'A title', content: '<p>x</p>', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
  });

  it('accepts exactly 200 characters of title and 200 KB of content', async () => {
    const post = await createPost(author, { title: 't'.repeat(200), content: 'a'.repeat(200 * 1024 - 7) + '<p></p>' });
    expect(post.title).toHaveLength(200);
  });

  it('refuses a body that is not JSON, or is an array', async () => {
    const bad = await author.request({
      method: 'POST',
      url: '/api/post/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(bad.statusCode).toBe(400);
    expect((await create(author, [])).statusCode).toBe(400);
  });

  it('turns control characters in a title into spaces (NUL cannot be stored) and NUL in content into U+FFFD', async () => {
    const post = await createPost(author, { title: 'Two\u0000words\u0007here', content: '<p>a\u0000b</p>' });
    expect(post.title).toBe('Two words here');
    expect(post.content).toBe('<p>a\uFFFDb</p>');
  });

  it('refuses a cross-site form post riding on the cookie (CSRF)', async () => {
    const res = await author.request({
      method: 'POST',
      url: '/api/post/create',
      headers: { origin: 'https://evil.example' },
      payload: { title: 'x', content: '' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/post/:id', () => {
  it('answers a post to anyone', async () => {
    const post = await createPost(author, { title: 'Public' });
    const res = await anonymous(ctx).request({ method: 'GET', url: `/api/post/${post.id}` });
    expect(res.statusCode).toBe(200);
    expect(postResponseSchema.parse(res.json()).post).toMatchObject({
      id: post.id,
      title: 'Public',
      author: author.user!.username,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await anonymous(ctx).request({ method: 'GET', url: `/api/post/${UNKNOWN_ID}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'blog.post-not-found', success: false, message: 'Post not found' });
    for (const junk of ['123', 'not-an-id', '%3Cscript%3E', `${UNKNOWN_ID}x`]) {
      const res = await anonymous(ctx).request({ method: 'GET', url: `/api/post/${junk}` });
      expect(res.statusCode, junk).toBe(400);
      expect(res.json().errors).toEqual({ id: 'Not a valid id' });
    }
  });
});

describe('updating and deleting', () => {
  it('lets the author update a post, with POST or PUT, and sanitises the new content', async () => {
    const post = await createPost(author);
    const res = await update(author, post.id, {
      title: 'Edited',
      content: '<h2 onclick="x()">New</h2><script>x()</script>',
    });
    expect(res.statusCode).toBe(200);
    const updated = postResponseSchema.parse(res.json()).post;
    expect(updated).toMatchObject({ id: post.id, title: 'Edited', content: '<h2>New</h2>', createdAt: post.createdAt });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt).getTime());
    const put = await update(author, post.id, { title: 'Put', content: '<p>p</p>' }, 'PUT');
    expect(put.json().post.title).toBe('Put');
  });

  it("answers 403 to another user's update or delete and changes nothing", async () => {
    const post = await createPost(author, { title: 'Mine' });
    const edit = await update(other, post.id, { title: 'Stolen', content: '' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ success: false, message: 'You can only change your own posts' });
    expect((await remove(other, post.id)).statusCode).toBe(403);
    const [row] = await ctx.handle.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.title).toBe('Mine');
  });

  it('answers 401 to a signed-out visitor, 404 for an unknown post and 400 for a malformed id or body', async () => {
    const post = await createPost(author);
    expect((await update(anonymous(ctx), post.id, { title: 'x', content: '' })).statusCode).toBe(401);
    expect((await remove(anonymous(ctx), post.id)).statusCode).toBe(401);
    expect((await update(author, UNKNOWN_ID, { title: 'x', content: '' })).statusCode).toBe(404);
    expect((await remove(author, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await update(author, 'nope', { title: 'x', content: '' })).statusCode).toBe(400);
    expect((await remove(author, 'nope')).statusCode).toBe(400);
    const noTitle = await update(author, post.id, { content: '<p>x</p>' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors.title).toBe('Title is required');
    expect((await update(author, post.id, { title: 'x', content: 'a'.repeat(300 * 1024) })).statusCode).toBe(400);
  });

  it('deletes the post, then answers 404 for it', async () => {
    const post = await createPost(author);
    const res = await remove(author, post.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'blog.post-deleted', success: true, message: 'Post deleted' });
    expect((await anonymous(ctx).request({ method: 'GET', url: `/api/post/${post.id}` })).statusCode).toBe(404);
    expect((await remove(author, post.id)).statusCode).toBe(404);
  });

  it("removes the author's images a post no longer shows, but not others' nor ones still used", async () => {
    const kept = await uploadPhoto(author);
    const dropped = await uploadPhoto(author);
    const shared = await uploadPhoto(author);
    // Someone else's photo cannot be in the author's post (photo-ownership.test.ts); it stays.
    const othersPhoto = await uploadPhoto(other);
    const keyOf = (url: string) => /([a-f0-9]{40})-/.exec(url)![1]!;
    const exists = async (url: string) =>
      (
        await ctx.handle.db
          .select()
          .from(images)
          .where(eq(images.key, keyOf(url)))
      ).length === 1;

    await createPost(author, { content: `<p><img src="${shared}"></p>` });
    const post = await createPost(author, {
      content: `<p><img src="${kept}"><img src="${dropped}"><img src="${shared}"></p>`,
    });
    await update(author, post.id, { title: 'Fewer photos', content: `<p><img src="${kept}"></p>` });
    expect(await exists(dropped)).toBe(false);
    expect(await exists(kept)).toBe(true);
    expect(await exists(shared)).toBe(true);
    expect(await exists(othersPhoto)).toBe(true);
    expect(await ctx.store.exists(`${keyOf(dropped)}-1280.webp`)).toBe(false);
    expect(await ctx.store.exists(`${keyOf(kept)}-1280.webp`)).toBe(true);

    await remove(author, post.id);
    expect(await exists(kept)).toBe(false);
    expect(await exists(shared)).toBe(true);
  });
});

describe('GET /api/post/all and /api/post/my', () => {
  it('pages all posts newest first with a total, by keyset cursor or by offset', async () => {
    const writer = await signedUpUser(ctx);
    for (let i = 0; i < 5; i += 1) await createPost(writer, { title: `Paged ${i}` });
    const first = postListResponseSchema.parse(
      (await anonymous(ctx).request({ method: 'GET', url: '/api/post/all?limit=2' })).json(),
    );
    expect(first.posts).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.posts.map((p) => p.title)).toEqual(['Paged 4', 'Paged 3']);
    expect(first.nextCursor).toEqual(expect.any(String));

    const seen = [...first.posts];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = postListResponseSchema.parse(
        (await anonymous(ctx).request({ method: 'GET', url: `/api/post/all?limit=7&cursor=${cursor}` })).json(),
      );
      expect(page.total).toBe(first.total);
      seen.push(...page.posts);
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen.map((p) => p.id)).size).toBe(first.total);
    const times = seen.map((p) => new Date(p.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const offset = postListResponseSchema.parse(
      (await anonymous(ctx).request({ method: 'GET', url: '/api/post/all?limit=2&startIndex=2' })).json(),
    );
    expect(offset.posts.map((p) => p.id)).toEqual(seen.slice(2, 4).map((p) => p.id));
  });

  it('refuses bad paging input', async () => {
    for (const query of [
      'limit=0',
      'limit=abc',
      'limit=-1',
      'startIndex=-3',
      'cursor=garbage',
      `cursor=${'x'.repeat(300)}`,
    ]) {
      const res = await anonymous(ctx).request({ method: 'GET', url: `/api/post/all?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    const capped = await anonymous(ctx).request({ method: 'GET', url: '/api/post/all?limit=100000' });
    expect(capped.statusCode).toBe(200);
  });

  it("answers only the caller's own posts on /my, and 401 when signed out", async () => {
    const writer = await signedUpUser(ctx);
    const newcomer = await signedUpUser(ctx);
    await createPost(writer, { title: 'Only mine 1' });
    await createPost(writer, { title: 'Only mine 2' });
    await createPost(other, { title: 'Not theirs' });
    const mine = postListResponseSchema.parse((await writer.request({ method: 'GET', url: '/api/post/my' })).json());
    expect(mine.posts.map((p) => p.title)).toEqual(['Only mine 2', 'Only mine 1']);
    expect(mine.total).toBe(2);
    expect(mine.posts.every((p) => p.userRef === writer.user!.id)).toBe(true);
    const none = postListResponseSchema.parse((await newcomer.request({ method: 'GET', url: '/api/post/my' })).json());
    expect(none).toEqual({ success: true, posts: [], total: 0, nextCursor: null });
    expect((await anonymous(ctx).request({ method: 'GET', url: '/api/post/my' })).statusCode).toBe(401);
  });

  it('accepts the bearer token the spec sends on /my', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/post/my',
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().posts.length).toBeGreaterThan(0);
  });
});
