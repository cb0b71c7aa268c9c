import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema-images.ts';
import { signedUpUser, type Caller } from '../../../test/http.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { backfillImageWidths } from './backfill.ts';
import { variantName } from './variants.ts';

let ctx: TestContext;
let user: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signedUpUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

let shade = 0;
/** Uploads a 1500 × 1000 photo, then makes it look stored before the 960 width existed. */
async function photoWithout960(): Promise<{ key: string; url960: string }> {
  shade += 40;
  const data = await sharp({
    create: { width: 1500, height: 1000, channels: 3, background: { r: shade % 256, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const res = await user.request({ method: 'POST', url: '/upload', ...multipartBody([{ filename: 'p.jpg', data }]) });
  expect(res.statusCode).toBe(201);
  const url = (res.json().image_urls as string[])[0]!;
  const key = /([a-f0-9]{40})-1280\.webp$/.exec(url)![1]!;
  await ctx.store.delete(variantName(key, 960));
  await ctx.handle.db
    .update(images)
    .set({ widths: [320, 640, 1280] })
    .where(eq(images.key, key));
  return { key, url960: url.replace('-1280.webp', '-960.webp') };
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const widthsOf = async (key: string) =>
  (await ctx.handle.db.select({ widths: images.widths }).from(images).where(eq(images.key, key)))[0]?.widths;

describe('photos stored before the 960 width existed', () => {
  it('get their 960 file the first time somebody asks for it, made from the 1280 one and kept', async () => {
    const { key, url960 } = await photoWithout960();
    const [first, second] = await Promise.all([get(url960), get(url960)]);
    for (const res of [first!, second!]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 640]);
    }
    expect(await ctx.store.exists(variantName(key, 960))).toBe(true);
  });

  it('all get it from the background pass, which then has nothing left to do', async () => {
    const a = await photoWithout960();
    const b = await photoWithout960();
    const bytesBefore = (
      await ctx.handle.db.select({ bytes: images.bytes }).from(images).where(eq(images.key, a.key))
    )[0]!.bytes;
    expect(await backfillImageWidths({ db: ctx.handle.db, store: ctx.store })).toBeGreaterThanOrEqual(2);
    for (const { key } of [a, b]) {
      expect(await ctx.store.exists(variantName(key, 960))).toBe(true);
      expect(await widthsOf(key)).toEqual([320, 640, 720, 960, 1280]);
    }
    const bytesAfter = (
      await ctx.handle.db.select({ bytes: images.bytes }).from(images).where(eq(images.key, a.key))
    )[0]!.bytes;
    expect(bytesAfter).toBeGreaterThan(bytesBefore);
    expect(await backfillImageWidths({ db: ctx.handle.db, store: ctx.store })).toBe(0);
  });

  it('a photo whose largest file is gone is reported and skipped, and the pass still ends', async () => {
    const { key, url960 } = await photoWithout960();
    await ctx.store.delete(variantName(key, 1280));
    const skipped: string[] = [];
    await backfillImageWidths({ db: ctx.handle.db, store: ctx.store }, (k) => skipped.push(k));
    expect(skipped).toEqual([key]);
    expect(await widthsOf(key)).toEqual([320, 640, 1280]);
    expect((await get(url960)).statusCode).toBe(404);
  });

  it('nothing is made for unknown photos, other widths, or a width the photo already lists', async () => {
    const { key } = await photoWithout960();
    await backfillImageWidths({ db: ctx.handle.db, store: ctx.store });
    // The row lists 960, so a missing file was deleted on purpose: it stays gone.
    await ctx.store.delete(variantName(key, 960));
    expect((await get(`/images/${variantName(key, 960)}`)).statusCode).toBe(404);
    expect((await get(`/images/${variantName(key, 800)}`)).statusCode).toBe(404);
    expect((await get(`/images/${variantName('f'.repeat(40), 960)}`)).statusCode).toBe(404);
    expect(await ctx.store.exists(variantName(key, 960))).toBe(false);
    expect(await ctx.store.exists(variantName(key, 800))).toBe(false);
  });
});
