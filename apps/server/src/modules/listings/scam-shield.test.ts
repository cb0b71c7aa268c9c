// Issue 31: copies of another lister's listing (photos, description) wait for a moderator;
// listings nobody confirms leave search, and the reminder mail's links bring them back.
import {
  COPY_HELD_REASON,
  CONFIRM_LINK_INVALID,
  moderationQueueResponseSchema,
  NEW_LISTER_LIMIT,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '../../db/schema.ts';
import type { MailMessage } from '../../jobs/send-mail.ts';
import { makeDemoTexture, makeScenePhoto, type DemoTexture } from '../../seed/demo-photos.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { seededRandom } from '../../seed/random.ts';
import { ageAccounts, anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { listingBody } from '../../../test/listing-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { keepListingsTrue } from './freshness.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let moderator: Caller;
let texture: DemoTexture;
const random = seededRandom(31);
beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email });
  moderator = await signedUpUser(ctx, moderatorSeed);
  texture = await makeDemoTexture(random, 800, 600);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

/** A photo of its own: no two alike (seed/demo-photos.ts makeScenePhoto). */
const makePhoto = () => makeScenePhoto(random, texture);

async function upload(caller: Caller, data: Buffer): Promise<string> {
  const res = await caller.request({ method: 'POST', url: '/upload', ...multipartBody([{ filename: 'p.jpg', data }]) });
  expect(res.statusCode).toBe(201);
  return (res.json().image_urls as string[])[0]!;
}

async function create(caller: Caller, photos: Buffer[], overrides: Record<string, unknown> = {}) {
  const urls = [];
  for (const photo of photos) urls.push(await upload(caller, photo));
  const res = await caller.request({
    method: 'POST',
    url: '/api/listing/create',
    payload: listingBody(urls, overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json().listing as { id: string; moderation?: { state: string; reason: string }; confirmedAt: string };
}

const inSearch = async (id: string) =>
  (
    (await anonymous(ctx).request({ method: 'GET', url: '/api/listing/search?limit=100' })).json().listings as {
      id: string;
    }[]
  ).some((listing) => listing.id === id);

const cropped = async (photo: Buffer, share: number) => {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const cut = Math.round(width * share);
  return sharp(photo)
    .extract({ left: cut, top: 0, width: width - cut, height })
    .resize({ width: 640 })
    .webp({ quality: 60 })
    .toBuffer();
};

const LONG =
  'Spacious two bedroom apartment on the fourth floor with a lift, borehole water all day, a backup generator, secure parking for two cars and a balcony facing the Ngong hills.';

describe('copies of another lister', () => {
  it('a listing with a re-encoded, cropped copy of another lister’s photo waits for a moderator, beside the original', async () => {
    const [owner, copier] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const photo = await makePhoto();
    const original = await create(owner, [photo]);
    expect(original.moderation).toBeUndefined();

    const copy = await create(copier, [await cropped(photo, 0.08)], { name: 'Cheap 2 bedroom, pay to view' });
    expect(copy.moderation).toEqual({ state: 'hidden', reason: COPY_HELD_REASON });
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
    expect(held.copies[0].score).toBeGreaterThanOrEqual(0.7);

    // The fixture's short description is shared by many listers' listings in these tests.
    const common = await create(neighbour, [await makePhoto()]);
    expect(common.moderation).toBeUndefined();
  });
});

describe('keeping listings true', () => {
  const DAY = 24 * 60 * 60_000;
  const sent: MailMessage[] = [];
  const run = (now: Date) =>
    keepListingsTrue(
      { db: ctx.handle.db, mailer: async (message) => void sent.push(message), publicUrl: 'https://nyumba.test' },
      now,
    );
  const linkFor = (mail: MailMessage, answer: string) => {
    const found = mail.text.match(new RegExp(`https://nyumba\\.test/listings/confirm\\?[^\\s]*answer=${answer}`));
    return new URL(found![0]);
  };
  const answer = (link: URL) =>
    anonymous(ctx).request({ method: 'POST', url: `/api/listing/confirm${link.search}`, payload: {} });

  it('a rental unconfirmed for 23 days gets the mail; after 30 it leaves search; "Yes" brings it back', async () => {
    const lister = await signedUpUser(ctx);
    const listing = await create(lister, [await makePhoto()]);
    const start = new Date(listing.confirmedAt);
    await run(new Date(start.getTime() + 22 * DAY));
    expect(sent.filter((mail) => mail.to === lister.seed!.email)).toHaveLength(0);

    await run(new Date(start.getTime() + 23.5 * DAY));
    const mails = sent.filter((mail) => mail.to === lister.seed!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Is "Bright 2 bedroom apartment in Kilimani" still available?');
    expect(mails[0]!.html).toContain('It is let');
    // Once a period: the next hours send nothing more.
    await run(new Date(start.getTime() + 25 * DAY));
    expect(sent.filter((mail) => mail.to === lister.seed!.email)).toHaveLength(1);
    expect(await inSearch(listing.id)).toBe(true);

    await run(new Date(start.getTime() + 30.5 * DAY));
    expect(await inSearch(listing.id)).toBe(false);
    const page = (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${listing.id}` })).json()
      .listing;
    expect(page.staleAt).not.toBeNull();

    const yes = await answer(linkFor(mails[0]!, 'available'));
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ success: true, availability: 'available' });
    expect(await inSearch(listing.id)).toBe(true);
    const [row] = await ctx.handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.staleAt).toBeNull();
    expect(row!.confirmedAt.getTime()).toBeGreaterThan(start.getTime());
  });

  it('"It is let" marks it let; a made-up or old token changes nothing', async () => {
    const lister = await signedUpUser(ctx);
    const listing = await create(lister, [await makePhoto()], { type: 'rentals' });
    await run(new Date(new Date(listing.confirmedAt).getTime() + 24 * DAY));
    const mail = sent.find((m) => m.to === lister.seed!.email)!;
    const gone = linkFor(mail, 'gone');

    const forged = new URL(gone);
    forged.searchParams.set('token', 'x'.repeat(43));
    const refused = await answer(forged);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(CONFIRM_LINK_INVALID);

    expect((await answer(gone)).json()).toMatchObject({ availability: 'let' });
    expect(await inSearch(listing.id)).toBe(false);
    const bad = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/listing/confirm?listing=nope&token=a&answer=yes',
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a sale has 60 days before it leaves search; setting it available again confirms it', async () => {
    const lister = await signedUpUser(ctx);
    const sale = await create(lister, [await makePhoto()], {
      type: 'for-sale',
      name: 'Three bedroom house for sale in Karen',
    });
    const start = new Date(sale.confirmedAt);
    await run(new Date(start.getTime() + 45 * DAY));
    expect(await inSearch(sale.id)).toBe(true);
    await run(new Date(start.getTime() + 61 * DAY));
    expect(await inSearch(sale.id)).toBe(false);
    // Setting it available again from My listings is a confirmation too.
    await lister.request({
      method: 'POST',
      url: `/api/listing/${sale.id}/availability`,
      payload: { availability: 'paused' },
    });
    await lister.request({
      method: 'POST',
      url: `/api/listing/${sale.id}/availability`,
      payload: { availability: 'available' },
    });
    expect(await inSearch(sale.id)).toBe(true);
  });
});

describe('new listers', () => {
  const attempt = async (caller: Caller) =>
    caller.request({
      method: 'POST',
      url: '/api/listing/create',
      payload: listingBody([await upload(caller, await makePhoto())]),
    });
  const mark = (caller: Caller, id: string, availability: string) =>
    caller.request({ method: 'POST', url: `/api/listing/${id}/availability`, payload: { availability } });

  it('an account under a week old has at most 3 listings in search, counted at once', async () => {
    const fresh = await signedUpUser(ctx);
    // Four at once: the account's row lock makes them take turns, so exactly one is refused.
    const answers = await Promise.all([attempt(fresh), attempt(fresh), attempt(fresh), attempt(fresh)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 403]);
    const refused = answers.find((res) => res.statusCode === 403)!;
    expect(refused.json().message).toBe(NEW_LISTER_LIMIT);

    // Pausing one makes room; making it available again while three are live does not.
    const first = answers.find((res) => res.statusCode === 201)!.json().listing.id as string;
    expect((await mark(fresh, first, 'paused')).statusCode).toBe(200);
    expect((await attempt(fresh)).statusCode).toBe(201);
    const back = await mark(fresh, first, 'available');
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe(NEW_LISTER_LIMIT);
  });

  it('a week-old account, or one with a checked EARB agent number, has no such limit', async () => {
    const [week, agent] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    await ageAccounts(ctx, [week], 8);
    await ctx.handle.db
      .update(users)
      .set({ earbNumber: 'A/31', earbVerifiedAt: new Date() })
      .where(eq(users.id, agent.user!.id));
    for (const caller of [week, agent]) {
      for (let i = 0; i < 4; i += 1) expect((await attempt(caller)).statusCode).toBe(201);
    }
  });
});
