// IMAGE_BASE_URL (a CDN in front of the image store) can change under stored listings:
// rows keep base-free photo paths, every answer carries the current base, an unchanged
// edit is accepted whatever base the client read it under, and the migration strips the
// base from rows written before.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppInstance } from '../src/app-types.ts';
import { testConfig } from '../src/config.ts';
import { queryRows } from '../src/db/database.ts';
import { establishedUser, type Caller } from './http.ts';
import { createListingAs, listingBody, uploadPhoto } from './listing-fixtures.ts';
import { contractRoutes, isEndless } from './route-list.ts';
import { fillRoute, walkResources, type WalkResources } from './route-walk.ts';
import { createTestApp, type TestContext } from './test-app.ts';

const CDN = 'https://cdn.nyumba.test';
const PHOTO = /\/images\/[a-f0-9]{40}-\d{2,4}\.webp/g;

let ctx: TestContext;
let cdnApp: AppInstance;
let owner: Caller;
let resources: WalkResources;

/** The same caller, talking to the server that has the CDN address. */
const onCdn = (caller: Caller): Caller => ({
  ...caller,
  request: (options) =>
    cdnApp.inject({
      ...options,
      headers: {
        origin: ctx.config.PUBLIC_URL,
        ...(caller.cookie ? { cookie: `nyumba_session=${caller.cookie}` } : {}),
        ...options.headers,
      },
    }),
});

const storedUrls = async (id: string) =>
  (
    await queryRows<{ urls: string[] }>(ctx.handle.db, sql`SELECT image_urls AS urls FROM listings WHERE id = ${id}`)
  )[0]!.urls;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await establishedUser(ctx);
  resources = await walkResources(owner);
  // Photos in a post (HTML and card image) and as the owner's avatar, for the route walk.
  const photo = await uploadPhoto(owner);
  await owner.request({
    method: 'POST',
    url: '/api/post/create',
    payload: { title: 'With a photo', content: `<p>Look</p><p><img src="${photo}" alt=""></p>` },
  });
  await owner.request({
    method: 'POST',
    url: `/api/user/update/${owner.user!.id}`,
    payload: { avatar: `http://localhost:3000${photo}` },
  });
  // A second server on the same database and store, given a CDN address.
  cdnApp = await buildApp({
    config: testConfig({ DATA_DIR: ctx.dataDir, IMAGE_BASE_URL: CDN }),
    db: ctx.handle.db,
    dbKind: ctx.handle.kind,
    store: ctx.store,
  });
  await cdnApp.ready();
});
afterAll(async () => {
  await cdnApp.close();
  await ctx.close();
});

describe('a new image base address', () => {
  it('stores paths, answers them under each server’s base', async () => {
    const listing = await createListingAs(owner);
    expect(await storedUrls(listing.id)).toEqual([expect.stringMatching(/^\/images\/[a-f0-9]{40}-1280\.webp$/)]);
    const here = await owner.request({ method: 'GET', url: `/api/listing/get/${listing.id}` });
    expect(here.json().listing.image_urls[0]).toMatch(/^\/images\//);
    const there = await onCdn(owner).request({ method: 'GET', url: `/api/listing/get/${listing.id}` });
    expect(there.json().listing.image_urls[0]).toBe(`${CDN}${(await storedUrls(listing.id))[0]}`);
  });

  it('accepts an unchanged edit read under any base, and stores the path', async () => {
    const listing = await createListingAs(owner);
    const [path] = await storedUrls(listing.id);
    for (const address of [`${CDN}${path}`, path!, `https://old-cdn.example${path}`, `https://x.example/a/b${path}`]) {
      const res = await onCdn(owner).request({
        method: 'PUT',
        url: `/api/listing/update/${listing.id}`,
        payload: listingBody([address!]),
      });
      expect(res.statusCode, address).toBe(200);
      expect(res.json().listing.image_urls).toEqual([`${CDN}${path}`]);
      expect(await storedUrls(listing.id)).toEqual([path]);
    }
  });

  it('still refuses a new photo under a foreign host, and another lister’s photo under ours', async () => {
    const listing = await createListingAs(owner);
    const mine = await uploadPhoto(owner);
    const file = mine.slice(mine.indexOf('/images/'));
    const other = await establishedUser(ctx);
    const theirs = await uploadPhoto(other);
    const theirFile = theirs.slice(theirs.indexOf('/images/'));
    for (const address of [
      `https://evil.example${file}`,
      `${CDN}.evil.example${file}`,
      `${CDN}${theirFile}`,
      theirFile,
    ]) {
      const res = await onCdn(owner).request({
        method: 'PUT',
        url: `/api/listing/update/${listing.id}`,
        payload: listingBody([address]),
      });
      expect(res.statusCode, address).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain('image_urls');
    }
  });

  it('every photo in every answer, signed in or not, is under the CDN address', async () => {
    const misplaced: string[] = [];
    for (const route of contractRoutes().filter((r) => r.method === 'GET' && !isEndless(r))) {
      const url = fillRoute(route, resources).replace('/api/listing/map', '/api/listing/map?bounds=-5,33,5,42');
      for (const caller of [onCdn({ request: async () => undefined as never }), onCdn(owner)]) {
        const res = await caller.request({ method: 'GET', url });
        if (!String(res.headers['content-type'] ?? '').includes('json')) continue;
        for (const match of res.body.matchAll(PHOTO)) {
          const before = res.body.slice(Math.max(0, match.index - CDN.length), match.index);
          if (before !== CDN) misplaced.push(`${url}: …${before}${match[0]}`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });
});

describe('posts and avatars', () => {
  it('keep our photos as paths, whatever address the client wrote, and answer them under the base', async () => {
    const photo = await uploadPhoto(owner);
    const path = photo.slice(photo.indexOf('/images/'));
    const res = await onCdn(owner).request({
      method: 'POST',
      url: '/api/post/create',
      payload: {
        title: 'Photos here and elsewhere',
        content: `<p><img src="${CDN}${path}"></p><p><img src="https://elsewhere.example/p.jpg"></p>`,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().post.id as string;
    const [row] = await queryRows<{ content: string; image: string }>(
      ctx.handle.db,
      sql`SELECT content, image FROM posts WHERE id = ${id}`,
    );
    expect(row!.content).toContain(`src="${path}"`);
    expect(row!.content).toContain('src="https://elsewhere.example/p.jpg"');
    expect(row!.image).toBe(path);
    const there = (await onCdn(owner).request({ method: 'GET', url: `/api/post/${id}` })).json().post;
    expect(there.content).toContain(`src="${CDN}${path}"`);
    expect(there.image).toBe(`${CDN}${path}`);
    const here = (await owner.request({ method: 'GET', url: `/api/post/${id}` })).json().post;
    expect(here.content).toContain(`src="${path}"`);
  });

  it('an avatar of ours is stored as its path; a picture elsewhere is kept as it is', async () => {
    const user = await establishedUser(ctx);
    const path = (await uploadPhoto(user)).slice(-'/images/'.length - 51);
    const update = (avatar: string) =>
      onCdn(user).request({ method: 'POST', url: `/api/user/update/${user.user!.id}`, payload: { avatar } });
    for (const avatar of [`${CDN}${path}`, path, `https://old-cdn.example${path}`]) {
      const res = await update(avatar);
      expect(res.statusCode, avatar).toBe(200);
      expect(res.json().avatar).toBe(`${CDN}${path}`);
      expect((await user.request({ method: 'GET', url: '/api/auth/me' })).json().avatar).toBe(path);
    }
    expect((await update('https://lh3.googleusercontent.com/a/photo')).json().avatar).toBe(
      'https://lh3.googleusercontent.com/a/photo',
    );
    expect((await update('/not/ours.webp')).statusCode).toBe(400);
  });
});

describe('the migration', () => {
  it('strips any base from stored photo addresses and keeps their order and other addresses', async () => {
    const listing = await createListingAs(owner);
    const [path] = await storedUrls(listing.id);
    const second = (await uploadPhoto(owner)).slice(-'/images/'.length - 51);
    const written = [
      `https://old-cdn.example${path}`,
      `http://localhost:3000/x${second}`,
      'https://elsewhere.example/p.jpg',
    ];
    await ctx.handle.db.execute(
      sql`UPDATE listings SET image_urls = ${sql.param(written)}::text[] WHERE id = ${listing.id}`,
    );
    const migration = await readFile(new URL('../drizzle/0012_listing-photo-paths.sql', import.meta.url), 'utf8');
    await ctx.handle.db.execute(sql.raw(migration));
    expect(await storedUrls(listing.id)).toEqual([path, second, 'https://elsewhere.example/p.jpg']);
    // Idempotent: a second run changes nothing.
    await ctx.handle.db.execute(sql.raw(migration));
    expect(await storedUrls(listing.id)).toEqual([path, second, 'https://elsewhere.example/p.jpg']);
  });

  it('0014 does the same for post HTML, post images and avatars', async () => {
    const path = (await uploadPhoto(owner)).slice(-'/images/'.length - 51);
    const post = (
      await owner.request({ method: 'POST', url: '/api/post/create', payload: { title: 'Old', content: '<p>x</p>' } })
    ).json().post.id as string;
    const content = `<p><img src="https://old-cdn.example${path}" alt=""></p><p><img src="https://elsewhere.example/p.jpg"></p><p>src="https://x${path}"</p>`;
    await ctx.handle.db.execute(
      sql`UPDATE posts SET content = ${content}, image = ${`https://old-cdn.example${path}`} WHERE id = ${post}`,
    );
    await ctx.handle.db.execute(
      sql`UPDATE users SET avatar = ${`http://localhost:3000${path}`} WHERE id = ${owner.user!.id}`,
    );
    const migration = await readFile(
      new URL('../drizzle/0014_post-and-avatar-photo-paths.sql', import.meta.url),
      'utf8',
    );
    for (let run = 0; run < 2; run += 1) {
      for (const statement of migration.split('--> statement-breakpoint'))
        await ctx.handle.db.execute(sql.raw(statement));
      const [row] = await queryRows<{ content: string; image: string; avatar: string }>(
        ctx.handle.db,
        sql`SELECT p.content, p.image, u.avatar FROM posts p JOIN users u ON u.id = p.author_id WHERE p.id = ${post}`,
      );
      expect(row).toEqual({
        content: `<p><img src="${path}" alt=""></p><p><img src="https://elsewhere.example/p.jpg"></p><p>src="https://x${path}"</p>`,
        image: path,
        avatar: path,
      });
    }
  });
});
