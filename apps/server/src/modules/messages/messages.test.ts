import {
  BLOCKED_CONVERSATION,
  LISTING_CLOSED_TO_MESSAGES,
  MESSAGE_HELD,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  NEW_ACCOUNT_LIMIT,
  OWN_LISTING_MESSAGE,
  SCAM_NOTICE,
} from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAccounts, signedUpUser, unconfirmedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { makeUserSeed } from '../../seed/factories.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let moderator: Caller;
let lister: Caller;
let seeker: Caller;
let listing: { id: string };

beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email });
  moderator = await signedUpUser(ctx, moderatorSeed);
  lister = await signedUpUser(ctx);
  seeker = await signedUpUser(ctx);
  // Old enough that the new-account limit is not what these tests meet.
  await ageAccounts(ctx, [lister, seeker], 30);
  listing = await createListingAs(lister, { phone_number: '0712 345 678' });
});
afterAll(async () => {
  await ctx.close();
});

const start = (caller: Caller, listingId: string, text: string, clientId?: string) =>
  caller.request({
    method: 'POST',
    url: '/api/conversations',
    payload: { listingId, text, ...(clientId ? { clientId } : {}) },
  });
const send = (caller: Caller, id: string, text: string, clientId?: string) =>
  caller.request({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    payload: { text, ...(clientId ? { clientId } : {}) },
  });
const get = (caller: Caller, url: string) => caller.request({ method: 'GET', url });

describe('a conversation about a listing', () => {
  it('starts with "Send a message", reaches the lister, and shows the number once the lister replies', async () => {
    // A new listing keeps its number for replies: the public answer has none.
    const publicView = (await ctx.app.inject({ method: 'GET', url: `/api/listing/get/${listing.id}` })).json();
    expect(publicView.listing).toMatchObject({ phone_number: null, phoneVisibility: 'after-reply' });
    expect((await get(seeker, `/api/messages/listing/${listing.id}`)).json()).toEqual({
      success: true,
      conversationId: null,
      phone: null,
    });

    const first = await start(seeker, listing.id, '  Hello, is it still available?\r\nCan I view on Saturday?  ');
    expect(first.statusCode).toBe(201);
    const id = first.json().conversationId as string;
    expect(first.json().message).toMatchObject({
      fromMe: true,
      text: 'Hello, is it still available?\nCan I view on Saturday?',
      status: 'sent',
      seen: false,
    });

    // The lister's inbox has it, unread, with the listing and who wrote.
    const listerInbox = (await get(lister, '/api/conversations')).json();
    expect(listerInbox.unread).toBe(1);
    expect(listerInbox.conversations).toMatchObject([
      {
        id,
        role: 'lister',
        listing: { id: listing.id },
        other: { id: seeker.user!.id, name: seeker.user!.username, emailVerified: true },
        unread: 1,
        lastMessage: { fromMe: false },
      },
    ]);
    // A second message by the seeker joins the same conversation (200, not a new one).
    const again = await start(seeker, listing.id, 'Also, is parking included?');
    expect(again.statusCode).toBe(200);
    expect(again.json().conversationId).toBe(id);

    const before = (await get(seeker, `/api/conversations/${id}`)).json();
    expect(before.conversation.phone).toBeNull();
    const reply = await send(lister, id, 'Yes, come on Saturday at 10.');
    expect(reply.statusCode).toBe(201);
    const after = (await get(seeker, `/api/conversations/${id}`)).json();
    expect(after.conversation.phone).toBe('+254712345678');
    expect(after.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hello, is it still available?\nCan I view on Saturday?',
      'Also, is parking included?',
      'Yes, come on Saturday at 10.',
    ]);
    // The listing page as the seeker sees it now carries the number too; the public's still does not.
    expect((await get(seeker, `/api/listing/get/${listing.id}`)).json().listing.phone_number).toBe('+254712345678');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/listing/get/${listing.id}` })).json().listing.phone_number,
    ).toBeNull();
    expect((await get(seeker, `/api/messages/listing/${listing.id}`)).json()).toMatchObject({
      conversationId: id,
      phone: '+254712345678',
    });
  });

  it('counts unread, marks read and shows the sender "seen"', async () => {
    const id = (await start(seeker, listing.id, 'Read marks?')).json().conversationId as string;
    const lastId = (await get(lister, `/api/conversations/${id}`)).json().messages.at(-1).id as string;
    expect((await get(lister, '/api/messages/unread')).json().unread).toBeGreaterThan(0);
    const read = await lister.request({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      payload: { upTo: lastId },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().unread).toBe(0);
    const mine = (await get(seeker, `/api/conversations/${id}`)).json().messages;
    expect(mine.filter((m: { fromMe: boolean }) => m.fromMe).every((m: { seen: boolean }) => m.seen)).toBe(true);
    // Reading past the end, or backwards, is harmless.
    for (const upTo of ['9999999999', '1']) {
      const res = await lister.request({ method: 'POST', url: `/api/conversations/${id}/read`, payload: { upTo } });
      expect(res.json().unread).toBe(0);
    }
  });

  it('stores a message sent twice with the same clientId once', async () => {
    const id = (await start(seeker, listing.id, 'Idempotent?')).json().conversationId as string;
    const clientId = crypto.randomUUID();
    const one = await send(seeker, id, 'Sent on a bad signal', clientId);
    const two = await send(seeker, id, 'Sent on a bad signal', clientId);
    expect([one.statusCode, two.statusCode]).toEqual([201, 200]);
    expect(two.json().message.id).toBe(one.json().message.id);
    const texts = (await get(seeker, `/api/conversations/${id}`)).json().messages.map((m: { text: string }) => m.text);
    expect(texts.filter((t: string) => t === 'Sent on a bad signal')).toHaveLength(1);
  });

  it('answers a conversation in the order its messages were taken, across 99 → 100 and 999 → 1000', async () => {
    // Once ordered by the id's text, message 100 came before message 99 (issue 41).
    for (const next of [97, 997]) {
      await ctx.handle.db.execute(sql`SELECT setval('messages_id_seq', ${next})`);
      const id = (await start(seeker, listing.id, `Order check ${next}`)).json().conversationId as string;
      for (const n of [1, 2, 3, 4]) expect((await send(lister, id, `Reply ${next}-${n}`)).statusCode).toBe(201);
      const shown = (await get(seeker, `/api/conversations/${id}`)).json().messages as { id: string; text: string }[];
      const ids = shown.map((m) => Number(m.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids.some((n) => n < 10 ** String(next).length) && ids.some((n) => n >= 10 ** String(next).length)).toBe(
        true,
      );
      expect(shown.at(-1)!.text).toBe(`Reply ${next}-4`);
    }
  });

  it('warns the person asked for money before a viewing, not the asker', async () => {
    const id = (await start(seeker, listing.id, 'Hi')).json().conversationId as string;
    await send(lister, id, 'Send the viewing fee of 500 to 0712 000 111 first.');
    const seen = (await get(seeker, `/api/conversations/${id}`)).json().messages.at(-1);
    expect(seen).toMatchObject({ warning: true, fromMe: false });
    const own = (await get(lister, `/api/conversations/${id}`)).json().messages.at(-1);
    expect(own.warning).toBe(false);
    expect(SCAM_NOTICE).toContain('Never pay before you have seen the house');
  });
});

describe('who may write', () => {
  it('refuses empty, too long and unconfirmed senders, one’s own listing, and let listings', async () => {
    expect((await start(seeker, listing.id, '   ')).json().errors.text).toBe(MESSAGE_REQUIRED);
    expect((await start(seeker, listing.id, 'x'.repeat(2_001))).json().errors.text).toBe(MESSAGE_TOO_LONG);
    const stranger = await unconfirmedUser(ctx);
    expect((await start(stranger, listing.id, 'Hello')).statusCode).toBe(403);
    const own = await start(lister, listing.id, 'Talking to myself');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_LISTING_MESSAGE);
    const let_ = await createListingAs(lister);
    await lister.request({
      method: 'POST',
      url: `/api/listing/${let_.id}/availability`,
      payload: { availability: 'let' },
    });
    const late = await start(seeker, let_.id, 'Still there?');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(LISTING_CLOSED_TO_MESSAGES);
    expect((await start(seeker, crypto.randomUUID(), 'Hello')).statusCode).toBe(404);
  });

  it('lets nobody but the two people read or write a conversation', async () => {
    const id = (await start(seeker, listing.id, 'Private')).json().conversationId as string;
    const other = await signedUpUser(ctx);
    for (const res of [
      await get(other, `/api/conversations/${id}`),
      await get(other, `/api/conversations/${id}/messages`),
      await send(other, id, 'Let me in'),
      await other.request({ method: 'POST', url: `/api/conversations/${id}/read`, payload: { upTo: '1' } }),
      await other.request({ method: 'POST', url: `/api/conversations/${id}/archive`, payload: { archived: true } }),
      await other.request({ method: 'POST', url: `/api/conversations/${id}/block`, payload: { blocked: true } }),
      await other.request({ method: 'POST', url: `/api/conversations/${id}/report`, payload: { reason: 'scam' } }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await get(other, '/api/conversations')).json().conversations).toEqual([]);
  });

  it('blocks both ways, and unblocking lets them talk again', async () => {
    const other = await signedUpUser(ctx);
    await ageAccounts(ctx, [other], 30);
    const id = (await start(other, listing.id, 'Hello from a pest')).json().conversationId as string;
    const blocked = await lister.request({
      method: 'POST',
      url: `/api/conversations/${id}/block`,
      payload: { blocked: true },
    });
    expect(blocked.json().conversation.blocked).toBe('by-me');
    expect((await get(other, `/api/conversations/${id}`)).json().conversation.blocked).toBe('by-them');
    for (const res of [await send(other, id, 'Again'), await send(lister, id, 'No')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(BLOCKED_CONVERSATION);
    }
    await lister.request({ method: 'POST', url: `/api/conversations/${id}/block`, payload: { blocked: false } });
    expect((await send(other, id, 'Sorry')).statusCode).toBe(201);
  });

  it('lets a new account open five conversations a day', async () => {
    const fresh = await signedUpUser(ctx);
    const listings = await Promise.all(Array.from({ length: 6 }, () => createListingAs(lister)));
    for (const one of listings.slice(0, 5))
      expect((await start(fresh, one.id, `About ${one.id}`)).statusCode).toBe(201);
    const sixth = await start(fresh, listings[5]!.id, 'One more');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(NEW_ACCOUNT_LIMIT);
    // Writing on in the conversations already open is fine.
    const id = (await get(fresh, '/api/conversations')).json().conversations[0].id as string;
    expect((await send(fresh, id, 'And another thing')).statusCode).toBe(201);
  });

  it('holds the same text sent to a fourth lister for a moderator; a release delivers it', async () => {
    const spammer = await signedUpUser(ctx);
    await ageAccounts(ctx, [spammer], 30);
    const listers = await Promise.all(Array.from({ length: 4 }, () => signedUpUser(ctx)));
    const theirs = await Promise.all(listers.map((one) => createListingAs(one)));
    const text = 'Great offer!! Pay the booking fee to my paybill 123456 now';
    for (const one of theirs.slice(0, 3)) expect((await start(spammer, one.id, text)).json().notice).toBeUndefined();
    const fourth = await start(spammer, theirs[3]!.id, `${text.toUpperCase()} `);
    expect(fourth.statusCode).toBe(201);
    expect(fourth.json()).toMatchObject({ notice: MESSAGE_HELD, message: { status: 'held' } });
    // The fourth lister sees nothing yet; the sender sees it waiting.
    expect((await get(listers[3]!, '/api/conversations')).json().conversations).toEqual([]);
    const queue = (await get(moderator, '/api/moderation/conversations')).json();
    const held = queue.held.find((h: { conversationId: string }) => h.conversationId === fourth.json().conversationId);
    expect(held).toMatchObject({ sender: { id: spammer.user!.id }, warning: true });
    expect(held.sender.warnings).toBeGreaterThanOrEqual(4);
    const release = await moderator.request({
      method: 'POST',
      url: `/api/moderation/messages/${held.id}`,
      payload: { action: 'release' },
    });
    expect(release.statusCode).toBe(200);
    expect((await get(listers[3]!, '/api/conversations')).json().conversations).toHaveLength(1);
  });
});

describe('archive, report and mails setting', () => {
  it('archives per person; a new message brings it back', async () => {
    const id = (await start(seeker, listing.id, 'Archive me')).json().conversationId as string;
    await lister.request({ method: 'POST', url: `/api/conversations/${id}/archive`, payload: { archived: true } });
    const ids = async (query = '') =>
      (await get(lister, `/api/conversations${query}`)).json().conversations.map((c: { id: string }) => c.id);
    expect(await ids()).not.toContain(id);
    expect(await ids('?archived=true')).toContain(id);
    await send(seeker, id, 'Hello again');
    expect(await ids()).toContain(id);
  });

  it("groups a lister's enquiries by listing", async () => {
    const busy = await signedUpUser(ctx);
    const [flat, house] = [
      await createListingAs(busy, { name: 'Flat A' }),
      await createListingAs(busy, { name: 'House B' }),
    ];
    await start(seeker, flat.id, 'About the flat');
    await start(seeker, house.id, 'About the house');
    const other = await signedUpUser(ctx);
    await start(other, house.id, 'Me too, the house');
    const inbox = (await get(busy, '/api/conversations')).json();
    expect(inbox.listings).toEqual([
      { id: house.id, name: 'House B', conversations: 2 },
      { id: flat.id, name: 'Flat A', conversations: 1 },
    ]);
    const onlyHouse = (await get(busy, `/api/conversations?listingId=${house.id}`)).json().conversations;
    expect(onlyHouse.map((c: { listing: { id: string } }) => c.listing.id)).toEqual([house.id, house.id]);
    expect((await get(busy, '/api/conversations?listingId=nonsense')).statusCode).toBe(400);
  });

  it('reports a conversation once, with its messages', async () => {
    const id = (await start(seeker, listing.id, 'Report test')).json().conversationId as string;
    const first = await seeker.request({
      method: 'POST',
      url: `/api/conversations/${id}/report`,
      payload: { reason: 'scam', note: 'Asked for a fee' },
    });
    expect(first.statusCode).toBe(201);
    const second = await seeker.request({
      method: 'POST',
      url: `/api/conversations/${id}/report`,
      payload: { reason: 'scam' },
    });
    expect(second.json().recorded).toBe(false);
    const bad = await seeker.request({
      method: 'POST',
      url: `/api/conversations/${id}/report`,
      payload: { reason: 'nonsense' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('turns the unread-message mails off and on', async () => {
    expect((await get(seeker, '/api/messages/mails')).json().enabled).toBe(true);
    const off = await seeker.request({ method: 'PUT', url: '/api/messages/mails', payload: { enabled: false } });
    expect(off.json()).toMatchObject({ enabled: false });
    expect((await get(seeker, '/api/messages/mails')).json().enabled).toBe(false);
    expect(
      (await seeker.request({ method: 'PUT', url: '/api/messages/mails', payload: { enabled: 'no' } })).statusCode,
    ).toBe(400);
    await seeker.request({ method: 'PUT', url: '/api/messages/mails', payload: { enabled: true } });
  });
});
