// Issue 31: a listing that copies another lister's photos or description waits for a
// moderator, beside the one it copies; a lister's own photos and a common short description
// do not; the queue sorts by the lister's risk.
import { COPY_HELD_REASON, moderationQueueResponseSchema } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserSeed } from '../../seed/factories.ts';
import { ageAccounts, signedUpUser, type Caller } from '../../../test/http.ts';
import { listingBody } from '../../../test/listing-fixtures.ts';
import { create, cropped, inSearch as inSearchOf, photoMaker, upload } from '../../../test/shield-fixtures.ts';
import { mailTo } from '../../../test/outbox.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let moderator: Caller;
beforeAll(async () => {
  // With the job engine: a held listing's lister is mailed why (to the development outbox).
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email }, { jobs: true });
  moderator = await signedUpUser(ctx, moderatorSeed);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const makePhoto = photoMaker(31);
const inSearch = (id: string) => inSearchOf(ctx, id);

const LONG =
  'Spacious two bedroom apartment on the fourth floor with a lift, borehole water all day, a backup generator, secure parking for two cars and a balcony facing the Ngong hills.';

describe('copies of another lister', () => {
  it('a listing with a re-encoded, cropped copy of another lister’s photo waits for a moderator, beside the original', async () => {
    const [owner, copier] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const photo = await makePhoto();
    const original = await create(owner, [photo]);
    expect(original.moderation).toBeUndefined();

    const copy = await create(copier, [await cropped(photo, 0.08)], { name: 'Cheap 2 bedroom, pay to view' });
    expect(copy.moderation).toEqual({
      reasonCode: 'shield.copy-held-reason',
      state: 'hidden',
      reason: COPY_HELD_REASON,
    });
    const mail = await mailTo(
      ctx.dataDir,
      copier.seed!.email,
      /^Your listing "Cheap 2 bedroom, pay to view" was hidden/,
    );
    expect(mail.text).toContain(COPY_HELD_REASON);
    expect(await inSearch(copy.id)).toBe(false);
    expect(await inSearch(original.id)).toBe(true);

    const queue = moderationQueueResponseSchema.parse(
      (await moderator.request({ method: 'GET', url: '/api/moderation/queue' })).json(),
    );
    const held = queue.items.find((item) => item.id === copy.id);
    expect(held?.copies).toEqual([
      expect.objectContaining({
        kind: 'photo',
        listing: expect.objectContaining({ id: original.id, ownerId: owner.user!.id }),
      }),
    ]);
    expect(held!.copies[0]!.score).toBeLessThanOrEqual(10);
    expect(held!.log[0]).toMatchObject({ action: 'held-copy', moderator: null });

    // A moderator who finds it genuine keeps it: published, and the same pair never holds it again.
    const kept = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${copy.id}`,
      payload: { action: 'restore', reason: 'Same agent, two accounts: checked' },
    });
    expect(kept.statusCode).toBe(200);
    expect(await inSearch(copy.id)).toBe(true);
    const edited = await copier.request({
      method: 'POST',
      url: `/api/listing/update/${copy.id}`,
      payload: listingBody(
        (await copier.request({ method: 'GET', url: `/api/listing/get/${copy.id}` })).json().listing.image_urls,
        {
          name: 'Cheap 2 bedroom, now with parking',
        },
      ),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().listing.moderation).toBeUndefined();
  });

  it('a held listing whose lister replaces the copied photo with their own is published again', async () => {
    const [owner, copier] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const photo = await makePhoto();
    await create(owner, [photo]);
    const copy = await create(copier, [await cropped(photo, 0.04)], { name: 'Stock photo flat' });
    expect(copy.moderation?.state).toBe('hidden');
    const own = await upload(copier, await makePhoto());
    const edited = await copier.request({
      method: 'POST',
      url: `/api/listing/update/${copy.id}`,
      payload: listingBody([own], { name: 'Stock photo flat, own photo now' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().listing.moderation).toBeUndefined();
    expect(await inSearch(copy.id)).toBe(true);
    const item = (await moderator.request({ method: 'GET', url: `/api/moderation/listings/${copy.id}` })).json().item;
    expect(item.copies).toEqual([]);
    expect(item.log.map((entry: { action: string }) => entry.action)).toEqual(['released-copy', 'held-copy']);
  });

  it('a lister may reuse their own photos, and a different photo is published at once', async () => {
    const lister = await signedUpUser(ctx);
    const photo = await makePhoto();
    await create(lister, [photo]);
    const again = await create(lister, [await cropped(photo, 0.05)], { name: 'The same flat, second listing' });
    expect(again.moderation).toBeUndefined();

    const other = await signedUpUser(ctx);
    const own = await create(other, [await makePhoto()]);
    expect(own.moderation).toBeUndefined();
  });

  it('a description nearly the same as another lister’s is held; a short common one is not', async () => {
    const [owner, copier, neighbour] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx), signedUpUser(ctx)]);
    await create(owner, [await makePhoto()], { description: LONG });
    const copy = await create(copier, [await makePhoto()], {
      description: LONG.replace('fourth', 'third').replace('two cars', 'one car'),
    });
    expect(copy.moderation?.state).toBe('hidden');
    const queue = (await moderator.request({ method: 'GET', url: '/api/moderation/queue' })).json();
    const held = queue.items.find((item: { id: string }) => item.id === copy.id);
    expect(held.copies[0]).toMatchObject({ kind: 'text' });
    expect(held.copies[0].score).toBeGreaterThanOrEqual(0.8);

    // The fixture's short description is shared by many listers' listings in these tests.
    const common = await create(neighbour, [await makePhoto()]);
    expect(common.moderation).toBeUndefined();
  });
});

describe('the queue by risk', () => {
  it('puts the riskiest listers’ items first when asked, each with the counts behind the score', async () => {
    const [copier, owner, settled, reporter] = await Promise.all([
      signedUpUser(ctx),
      signedUpUser(ctx),
      signedUpUser(ctx),
      signedUpUser(ctx),
    ]);
    await ageAccounts(ctx, [settled], 60);
    const photo = await makePhoto();
    await create(owner, [photo]);
    const copy = await create(copier, [await cropped(photo, 0.06)], { name: 'Copied flat, risky lister' });
    const calm = await create(settled, [await makePhoto()], { name: 'Reported flat, settled lister' });
    const reported = await reporter.request({
      method: 'POST',
      url: `/api/listing/${calm.id}/report`,
      payload: { reason: 'wrong-price' },
    });
    expect(reported.statusCode).toBe(200);

    const read = async (sort?: string) =>
      moderationQueueResponseSchema.parse(
        (await moderator.request({ method: 'GET', url: `/api/moderation/queue${sort ? `?sort=${sort}` : ''}` })).json(),
      ).items;
    const byRisk = await read('risk');
    const scores = byRisk.map((item) => item.owner.risk.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const risky = byRisk.findIndex((item) => item.id === copy.id);
    const settledAt = byRisk.findIndex((item) => item.id === calm.id);
    expect(risky).toBeGreaterThanOrEqual(0);
    expect(risky).toBeLessThan(settledAt);
    expect(byRisk[risky]!.owner.risk).toMatchObject({
      copies: 1,
      accountDays: 0,
      emailConfirmed: true,
      agentVerified: false,
      score: 3 + 2,
    });
    expect(byRisk[settledAt]!.owner.risk).toMatchObject({ copies: 0, accountDays: 60, score: 0 });
    // The default order is unchanged: urgent first, then as found.
    expect((await read()).map((item) => item.id).sort()).toEqual(byRisk.map((item) => item.id).sort());
    expect((await moderator.request({ method: 'GET', url: '/api/moderation/queue?sort=riskiest' })).statusCode).toBe(
      400,
    );
  });
});
