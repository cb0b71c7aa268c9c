// Names that go into other people's notices (SMS, mail, page titles): a listing whose name
// reads like a link, a phone number or code, or a payment instruction waits for a moderator;
// such a username is refused at sign-up and on a change (docs/scam-shield.md).
import {
  moderationQueueResponseSchema,
  NAME_HELD_REASON,
  USERNAME_READS_LIKE_CONTACT,
  type Listing,
} from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { listingBody, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { create, cropped, inSearch as inSearchOf, photoMaker } from '../../../test/shield-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let moderator: Caller;
beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email });
  moderator = await signedUpUser(ctx, moderatorSeed);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const inSearch = (id: string) => inSearchOf(ctx, id);
const HELD = { state: 'hidden', reason: NAME_HELD_REASON, reasonCode: 'shield.name-held-reason' };

async function createNamed(lister: Caller, name: string): Promise<Listing> {
  const res = await lister.request({
    method: 'POST',
    url: '/api/listing/create',
    payload: listingBody([await uploadPhoto(lister)], { name }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().listing as Listing;
}

async function rename(lister: Caller, listing: Listing, name: string, overrides: Record<string, unknown> = {}) {
  const res = await lister.request({
    method: 'POST',
    url: `/api/listing/update/${listing.id}`,
    payload: listingBody(listing.image_urls, { name, ...overrides }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().listing as Listing;
}

const logOf = async (id: string) =>
  (
    (await moderator.request({ method: 'GET', url: `/api/moderation/listings/${id}` })).json().item.log as {
      action: string;
    }[]
  ).map((entry) => entry.action);

describe('a listing whose name reads like a link, a number or a payment', () => {
  it.each([
    'nyumba-pay.co.ke/lipa',
    'ｎｙｕｍｂａ．ｃｏ．ｋｅ',
    '2 bedroom, call 0712 345 678',
    'Bedsitter 0712 34 56 78',
    'Bedsitter, Paybill 552233',
    'Lipa de.posit, keja iko',
    'Sen-d KSH 500 first',
  ])('"%s" waits for a moderator from the start, out of search', async (name) => {
    const lister = await signedUpUser(ctx);
    const listing = await createNamed(lister, name);
    expect(listing.moderation).toEqual(HELD);
    expect(await inSearch(listing.id)).toBe(false);
    expect(await logOf(listing.id)).toEqual(['held-name']);
  });

  it('prices, sizes and places in a name are ordinary: published at once', async () => {
    const lister = await signedUpUser(ctx);
    for (const name of [
      'Bedsitter Ksh 8,000, 2500 sqft',
      '3 bedroom house for sale 12,500,000',
      'Bedsitter 8000 Kasarani',
    ]) {
      const listing = await createNamed(lister, name);
      expect(listing.moderation, name).toBeUndefined();
    }
  });

  it('is shown to the moderators, published again when its lister changes the name, and kept when a moderator restores it', async () => {
    const lister = await signedUpUser(ctx);
    const listing = await createNamed(lister, 'Cheap bedsitter, bit.ly/keja');
    const queue = moderationQueueResponseSchema.parse(
      (await moderator.request({ method: 'GET', url: '/api/moderation/queue' })).json(),
    );
    expect(queue.items.find((item) => item.id === listing.id)).toMatchObject({
      state: 'hidden',
      title: 'Cheap bedsitter, bit.ly/keja',
    });

    // An ordinary name publishes it; a new link in it holds it again.
    const renamed = await rename(lister, listing, 'Cheap bedsitter in Kasarani');
    expect(renamed.moderation).toBeUndefined();
    expect(await inSearch(listing.id)).toBe(true);
    expect((await rename(lister, listing, 'Cheap bedsitter, www keja')).moderation).toEqual(HELD);
    expect(await logOf(listing.id)).toEqual(['held-name', 'released-name', 'held-name']);

    // A moderator who finds the name harmless restores it: edits that keep the name keep it public.
    const restored = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${listing.id}`,
      payload: { action: 'restore', reason: 'A brand name, not a link: checked' },
    });
    expect(restored.statusCode).toBe(200);
    expect((await rename(lister, listing, 'Cheap bedsitter, www keja', { price: 7_500 })).moderation).toBeUndefined();
    expect(await inSearch(listing.id)).toBe(true);
    // A new name is read again.
    expect((await rename(lister, listing, 'Cheap bedsitter, lipa na mpesa')).moderation).toEqual(HELD);
  });

  it('a listing held as a copy whose lister gives it such a name is held for the name, then as a copy again', async () => {
    const makePhoto = photoMaker(77);
    const [owner, copier] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    const photo = await makePhoto();
    await create(owner, [photo]);
    const copy = (await create(copier, [await cropped(photo, 0.08)], { name: 'Copied flat' })) as unknown as Listing;
    expect(copy.moderation?.reasonCode).toBe('shield.copy-held-reason');
    const named = await rename(copier, copy, 'Copied flat, 0712 345 678');
    expect(named.moderation).toEqual(HELD);
    const fixed = await rename(copier, named, 'Copied flat, own words');
    expect(fixed.moderation?.reasonCode).toBe('shield.copy-held-reason');
  });
});

describe('a username that reads like a link, a number or a payment', () => {
  const signUp = (username: string) =>
    anonymous(ctx).request({ method: 'POST', url: '/api/auth/signup', payload: { ...makeUserSeed(), username } });

  it.each([
    'nyumba.co.ke',
    'ｎｙｕｍｂａ．ｃｏ．ｋｅ',
    'bit.ly',
    'www Nyumba',
    '0712 345 678',
    'Agent 4821',
    'Paybill 522522',
    'Lipa deposit',
    'М-Реsа agent',
  ])('"%s" is refused at sign-up, on the username field, with its code', async (username) => {
    const res = await signUp(username);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: USERNAME_READS_LIKE_CONTACT });
    expect(res.json().errorCodes).toEqual({ username: 'account.username-reads-like-contact' });
  });

  it('is refused as a change too; an ordinary name, or the same name again, is not', async () => {
    const member = await signedUpUser(ctx);
    const update = (payload: object) =>
      member.request({ method: 'POST', url: `/api/user/update/${member.user!.id}`, payload });
    const refused = await update({ username: 'Wanjiku 0712345678' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ username: USERNAME_READS_LIKE_CONTACT });
    expect((await update({ username: '', about: 'Rentals in Kasarani' })).statusCode).toBe(200);
    expect((await update({ username: `${member.user!.username} Homes` })).statusCode).toBe(200);
  });
});
