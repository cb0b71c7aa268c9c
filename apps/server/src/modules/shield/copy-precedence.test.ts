// Issue 38, part 1: the copy check never hides the original. What was published first (and
// the photo first uploaded) is the original; a held, hidden or removed listing is nobody's
// original; a copy listed first waits for a moderator, its victim can say "these are mine",
// and a moderator's ruling sticks through later edits and new listings.
import { COPY_CLAIM_SENT, COPY_HELD_REASON, COPY_NOT_HELD, moderationQueueResponseSchema } from '@nyumba/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserSeed } from '../../seed/factories.ts';
import { signedUpUser, type Caller } from '../../../test/http.ts';
import { listingBody } from '../../../test/listing-fixtures.ts';
import { create, inSearch as inSearchOf, photoMaker } from '../../../test/shield-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let moderator: Caller;
beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email }, { jobs: true });
  moderator = await signedUpUser(ctx, moderatorSeed);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const makePhoto = photoMaker(38);
const inSearch = (id: string) => inSearchOf(ctx, id);

const DESCRIPTION =
  'Bright three bedroom maisonette in a gated compound with a borehole, solar water heating, a DSQ, a garden for children and parking for three cars, ten minutes from the Junction.';

/** The listing as its owner reads it, and an edit of its price only (every other field as stored). */
async function read(caller: Caller, id: string) {
  return (await caller.request({ method: 'GET', url: `/api/listing/get/${id}` })).json().listing as {
    image_urls: string[];
    moderation?: { state: string; reason: string };
    description: string;
  };
}
async function changePrice(caller: Caller, id: string, price: number) {
  const listing = await read(caller, id);
  const res = await caller.request({
    method: 'POST',
    url: `/api/listing/update/${id}`,
    payload: listingBody(listing.image_urls, { description: listing.description, price }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().listing as { moderation?: { state: string; reason: string } };
}

const mirrored = (photo: Buffer) => sharp(photo).flop().jpeg({ quality: 85 }).toBuffer();

async function queueItem(id: string) {
  const queue = moderationQueueResponseSchema.parse(
    (await moderator.request({ method: 'GET', url: '/api/moderation/queue' })).json(),
  );
  return queue.items.find((item) => item.id === id);
}

describe('which listing is the original', () => {
  it('the original’s own edit never holds it because of a later copy of its photo and words', async () => {
    const [owner, copier] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const photo = await makePhoto();
    const original = await create(owner, [photo], { description: DESCRIPTION });
    const copy = await create(copier, [await mirrored(photo)], { description: DESCRIPTION });
    expect(copy.moderation).toEqual({
      reasonCode: 'shield.copy-held-reason',
      state: 'hidden',
      reason: COPY_HELD_REASON,
    });

    expect((await changePrice(owner, original.id, 61_000)).moderation).toBeUndefined();
    expect(await inSearch(original.id)).toBe(true);
    expect((await anonymousGet(original.id)).statusCode).toBe(200);
    // The copy, edited, is still held: the original is still there, and earlier.
    expect((await changePrice(copier, copy.id, 20_000)).moderation).toEqual({
      reasonCode: 'shield.copy-held-reason',
      state: 'hidden',
      reason: COPY_HELD_REASON,
    });
  });

  it('the words alone: the original’s edit is not held, the later copy is', async () => {
    const [owner, copier] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const words =
      'Bedsitter on the ground floor of a quiet plot near the stage, with its own meter, a shower with hot water, tiled floors, a wardrobe and a caretaker who lives on site.';
    const original = await create(owner, [await makePhoto()], { description: words });
    const copy = await create(copier, [await makePhoto()], { description: words.replace('quiet', 'calm') });
    expect(copy.moderation?.reason).toBe(COPY_HELD_REASON);
    expect((await changePrice(owner, original.id, 58_000)).moderation).toBeUndefined();
    expect(await inSearch(original.id)).toBe(true);
  });

  it('words pasted into an old listing are dated when pasted: it is the copy, and the real lister’s edits stay public', async () => {
    const [schemer, owner] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const old = await create(schemer, [await makePhoto()], { description: 'A short placeholder.' });
    const words =
      'Two bedroom bungalow on a quarter acre in a quiet court, with a borehole, mature avocado trees, a servant quarter and parking for four, five minutes from the tarmac road.';
    const real = await create(owner, [await makePhoto()], { description: words });
    // The schemer pastes the owner's words into the listing they made first.
    const listing = await read(schemer, old.id);
    const pasted = await schemer.request({
      method: 'POST',
      url: `/api/listing/update/${old.id}`,
      payload: listingBody(listing.image_urls, { description: words }),
    });
    expect(pasted.json().listing.moderation?.reason).toBe(COPY_HELD_REASON);
    // The owner fixes a word: light edits keep their words' date, and they stay public.
    const mine = await read(owner, real.id);
    const fixed = await owner.request({
      method: 'POST',
      url: `/api/listing/update/${real.id}`,
      payload: listingBody(mine.image_urls, { description: words.replace('four', '4 cars') }),
    });
    expect(fixed.json().listing.moderation).toBeUndefined();
    expect(await inSearch(real.id)).toBe(true);
  });

  it('a held copy is nobody’s original: a second copier is held against the real one, and the first copy never holds anyone', async () => {
    const [owner, first, second] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx), signedUpUser(ctx)]);
    const photo = await makePhoto();
    const original = await create(owner, [photo]);
    const copyA = await create(first, [await mirrored(photo)]);
    expect(copyA.moderation?.reason).toBe(COPY_HELD_REASON);
    const copyB = await create(second, [photo]);
    expect(copyB.moderation?.reason).toBe(COPY_HELD_REASON);
    const item = await queueItem(copyB.id);
    expect(item?.copies.map((copy) => copy.listing.id)).toEqual([original.id]);
    // The first copy's own edit is held against the original only, never against the second copy.
    expect((await changePrice(first, copyA.id, 7_000)).moderation?.reason).toBe(COPY_HELD_REASON);
    expect((await queueItem(copyA.id))?.copies.map((copy) => copy.listing.id)).toEqual([original.id]);
    expect((await changePrice(owner, original.id, 70_000)).moderation).toBeUndefined();
  });

  it('a copy listed first: the real lister is held, says "these are mine", the moderator rules, and the ruling sticks', async () => {
    const [thief, owner] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const photo = await makePhoto();
    // The thief took the photo from another site and listed it first.
    const stolen = await create(thief, [await mirrored(photo)], { name: 'Maisonette, cheap, view today' });
    expect(stolen.moderation).toBeUndefined();
    const mine = await create(owner, [photo], { name: 'Our maisonette in Kileleshwa' });
    expect(mine.moderation?.reason).toBe(COPY_HELD_REASON);

    // Only its lister may claim it, and only while it is held.
    const stranger = await signedUpUser(ctx);
    const note = { note: 'I took these photos myself in March; the house is ours, title deed available.' };
    expect(
      (await stranger.request({ method: 'POST', url: `/api/listing/${mine.id}/copy-claim`, payload: note })).statusCode,
    ).toBe(403);
    const notHeld = await thief.request({ method: 'POST', url: `/api/listing/${stolen.id}/copy-claim`, payload: note });
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().message).toBe(COPY_NOT_HELD);
    const short = await owner.request({
      method: 'POST',
      url: `/api/listing/${mine.id}/copy-claim`,
      payload: { note: 'mine' },
    });
    expect(short.statusCode).toBe(400);
    const claimed = await owner.request({ method: 'POST', url: `/api/listing/${mine.id}/copy-claim`, payload: note });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message).toBe(COPY_CLAIM_SENT);

    // The moderator sees both with their dates and the claim.
    const item = await queueItem(mine.id);
    expect(item?.claim?.note).toBe(note.note);
    expect(item?.copies[0]?.listing).toMatchObject({ id: stolen.id, createdAt: expect.any(String) });
    expect(new Date(item!.copies[0]!.listing.createdAt) < new Date(item!.createdAt)).toBe(true);
    expect(item?.log.some((entry) => entry.action === 'claimed-original')).toBe(true);

    // A listing with nothing open to rule on is refused; then the ruling.
    const none = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${stolen.id}/copies`,
      payload: { ruling: 'original', reason: 'x' },
    });
    expect(none.statusCode).toBe(409);
    const ruled = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${mine.id}/copies`,
      payload: { ruling: 'original', reason: 'Owner sent the title deed; the other account copied from OLX' },
    });
    expect(ruled.statusCode).toBe(200);
    expect(await inSearch(mine.id)).toBe(true);
    expect(await inSearch(stolen.id)).toBe(false);
    expect((await read(thief, stolen.id)).moderation?.reason).toBe(COPY_HELD_REASON);

    // It sticks: the thief's edit does not free theirs, the owner's edit does not hold theirs,
    // and the thief's new listing of the photo is held.
    expect((await changePrice(thief, stolen.id, 9_000)).moderation?.reason).toBe(COPY_HELD_REASON);
    expect((await changePrice(owner, mine.id, 95_000)).moderation).toBeUndefined();
    const again = await create(thief, [photo], { name: 'Maisonette again' });
    expect(again.moderation?.reason).toBe(COPY_HELD_REASON);
  });

  it('a moderator ruling a held listing the copy keeps it held whatever its lister edits', async () => {
    const [owner, copier] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const photo = await makePhoto();
    const original = await create(owner, [photo]);
    const copy = await create(copier, [photo]);
    const ruled = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${copy.id}/copies`,
      payload: { ruling: 'copy', reason: 'Same photo, different account, no answer' },
    });
    expect(ruled.statusCode).toBe(200);
    expect((await changePrice(copier, copy.id, 12_000)).moderation?.reason).toBe(COPY_HELD_REASON);
    expect((await changePrice(owner, original.id, 80_000)).moderation).toBeUndefined();
  });
});

function anonymousGet(id: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/listing/get/${id}` });
}
