// Issue 32: reviews only real work can earn. A client reviews a provider after a hire both
// confirmed (or the provider marked done), double-blind for 14 days, one per hire and side;
// no self-review; bursts held; a removal recounts the average. The clock is moved by running
// the services at a later "now".
import {
  HIRE_NEEDS_REPLY,
  HIRE_NOTHING_TO_CONFIRM,
  REVIEW_ALREADY,
  REVIEW_HELD,
  REVIEW_HELD_NEW_NUMBER,
  REVIEW_HELD_NO_NUMBER,
  REVIEW_HOLD_HOURS,
  REVIEW_NOT_ALLOWED,
  REVIEW_SELF,
  REVIEW_TEXT_SHORT,
  STARS_ERROR,
  DAY_MS,
  addDays,
  kenyaToday,
} from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, establishedUser, provenNumber, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { publishDueReviews, writeReview } from './review-service.ts';

let ctx: TestContext;
let provider: Caller;
let moderator: Caller;
let plumber: { id: string };
const moderatorSeed = makeUserSeed();
const words = 'Fixed the leaking pipe in an hour and left the kitchen clean.';

beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email });
  provider = await establishedUser(ctx);
  moderator = await establishedUser(ctx, moderatorSeed);
  plumber = await createListingAs(provider, {
    type: 'technicians',
    name: 'Wanjiru Plumbing Services',
    trade: 'plumber',
    priceUnit: 'visit',
    price: '1,500',
    phone_number: '0722 000 111',
  });
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const post = (caller: Caller, url: string, payload: Record<string, unknown>) =>
  caller.request({ method: 'POST', url, payload });
const get = async (caller: Caller, url: string) => (await caller.request({ method: 'GET', url })).json();

/** A client who wrote to the provider, and (unless told not to) got a reply. */
async function clientOf(options: { reply?: boolean; caller?: Caller } = {}) {
  const client = options.caller ?? (await establishedUser(ctx));
  const started = await post(client, '/api/conversations', {
    listingId: plumber.id,
    text: 'Can you fix a leak today?',
  });
  const conversationId = started.json().conversationId as string;
  if (options.reply !== false)
    await post(provider, `/api/conversations/${conversationId}/messages`, {
      text: `Yes ${client.user!.username}, I can come at 2.`,
    });
  return { client, conversationId };
}
const hire = (caller: Caller, conversationId: string, action: string) =>
  post(caller, `/api/conversations/${conversationId}/hire`, { action });
const deals = async (caller: Caller, conversationId: string) =>
  (await get(caller, `/api/conversations/${conversationId}/deals`)).deals;
const review = (caller: Caller, dealId: string, stars = 5, text = words, kind = 'hire') =>
  post(caller, '/api/reviews', { kind, dealId, quality: stars, punctuality: stars, price: stars, text });
const rating = async (listingId: string) => (await get(anonymous(ctx), `/api/listing/get/${listingId}`)).listing.rating;

describe('a hire', () => {
  it('needs the provider to have replied, and the other side to confirm', async () => {
    const { client, conversationId } = await clientOf({ reply: false });
    const early = await hire(client, conversationId, 'propose');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(HIRE_NEEDS_REPLY);
    await post(provider, `/api/conversations/${conversationId}/messages`, { text: 'Hello, yes.' });
    expect((await hire(client, conversationId, 'propose')).statusCode).toBe(200);
    const own = await hire(client, conversationId, 'confirm');
    expect(own.json().message).toBe(HIRE_NOTHING_TO_CONFIRM);
    const [waiting] = await deals(client, conversationId);
    expect(waiting).toMatchObject({ kind: 'hire', status: 'proposed', proposedByMe: true, canReview: false });
    // Not reviewable while only proposed.
    expect((await review(client, waiting.id)).json().message).toBe(REVIEW_NOT_ALLOWED);
    const confirmed = await hire(provider, conversationId, 'confirm');
    expect(confirmed.json().deals[0]).toMatchObject({ status: 'hired', myRole: 'provider', canReview: true });
    // A stranger to the conversation sees nothing of it.
    const stranger = await establishedUser(ctx);
    expect(
      (await stranger.request({ method: 'GET', url: `/api/conversations/${conversationId}/deals` })).statusCode,
    ).toBe(404);
    expect((await review(stranger, waiting.id)).statusCode).toBe(404);
  });
});

describe('double-blind reviews', () => {
  it('stay sealed until both wrote, then publish together; one per side; the provider replies once', async () => {
    const { client, conversationId } = await clientOf();
    await hire(provider, conversationId, 'done');
    const [deal] = await deals(client, conversationId);
    expect(deal.status).toBe('done');

    const bad = await post(client, '/api/reviews', {
      kind: 'hire',
      dealId: deal.id,
      quality: 6,
      punctuality: 0,
      price: 3,
      text: 'Too short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      quality: STARS_ERROR,
      punctuality: STARS_ERROR,
      text: REVIEW_TEXT_SHORT,
    });

    const before = await rating(plumber.id);
    const first = await review(client, deal.id, 4);
    expect(first.statusCode).toBe(201);
    expect(first.json().review.status).toBe('sealed');
    expect((await review(client, deal.id)).json().message).toBe(REVIEW_ALREADY);
    const seen = (await deals(provider, conversationId))[0];
    expect(seen).toMatchObject({ theyWrote: true, theirs: null, canReview: true });
    expect(JSON.stringify(seen)).not.toContain(words);
    expect(await rating(plumber.id)).toEqual(before);

    const second = await post(provider, '/api/reviews', {
      kind: 'hire',
      dealId: deal.id,
      quality: 5,
      punctuality: 5,
      price: 5,
      text: 'Clear about the job, paid as agreed on the day.',
    });
    expect(second.json().review.status).toBe('published');
    const afterBoth = (await deals(client, conversationId))[0];
    expect(afterBoth.mine.status).toBe('published');
    expect(afterBoth.theirs.text).toBe('Clear about the job, paid as agreed on the day.');
    const listed = await get(anonymous(ctx), `/api/listing/${plumber.id}/reviews`);
    expect(listed.reviews.map((r: { text: string }) => r.text)).toContain(words);
    // The provider's review of the client is not a review of the listing.
    expect(listed.reviews.every((r: { role: string }) => r.role === 'client')).toBe(true);

    const id = first.json().review.id;
    expect((await post(client, `/api/reviews/${id}/reply`, { text: 'Me too' })).statusCode).toBe(403);
    expect((await post(provider, `/api/reviews/${id}/reply`, { text: 'Thank you, call me again.' })).statusCode).toBe(
      200,
    );
    expect((await post(provider, `/api/reviews/${id}/reply`, { text: 'Again' })).statusCode).toBe(409);
  });

  it('a sealed review publishes alone once 14 days pass, and the average counts it then', async () => {
    const { client, conversationId } = await clientOf();
    await hire(provider, conversationId, 'done');
    const [deal] = await deals(client, conversationId);
    const now = new Date();
    const written = await writeReview(
      ctx.handle.db,
      client.user!.id,
      {
        kind: 'hire',
        dealId: deal.id,
        quality: 1,
        punctuality: 1,
        price: 1,
        text: 'Never came back to finish the sink.',
      },
      now,
    );
    const before = await rating(plumber.id);
    expect(await publishDueReviews(ctx.handle.db, new Date(now.getTime() + 13 * DAY_MS))).toBe(0);
    expect(await publishDueReviews(ctx.handle.db, new Date(now.getTime() + 14 * DAY_MS + 60_000))).toBe(1);
    const after = await rating(plumber.id);
    expect(after.count).toBe(before.count + 1);
    expect(after.average).toBeLessThan(before.average);
    // Removed by a moderator: the average is what it was.
    const removed = await post(moderator, `/api/moderation/reviews/${written.id}`, {
      action: 'remove',
      reason: 'Test',
    });
    expect(removed.json().review.status).toBe('removed');
    expect(await rating(plumber.id)).toEqual(before);
  });
});

describe('abuse', () => {
  it('refuses a review between accounts that share a mailbox, a phone number or a device', async () => {
    // jane.doe+x@gmail.com and janedoe@gmail.com are one mailbox.
    const seed = makeUserSeed();
    const local = seed.email.split('@')[0]!.replace(/[^a-z0-9]/gi, '');
    const owner = await establishedUser(ctx, { ...seed, email: `${local}@gmail.com` });
    const shop = await createListingAs(owner, {
      type: 'technicians',
      trade: 'painter',
      name: 'Rangi Painters',
      phone_number: '0733 444 555',
    });
    const twin = await establishedUser(ctx, {
      ...makeUserSeed(),
      email: `${local.slice(0, 2)}.${local.slice(2)}+alt@gmail.com`,
    });
    const phoneTwin = await establishedUser(ctx);
    await createListingAs(phoneTwin, { name: 'Room in Umoja', phone_number: '0733444555' });
    // Another account signed in on the owner's phone: the device cookie both sessions carried.
    const deviceSeed = makeUserSeed();
    const deviceTwin = await establishedUser(ctx, deviceSeed);
    const ownerDevice = (
      await anonymous(ctx).request({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: owner.seed!.email, password: owner.seed!.password },
      })
    ).cookies.find((c) => c.name === 'nyumba_device')!.value;
    const sameDevice = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: deviceSeed.email, password: deviceSeed.password },
      headers: { cookie: `nyumba_device=${ownerDevice}` },
    });
    expect(sameDevice.statusCode).toBe(200);
    const stranger = await establishedUser(ctx);
    for (const [client, expected] of [
      [twin, 403],
      [phoneTwin, 403],
      [deviceTwin, 403],
      [stranger, 201],
    ] as const) {
      const started = await post(client, '/api/conversations', { listingId: shop.id, text: 'Paint two rooms?' });

      const conversationId = started.json().conversationId;
      // Each reply its own words: one text to many people is held by the scam shield.
      await post(owner, `/api/conversations/${conversationId}/messages`, { text: `Yes, ${client.user!.username}.` });
      expect((await hire(owner, conversationId, 'done')).statusCode).toBe(200);
      const [deal] = await deals(client, conversationId);
      const res = await review(client, deal.id);
      expect(res.statusCode).toBe(expected);
      if (expected === 403) expect(res.json().message).toBe(REVIEW_SELF);
    }
  });

  it('holds the third review in a day from new accounts for a moderator, who may release it', async () => {
    const shopOwner = await establishedUser(ctx);
    const shop = await createListingAs(shopOwner, {
      type: 'movers',
      trade: 'house-moving',
      name: 'Haraka Movers',
      phone_number: '0711 222 999',
    });
    const statuses: string[] = [];
    let held = '';
    for (let i = 0; i < 3; i += 1) {
      // New accounts, each with a number proven over a week ago: the burst is what holds.
      const client = await signedUpUser(ctx);
      await provenNumber(ctx, client, 8);
      const started = await post(client, '/api/conversations', {
        listingId: shop.id,
        text: 'Move a 1 bedroom on Saturday?',
      });
      const conversationId = started.json().conversationId;
      await post(shopOwner, `/api/conversations/${conversationId}/messages`, {
        text: `Yes ${client.user!.username}, KSH 8,000.`,
      });
      await hire(shopOwner, conversationId, 'done');
      const [deal] = await deals(client, conversationId);
      const res = (await review(client, deal.id)).json();
      statuses.push(res.review.status);
      if (res.review.status === 'held') {
        held = res.review.id;
        expect([res.review.held.reason, res.message]).toEqual(['burst-of-new-accounts', REVIEW_HELD]);
      }
    }
    expect(statuses).toEqual(['sealed', 'sealed', 'held']);
    const queue = (await get(moderator, '/api/moderation/reviews')).reviews;
    const inQueue = queue.find((r: { id: string }) => r.id === held);
    expect(inQueue.history.map((e: { action: string }) => e.action)).toEqual(['held']);
    const released = await post(moderator, `/api/moderation/reviews/${held}`, { action: 'publish' });
    // The provider may still write theirs: released into the blind, not past it.
    expect(released.json().review.status).toBe('sealed');
    const plain = await establishedUser(ctx);
    expect((await plain.request({ method: 'GET', url: '/api/moderation/reviews' })).statusCode).toBe(403);
  });

  it('a client with no proven number, or one proven this week, waits for a moderator; a number both proved refuses', async () => {
    const provider = await establishedUser(ctx);
    const shop = await createListingAs(provider, { type: 'technicians', trade: 'electrician', name: 'Stima Fixers' });
    const writeAs = async (client: Caller) => {
      const started = await post(client, '/api/conversations', { listingId: shop.id, text: 'Rewire a kitchen?' });
      const conversationId = started.json().conversationId;
      await post(provider, `/api/conversations/${conversationId}/messages`, { text: `Sure ${client.user!.username}.` });
      await hire(provider, conversationId, 'done');
      const [deal] = await deals(client, conversationId);
      return review(client, deal.id);
    };
    // Each is told why it waits, and by when a moderator looks at it.
    const heldAnswer = async (client: Caller) => {
      const answer = (await writeAs(client)).json();
      const { status, held, createdAt } = answer.review;
      const hours = (Date.parse(held?.lookBy) - Date.parse(createdAt)) / 3_600_000;
      return { status, reason: held?.reason, hours, message: answer.message };
    };
    const unproven = await signedUpUser(ctx);
    expect(await heldAnswer(unproven)).toEqual({
      status: 'held',
      reason: 'no-proven-number',
      hours: REVIEW_HOLD_HOURS,
      message: REVIEW_HELD_NO_NUMBER,
    });
    const fresh = await signedUpUser(ctx);
    await provenNumber(ctx, fresh, 2);
    expect(await heldAnswer(fresh)).toEqual({
      status: 'held',
      reason: 'number-proven-lately',
      hours: REVIEW_HOLD_HOURS,
      message: REVIEW_HELD_NEW_NUMBER,
    });
    const settled = await establishedUser(ctx);
    expect((await writeAs(settled)).json().review.status).toBe('sealed');
    // A sock puppet whose number was once the provider's own (proven, then let go).
    const puppet = await establishedUser(ctx);
    const [providerPhone] = await queryRows<{ phone: string }>(
      ctx.handle.db,
      sql`SELECT phone FROM phone_numbers WHERE user_id = ${provider.user!.id}`,
    );
    await ctx.handle.db.execute(
      sql`INSERT INTO phone_history (phone, user_id, proven_at) VALUES (${providerPhone!.phone}, ${puppet.user!.id}, now() - interval '90 days')`,
    );
    expect((await writeAs(puppet)).statusCode).toBe(403);
  });
});

describe('a bnb', () => {
  it('is reviewed by its guest once an accepted stay is over, not before', async () => {
    const host = await establishedUser(ctx);
    const bnb = await createListingAs(host, {
      type: 'bnbs',
      name: 'Diani beach cottage',
      price: '6,000',
      maxGuests: 4,
      areaName: 'Diani',
      phone_number: '0799 111 222',
    });
    const guest = await establishedUser(ctx);
    const checkIn = addDays(kenyaToday(), 3);
    const asked = await post(guest, '/api/stays', {
      listingId: bnb.id,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 2,
      message: 'Two of us.',
    });
    const stay = asked.json().stay;
    await post(host, `/api/stays/${stay.id}/answer`, { answer: 'accept' });
    expect((await review(guest, stay.id, 5, words, 'stay')).json().message).toBe(REVIEW_NOT_ALLOWED);
    const later = new Date(Date.now() + 6 * DAY_MS);
    const done = await writeReview(
      ctx.handle.db,
      guest.user!.id,
      {
        kind: 'stay',
        dealId: stay.id,
        quality: 5,
        punctuality: 4,
        price: 5,
        text: 'Clean, quiet and the host met us at the gate.',
      },
      later,
    );
    expect(done.id).toBeTruthy();
  });
});

describe('the provider page and search', () => {
  it('shows trades, jobs done and the rating; sorts by rating with the prior', async () => {
    const page = await get(anonymous(ctx), `/api/lister/${provider.user!.id}`);
    expect(page.provider).toMatchObject({ trades: ['plumber'], responseMinutes: expect.any(Number) });
    expect(page.provider.jobsDone).toBeGreaterThanOrEqual(2);
    expect(page.provider.rating.count).toBeGreaterThanOrEqual(1);
    const found = await get(anonymous(ctx), '/api/listing/search?type=technicians&trade=plumber&sort=rating');
    expect(found.listings[0].id).toBe(plumber.id);
    expect(found.listings[0]).toMatchObject({ trade: 'plumber', priceUnit: 'visit' });
    const wrong = await anonymous(ctx).request({ method: 'GET', url: '/api/listing/search?trade=wizard' });
    expect(wrong.statusCode).toBe(400);
  });

  it("puts the rating, the trade's business type and the priced unit in the page's structured data", async () => {
    const html = (await anonymous(ctx).request({ method: 'GET', url: `/listing/${plumber.id}` })).body;
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    const { rating: summary } = (await get(anonymous(ctx), `/api/listing/get/${plumber.id}`)).listing;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Plumber',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: summary.average,
        reviewCount: summary.count,
        bestRating: 5,
        worstRating: 1,
      },
      makesOffer: {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', serviceType: 'Plumber' },
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 1500, priceCurrency: 'KES', unitCode: 'C62' },
      },
    });
  });
});
