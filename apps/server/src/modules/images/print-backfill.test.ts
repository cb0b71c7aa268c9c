// Issue 38: photos stored before today's print (or with an older one) are printed again from
// their stored file, and listings an older rule held for copies are decided again: an
// original held because a later copy matched it is published.
import { COPY_HELD_REASON } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { photoHashes, photoProbes } from '../../db/schema-shield.ts';
import { establishedUser } from '../../../test/http.ts';
import { create, inSearch, photoMaker } from '../../../test/shield-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { holdCopies } from '../shield/copy-check.ts';
import { backfillPhotoPrints, heldForCopies } from './print-backfill.ts';
import { PRINT_VERSION } from '../shield/photo-hash.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const makePhoto = photoMaker(380);
const count = async (table: typeof photoHashes | typeof photoProbes) =>
  Number((await ctx.handle.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

describe('printing stored photos again', () => {
  it('prints every photo without a current print from its file, and frees an original an older rule held', async () => {
    const [owner, copier] = await Promise.all([establishedUser(ctx), establishedUser(ctx)]);
    const photo = await makePhoto();
    const original = await create(owner, [photo]);
    const copy = await create(copier, [photo]);
    expect(copy.moderation?.reason).toBe(COPY_HELD_REASON);
    // As an older method left them: no hashes, an old print version; and the original held
    // (the old rule held whichever listing was written last).
    const printed = await count(photoHashes);
    await ctx.handle.db.delete(photoHashes);
    await ctx.handle.db.update(photoProbes).set({ version: PRINT_VERSION - 1 });
    await ctx.handle.db
      .update(listings)
      .set({ moderation: 'hidden', moderationReason: COPY_HELD_REASON })
      .where(eq(listings.id, original.id));

    expect(await backfillPhotoPrints({ db: ctx.handle.db, store: ctx.store })).toBe(await count(photoProbes));
    expect(await count(photoHashes)).toBe(printed);
    expect(await backfillPhotoPrints({ db: ctx.handle.db, store: ctx.store })).toBe(0);

    const held = await heldForCopies(ctx.handle.db);
    expect(held).toEqual([original.id, copy.id]);
    for (const id of held) await holdCopies(ctx.handle.db, id);
    expect(await inSearch(ctx, original.id)).toBe(true);
    expect(await inSearch(ctx, copy.id)).toBe(false);
  });
});
