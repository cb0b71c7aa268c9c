// Issue 39: the contact number shown on a new or edited listing is one its lister proved. A
// listing with a number not yet proven is saved (201, "pending") and is published when its
// lister enters the code sent to it; a number the lister proved is shown at once as "Phone
// verified"; listings from before keep their number, marked unproven.
import { LISTING_NUMBER_PROVEN, PHONE_NOT_MOBILE } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { anonymous, establishedUser } from '../../../test/http.ts';
import { listingBody, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { inSearch } from '../../../test/shield-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let at: AfricasTalkingStandIn;
let ctx: TestContext;
let seq = 0;
// In the 0110 range, which the fixtures' established users (0700 to 0799) never hold.
const freshNumber = () => `+254110${String(((process.pid % 1000) * 1000 + seq++) % 1_000_000).padStart(6, '0')}`;

beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  ctx = await createTestApp({ ...at.settings(), LISTING_NUMBER_PROOF: 'true' }, { jobs: true });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await at.close();
});

describe("a listing's number", () => {
  it('an unproven number: saved and waiting, published once its code is entered', async () => {
    const lister = await establishedUser(ctx);
    const phone = freshNumber();
    const res = await lister.request({
      method: 'POST',
      url: '/api/listing/create',
      payload: listingBody([await uploadPhoto(lister)], { phone_number: phone.replace('+254', '0') }),
    });
    expect(res.statusCode).toBe(201);
    const listing = res.json().listing;
    expect(listing.numberProof).toMatchObject({ state: 'pending', sentTo: `+254 ••• ••• ${phone.slice(-3)}` });
    expect(listing.phoneVerifiedAt).toBeNull();
    expect(await inSearch(ctx, listing.id)).toBe(false);
    expect((await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${listing.id}` })).statusCode).toBe(
      404,
    );
    // Its owner still opens it, and sees it waiting.
    const own = await lister.request({ method: 'GET', url: `/api/listing/get/${listing.id}` });
    expect(own.json().listing.numberProof.state).toBe('pending');

    const code = await at.codeFor(phone);
    const stranger = await establishedUser(ctx);
    expect(
      (await stranger.request({ method: 'POST', url: `/api/listing/${listing.id}/phone/verify`, payload: { code } }))
        .statusCode,
    ).toBe(403);
    const proven = await lister.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/phone/verify`,
      payload: { code },
    });
    expect(proven.json()).toEqual({
      code: 'phone.listing-number-proven',
      success: true,
      message: LISTING_NUMBER_PROVEN,
    });
    expect(await inSearch(ctx, listing.id)).toBe(true);
    const shown = (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${listing.id}` })).json()
      .listing;
    expect(shown.phoneVerifiedAt).toEqual(expect.any(String));

    // The next listing with that number is published at once; a changed number waits again.
    const second = await lister.request({
      method: 'POST',
      url: '/api/listing/create',
      payload: listingBody([await uploadPhoto(lister)], { phone_number: phone, name: 'Second flat' }),
    });
    expect(second.json().listing.numberProof).toEqual({ state: 'proven' });
    const other = freshNumber();
    const edited = await lister.request({
      method: 'POST',
      url: `/api/listing/update/${listing.id}`,
      payload: listingBody(shown.image_urls, { phone_number: other }),
    });
    expect(edited.json().listing.numberProof.state).toBe('pending');
    expect(await inSearch(ctx, listing.id)).toBe(false);
  });

  it('a landline cannot take a code, so a listing cannot show one', async () => {
    const lister = await establishedUser(ctx);
    const res = await lister.request({
      method: 'POST',
      url: '/api/listing/create',
      payload: listingBody([await uploadPhoto(lister)], { phone_number: '020 2345678' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.phone_number).toBe(PHONE_NOT_MOBILE);
  });

  it('a listing from before numbers were proven keeps its number, public and marked unproven, until proven', async () => {
    const lister = await establishedUser(ctx);
    const phone = freshNumber();
    const made = await lister.request({
      method: 'POST',
      url: '/api/listing/create',
      payload: listingBody([await uploadPhoto(lister)], { phone_number: phone }),
    });
    const id = made.json().listing.id as string;
    // As the migration leaves a listing from before.
    await ctx.handle.db.update(listings).set({ phoneProof: 'unproven' }).where(eq(listings.id, id));
    expect(await inSearch(ctx, id)).toBe(true);
    const before = at.sent.length;
    const resent = await lister.request({ method: 'POST', url: `/api/listing/${id}/phone/code`, payload: {} });
    expect(resent.statusCode === 200 || resent.statusCode === 429).toBe(true);
    const code = /(\d{6})/.exec((await at.latestTo(phone, /code/, 15_000, before - 1)).message)![1]!;
    await lister.request({ method: 'POST', url: `/api/listing/${id}/phone/verify`, payload: { code } });
    const shown = (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${id}` })).json().listing;
    expect(shown.phoneVerifiedAt).toEqual(expect.any(String));
  });
});
