import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema-images.ts';
import { signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { imageKeysOf, sweepOrphanImages } from './cleanup.ts';

let ctx: TestContext;
let user: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signedUpUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('orphan image sweep', () => {
  it('finds keys in URLs and in post HTML', () => {
    const key = 'a'.repeat(40);
    expect(
      imageKeysOf([`/images/${key}-1280.webp`, `<p><img src="https://x.ke/images/${key}-640.webp"></p>`, null]),
    ).toEqual([key]);
  });

  it('removes uploads nothing uses once they are old enough, and keeps used ones', async () => {
    const orphan = await uploadPhoto(user);
    const listing = await createListingAs(user);
    const deps = { db: ctx.handle.db, store: ctx.store };
    // Young uploads stay: the lister may still be filling in the form.
    expect(await sweepOrphanImages(deps)).toBe(0);
    expect(await sweepOrphanImages(deps, -1000)).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: orphan })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: listing.image_urls[0]! })).statusCode).toBe(200);
    const [left] = await ctx.handle.db.select({ n: count() }).from(images);
    expect(left!.n).toBe(1);
  });
});
