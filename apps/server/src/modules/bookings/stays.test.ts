// Issue 33: a guest asks for a bnb's dates, the nights are held for 24 hours while the host
// decides, an accepted stay keeps them, and two people never hold one night. Mail goes
// through a real SMTP server; the clock is moved by running the services at a later "now".
import {
  STAY_BLOCK_CLASHES,
  STAY_CHECK_OUT_ORDER,
  STAY_DATES_TAKEN,
  STAY_NOT_PENDING,
  STAY_OWN_LISTING,
  STAY_TOO_MANY_GUESTS,
  STAY_TOO_SHORT,
  addDays,
  kenyaToday,
} from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, establishedUser, unconfirmedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { expireStays } from './stay-service.ts';

let ctx: TestContext;
let smtp: TestSmtpServer;
let host: Caller;
let bnb: { id: string };
const today = kenyaToday();
/** Every sign-up here mails a confirmation first: the stay's mail waits its turn in the queue. */
const MAIL_WAIT = 45_000;
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
  host = await establishedUser(ctx);
  bnb = await createListingAs(host, {
    type: 'bnbs',
    name: 'Beach cottage in Nyali',
    areaName: 'Nyali',
    price: 'KSH 6,000',
    maxGuests: 4,
  });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const ask = (guest: Caller, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) =>
  guest.request({
    method: 'POST',
    url: '/api/stays',
    payload: { listingId: bnb.id, checkIn, checkOut, guests: 2, message: 'Hello, we are two.', ...extra },
  });
const calendar = async () =>
  (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/${bnb.id}/stays/calendar` })).json().calendar;
const answer = (caller: Caller, id: string, what: 'accept' | 'decline') =>
  caller.request({ method: 'POST', url: `/api/stays/${id}/answer`, payload: { answer: what } });
const settings = (body: Record<string, unknown>) =>
  host.request({
    method: 'PUT',
    url: `/api/listing/${bnb.id}/stays/settings`,
    payload: {
      minNights: 1,
      maxNights: 30,
      checkInTime: '14:00',
      checkOutTime: '10:00',
      blocked: [],
      importUrl: null,
      ...body,
    },
  });

describe('asking for dates', () => {
  it('holds the nights, writes to the host in the conversation, and mails them', { timeout: 90_000 }, async () => {
    const guest = await establishedUser(ctx);
    const res = await ask(guest, day(10), day(13));
    expect(res.statusCode).toBe(201);
    const { stay } = res.json();
    expect(stay).toMatchObject({
      status: 'pending',
      nights: 3,
      guests: 2,
      nightlyPrice: 6000,
      total: 18000,
      role: 'guest',
      checkInTime: '14:00',
    });
    expect(Date.parse(stay.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await calendar()).taken).toEqual([day(10), day(11), day(12)]);

    const conversation = (
      await guest.request({ method: 'GET', url: `/api/conversations/${stay.conversationId}` })
    ).json();
    expect(conversation.messages.map((message: { text: string }) => message.text)).toEqual(['Hello, we are two.']);
    const mail = await smtp.waitFor(host.seed!.email, /asks to stay at "Beach cottage in Nyali"/, MAIL_WAIT);
    expect(mail.text).toContain('3 nights, 2 guests, KSH 18,000 in all');
    expect(mail.text).toContain(`/messages/${stay.conversationId}`);

    // The host sees it among their stays, and the conversation's stays are that one.
    const hosted = (await host.request({ method: 'GET', url: '/api/stays' })).json().stays;
    expect(hosted[0]).toMatchObject({ id: stay.id, role: 'host', status: 'pending' });
    const inConversation = (
      await host.request({ method: 'GET', url: `/api/stays?conversationId=${stay.conversationId}` })
    ).json().stays;
    expect(inConversation.map((one: { id: string }) => one.id)).toEqual([stay.id]);
    // The answer is built from what the request wrote, not read again: it is the stay as
    // the guest reads it afterwards, field for field (names, times, no payment yet).
    const mine = (await guest.request({ method: 'GET', url: '/api/stays' })).json().stays;
    expect(mine.find((one: { id: string }) => one.id === stay.id)).toEqual(stay);
    expect(stay.otherName).toBe(host.seed!.username);
  });

  it('refuses what the place does not take, with the field that is wrong', async () => {
    const guest = await establishedUser(ctx);
    const own = await ask(host, day(40), day(42));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(STAY_OWN_LISTING);
    const order = await ask(guest, day(42), day(40));
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toMatchObject({ checkOut: STAY_CHECK_OUT_ORDER });
    const crowd = await ask(guest, day(40), day(42), { guests: 9 });
    expect(crowd.statusCode).toBe(400);
    expect(crowd.json().message).toBe(STAY_TOO_MANY_GUESTS);
    const past = await ask(guest, day(-2), day(1));
    expect(past.statusCode).toBe(400);
    const unconfirmed = await unconfirmedUser(ctx);
    expect((await ask(unconfirmed, day(40), day(42))).statusCode).toBe(403);
    const home = await createListingAs(host, { name: 'Two bedroom in Kilimani' });
    const notBnb = await guest.request({
      method: 'POST',
      url: '/api/stays',
      payload: { listingId: home.id, checkIn: day(40), checkOut: day(42), guests: 1, message: 'Hi' },
    });
    expect(notBnb.statusCode).toBe(400);
    // Nothing was held by any of them.
    expect((await calendar()).taken.filter((night: string) => night >= day(40))).toEqual([]);
  });

  it('never gives one night to two guests: one of many at once wins, the rest are told', async () => {
    const guests = await Promise.all(Array.from({ length: 8 }, () => establishedUser(ctx)));
    // Half through a second server (on PostgreSQL its own pool: two servers, one database).
    const second = await ctx.secondApp();
    const answers = await Promise.all(
      guests.map((guest, i) => {
        const payload = { listingId: bnb.id, checkIn: day(20), checkOut: day(23), guests: 2, message: `Guest ${i}` };
        return i % 2 === 0
          ? ask(guest, day(20), day(23), { message: `Guest ${i}` })
          : second.inject({
              method: 'POST',
              url: '/api/stays',
              payload,
              headers: { authorization: `Bearer ${guest.token}` },
            });
      }),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((one) => one.statusCode === 409)) {
      expect(res.json().message).toBe(STAY_DATES_TAKEN);
    }
    // The losers left nothing behind: no stay, no message.
    const losers = guests.filter((_, i) => answers[i]!.statusCode === 409);
    for (const loser of losers) {
      expect((await loser.request({ method: 'GET', url: '/api/stays' })).json().stays).toEqual([]);
      expect((await loser.request({ method: 'GET', url: '/api/conversations' })).json().conversations).toEqual([]);
    }
    // A stay may start on the day another ends.
    expect((await ask(losers[0]!, day(23), day(25))).statusCode).toBe(201);
    expect((await ask(losers[1]!, day(22), day(24))).json().message).toBe(STAY_DATES_TAKEN);
  });
});

describe('the host answers', () => {
  it('accepting keeps the nights and mails the guest the stay as a calendar file', { timeout: 120_000 }, async () => {
    const guest = await establishedUser(ctx);
    const { stay } = (await ask(guest, day(30), day(32))).json();
    expect((await answer(guest, stay.id, 'accept')).statusCode).toBe(404);
    const res = await answer(host, stay.id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json().stay.status).toBe('accepted');
    expect((await answer(host, stay.id, 'decline')).json().message).toBe(STAY_NOT_PENDING);
    const mail = await smtp.waitFor(guest.seed!.email, /is accepted/, MAIL_WAIT);
    expect(mail.text).toContain('never send money before the host has accepted on Nyumba');
    const ics = mail.attachments.find((file) => file.filename === 'stay.ics')!;
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toContain(`UID:stay-${stay.id}@nyumba`);
    // Check-in at 14:00 in Kenya is 11:00 UTC.
    expect(ics.content).toContain(`DTSTART:${day(30).replace(/-/g, '')}T110000Z`);
    expect(ics.content).toContain('SUMMARY:Stay: Beach cottage in Nyali');
    expect((await calendar()).taken).toEqual(expect.arrayContaining([day(30), day(31)]));

    // The guest cancels, with a reason: the nights are free, the host is told with a cancelling event.
    const noReason = await guest.request({ method: 'POST', url: `/api/stays/${stay.id}/cancel`, payload: {} });
    expect(noReason.statusCode).toBe(400);
    const cancel = await guest.request({
      method: 'POST',
      url: `/api/stays/${stay.id}/cancel`,
      payload: { reason: 'Our flight moved' },
    });
    expect(cancel.json().stay.status).toBe('cancelled');
    expect((await calendar()).taken).not.toContain(day(30));
    const told = await smtp.waitFor(host.seed!.email, /was cancelled/, MAIL_WAIT);
    expect(told.text).toContain('Our flight moved');
    expect(told.attachments[0]!.content).toContain('STATUS:CANCELLED');
  });

  it('declining frees the nights; an unanswered request lapses after 24 hours', async () => {
    const first = await establishedUser(ctx);
    const { stay } = (await ask(first, day(100), day(102))).json();
    expect((await answer(host, stay.id, 'decline')).json().stay.status).toBe('declined');
    expect((await calendar()).taken).not.toContain(day(100));

    const second = await establishedUser(ctx);
    const held = (await ask(second, day(100), day(102))).json().stay;
    const deps = { jobs: undefined, log: ctx.app.log, publicUrl: 'https://nyumba.test' };
    // 23 hours on, still held; 25 hours on, lapsed, and the guest is told.
    expect(await expireStays(ctx.handle.db, deps, new Date(Date.now() + 23 * 3600_000))).toEqual([]);
    const mails = await expireStays(ctx.handle.db, deps, new Date(Date.now() + 25 * 3600_000));
    // (Earlier tests' requests, never answered, lapse in the same run.)
    expect(mails.filter((mail) => mail.to === second.seed!.email).map((mail) => mail.subject)).toEqual([
      'Your request for "Beach cottage in Nyali" lapsed',
    ]);
    expect((await calendar()).taken).not.toContain(day(100));
    const after = (await second.request({ method: 'GET', url: '/api/stays' })).json().stays;
    expect(after.find((one: { id: string }) => one.id === held.id).status).toBe('expired');
    expect((await answer(host, held.id, 'accept')).json().message).toBe(STAY_NOT_PENDING);
  });
});

describe("the host's calendar", () => {
  it('blocks nights, takes a shortest stay, and refuses to block over a guest', async () => {
    const saved = await settings({ minNights: 2, blocked: [{ from: day(150), to: day(152) }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().calendar.blocked).toEqual([{ from: day(150), to: day(152) }]);
    expect(saved.json().calendar.exportUrl).toMatch(/\/api\/stays\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const guest = await establishedUser(ctx);
    expect((await ask(guest, day(151), day(154))).json().message).toBe(STAY_DATES_TAKEN);
    expect((await ask(guest, day(160), day(161))).json().message).toBe(STAY_TOO_SHORT);
    const { stay } = (await ask(guest, day(160), day(162))).json();
    const clash = await settings({ minNights: 2, blocked: [{ from: day(161), to: day(161) }] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(STAY_BLOCK_CLASHES);
    // A range ending before it begins, or wholly past, is said beside it and saves nothing.
    const backwards = await settings({ minNights: 3, blocked: [{ from: day(170), to: day(168) }] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ 'blocked.0.to': 'A blocked range must end on or after its first day' });
    const past = await settings({ minNights: 3, blocked: [{ from: '2020-03-01', to: '2020-03-04' }] });
    expect(past.json().errors).toEqual({ 'blocked.0.to': 'Choose a date from today on' });
    // The refused saves changed nothing.
    expect((await calendar()).taken).toEqual(expect.arrayContaining([day(150), day(151), day(152), day(160)]));
    expect((await calendar()).minNights).toBe(2);

    // The feed other sites read: the blocked run and the held stay, check-out day exclusive.
    const feedUrl = new URL(saved.json().calendar.exportUrl);
    const feed = await anonymous(ctx).request({ method: 'GET', url: feedUrl.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${day(150).replace(/-/g, '')}`);
    expect(feed.body).toContain(`DTEND;VALUE=DATE:${day(153).replace(/-/g, '')}`);
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${day(160).replace(/-/g, '')}`);
    const wrong = await anonymous(ctx).request({
      method: 'GET',
      url: '/api/stays/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics',
    });
    expect(wrong.statusCode).toBe(404);
    // Another person cannot read or change the settings.
    const other = await establishedUser(ctx);
    expect((await other.request({ method: 'GET', url: `/api/listing/${bnb.id}/stays/settings` })).statusCode).toBe(403);
    await guest.request({ method: 'POST', url: `/api/stays/${stay.id}/cancel`, payload: { reason: 'Changed plans' } });
    await settings({});
  });
});

describe('searching by dates', () => {
  it('finds the bnbs free for every night and big enough, and says when the dates are half given', async () => {
    const guest = await establishedUser(ctx);
    const { stay } = (await ask(guest, day(200), day(203))).json();
    const search = async (query: string) => {
      const res = await anonymous(ctx).request({ method: 'GET', url: `/api/listing/search?${query}` });
      return res;
    };
    const ids = async (query: string) =>
      (await search(query)).json().listings.map((listing: { _id: string }) => listing._id) as string[];
    expect(await ids(`checkIn=${day(201)}&checkOut=${day(202)}`)).not.toContain(bnb.id);
    expect(await ids(`checkIn=${day(203)}&checkOut=${day(205)}`)).toContain(bnb.id);
    expect(await ids(`checkIn=${day(203)}&checkOut=${day(205)}&guests=4`)).toContain(bnb.id);
    expect(await ids(`checkIn=${day(203)}&checkOut=${day(205)}&guests=5`)).not.toContain(bnb.id);
    // Dates find bnbs only.
    const found = (await search(`checkIn=${day(203)}&checkOut=${day(205)}`)).json();
    expect(Object.keys(found.counts)).toEqual(['bnbs']);
    const half = await search(`checkIn=${day(203)}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toMatchObject({ checkOut: 'Choose both a check-in and a check-out date' });
    // Declined, the nights are searchable again.
    await answer(host, stay.id, 'decline');
    expect(await ids(`checkIn=${day(201)}&checkOut=${day(202)}`)).toContain(bnb.id);
  });
});
