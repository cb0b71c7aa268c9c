// Photos belong to whoever uploaded them: a listing, a post or an avatar may only
// show the caller's own uploads, at any width we make.
import { IMAGE_WIDTHS, imageVariant } from '@nyumba/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_IMAGE, NOT_YOUR_PHOTO } from '../src/modules/images/ownership.ts';
import { establishedUser, type Caller } from './http.ts';
import { createListingAs, listingBody, uploadPhoto } from './listing-fixtures.ts';
import { multipartBody } from './multipart.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let alice: Caller;
let bob: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  alice = await establishedUser(ctx);
  bob = await establishedUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const create = (caller: Caller, urls: string[]) =>
  caller.request({ method: 'POST', url: '/api/listing/create', payload: listingBody(urls) });
const update = (caller: Caller, id: string, urls: string[]) =>
  caller.request({ method: 'POST', url: `/api/listing/update/${id}`, payload: listingBody(urls) });
const post = (caller: Caller, payload: object) =>
  caller.request({ method: 'POST', url: '/api/post/create', payload: { title: 'A post', ...payload } });

async function upload(caller: Caller, data: Buffer): Promise<string> {
  const res = await caller.request({ method: 'POST', url: '/upload', ...multipartBody([{ filename: 'p.jpg', data }]) });
  expect(res.statusCode).toBe(201);
  return res.json().image_urls[0];
}

describe('listings', () => {
  it("refuse another lister's photo at every width, with a field message", async () => {
    const photo = await uploadPhoto(alice);
    for (const width of IMAGE_WIDTHS) {
      const res = await create(bob, [imageVariant(photo, width)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ image_urls: NOT_YOUR_PHOTO });
    }
    // Mixed with one of bob's own, still refused.
    expect((await create(bob, [await uploadPhoto(bob), photo])).json().errors).toEqual({ image_urls: NOT_YOUR_PHOTO });
  });

  it('take the owner’s photo at every width, the 960 one included', async () => {
    const photo = await uploadPhoto(alice);
    for (const width of IMAGE_WIDTHS) expect((await create(alice, [imageVariant(photo, width)])).statusCode).toBe(201);
    expect(
      (
        await create(
          alice,
          IMAGE_WIDTHS.map((w) => imageVariant(photo, w)),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('take the same photo from both people who uploaded it', async () => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const fromAlice = await upload(alice, data);
    const fromBob = await upload(bob, data);
    expect(fromBob).toBe(fromAlice);
    expect((await create(alice, [fromAlice])).statusCode).toBe(201);
    expect((await create(bob, [fromBob])).statusCode).toBe(201);
  });

  it('on update, keep the photos they had, and refuse someone else’s added ones', async () => {
    const listing = await createListingAs(alice);
    const mine = await uploadPhoto(alice);
    const theirs = await uploadPhoto(bob);
    expect((await update(alice, listing.id, [...listing.image_urls, mine])).statusCode).toBe(200);
    const refused = await update(alice, listing.id, [...listing.image_urls, theirs]);
    expect(refused.json().errors).toEqual({ image_urls: NOT_YOUR_PHOTO });
    expect((await update(alice, listing.id, [imageVariant(listing.image_urls[0]!, 960)])).statusCode).toBe(200);
  });

  it('refuse a photo we never stored', async () => {
    const made = `/images/${'c'.repeat(40)}-960.webp`;
    expect((await create(alice, [made])).json().errors).toEqual({ image_urls: FOREIGN_IMAGE });
    expect((await create(alice, ['https://evil.example/x.jpg'])).json().errors).toEqual({ image_urls: FOREIGN_IMAGE });
  });
});

describe('posts and avatars', () => {
  it("refuse another member's photo as a post image or inline, and take the author's own", async () => {
    const theirs = await uploadPhoto(alice);
    const mine = await uploadPhoto(bob);
    const asImage = await post(bob, { content: '<p>x</p>', image: imageVariant(theirs, 640) });
    expect(asImage.json().errors).toEqual({ image: NOT_YOUR_PHOTO });
    const inline = await post(bob, { content: `<p><img src="${imageVariant(theirs, 960)}"></p>` });
    expect(inline.json().errors).toEqual({ content: NOT_YOUR_PHOTO });
    const own = await post(bob, { content: `<p><img src="${imageVariant(mine, 960)}"></p>`, image: mine });
    expect(own.statusCode).toBe(201);
    // Photos elsewhere on the web stay allowed in posts.
    expect((await post(bob, { content: '<p><img src="https://example.com/p.jpg"></p>' })).statusCode).toBe(201);
  });

  it("refuse another member's photo as an avatar", async () => {
    const theirs = await uploadPhoto(alice);
    const res = await bob.request({
      method: 'POST',
      url: `/api/user/update/${bob.user!.id}`,
      payload: { avatar: `http://localhost:3000${theirs}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ avatar: NOT_YOUR_PHOTO });
  });
});
