// Issue 38, part 3: a bnb's nights cannot be hoarded. One waiting request per guest and bnb,
// at most three waiting, a guest with no completed stay holds at most 14 waiting nights in
// all, and a guest who let two requests lapse (or withdrew them) in a week may hold one
// request of up to 7 nights at a time. Requests at once are counted under the guest's lock.
import {
  PHONE_NEEDED_TO_HOLD_MORE,
  STAY_NEW_GUEST_FULL,
  STAY_ONE_PER_BNB,
  STAY_PENDING_FULL,
  STAY_SLOWED,
  addDays,
  kenyaToday,
  type StayRequestBody,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { ageAccounts, establishedUser, provenNumber, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { answerStay, expireStays, requestStay } from './stay-service.ts';

let ctx: TestContext;
let host: Caller;
const bnbs: string[] = [];
const today = kenyaToday();
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  ctx = await createTestApp();
  host = await establishedUser(ctx);
  for (const area of ['Nyali', 'Diani', 'Bamburi', 'Shanzu', 'Mtwapa']) {
    const bnb = await createListingAs(host, { type: 'bnbs', name: `Cottage in ${area}`, areaName: area, maxGuests: 4 });
    bnbs.push(bnb.id);
    await host.request({
      method: 'PUT',
      url: `/api/listing/${bnb.id}/stays/settings`,
      payload: {
        minNights: 1,
        maxNights: 90,
        checkInTime: '14:00',
        checkOutTime: '10:00',
        blocked: [],
        importUrl: null,
      },
    });
  }
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const ask = (guest: Caller, bnb: string, from: number, to: number) =>
  guest.request({
    method: 'POST',
    url: '/api/stays',
    payload: { listingId: bnb, checkIn: day(from), checkOut: day(to), guests: 2, message: 'Hello, we are two.' },
  });
const deps = () => ({ jobs: undefined, log: ctx.app.log, publicUrl: 'https://nyumba.test' });
const row = async (caller: Caller) =>
  (await ctx.handle.db.select().from(users).where(eq(users.id, caller.user!.id)))[0]!;

describe('holding a bnb’s nights', () => {
  it('one waiting request per bnb, even two at once; another bnb is fine', async () => {
    const guest = await establishedUser(ctx);
    const both = await Promise.all([ask(guest, bnbs[0]!, 20, 22), ask(guest, bnbs[0]!, 40, 42)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((res) => res.statusCode === 409)!.json().message).toBe(STAY_ONE_PER_BNB);
    expect((await ask(guest, bnbs[1]!, 20, 22)).statusCode).toBe(201);
  });

  it('a guest with no stay yet holds at most 14 waiting nights in all', async () => {
    const guest = await establishedUser(ctx);
    expect((await ask(guest, bnbs[0]!, 100, 110)).statusCode).toBe(201);
    const over = await ask(guest, bnbs[1]!, 100, 105);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(STAY_NEW_GUEST_FULL);
    expect((await ask(guest, bnbs[1]!, 100, 104)).statusCode).toBe(201);
    // A month in one request is refused outright for a newcomer.
    const month = await establishedUser(ctx);
    expect((await ask(month, bnbs[2]!, 150, 180)).json().message).toBe(STAY_NEW_GUEST_FULL);
  });

  it('after a completed stay the guest may hold three requests of up to the bnb’s longest stay, and no fourth', async () => {
    const guest = await establishedUser(ctx);
    // A stay asked for and accepted 40 days ago, over by now.
    const then = new Date(Date.now() - 40 * 86_400_000);
    const body: StayRequestBody = {
      listingId: bnbs[4]!,
      checkIn: addDays(kenyaToday(then), 2),
      checkOut: addDays(kenyaToday(then), 5),
      guests: 2,
      message: 'Booked before',
    };
    const past = await requestStay(ctx.handle.db, deps(), await row(guest), body, then);
    await answerStay(ctx.handle.db, deps(), await row(host), past.id, { answer: 'accept' }, then);
    for (const [i, bnb] of bnbs.slice(0, 3).entries())
      expect((await ask(guest, bnb, 200 + i * 31, 230 + i * 31)).statusCode).toBe(201);
    const fourth = await ask(guest, bnbs[3]!, 300, 302);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(STAY_PENDING_FULL);
  });

  it('two lapsed or withdrawn requests in a week slow a guest to one request of up to 7 nights', async () => {
    const guest = await establishedUser(ctx);
    const lapsing = (await ask(guest, bnbs[2]!, 50, 52)).json().stay.id as string;
    const withdrawn = (await ask(guest, bnbs[3]!, 50, 52)).json().stay.id as string;
    await guest.request({
      method: 'POST',
      url: `/api/stays/${withdrawn}/cancel`,
      payload: { reason: 'Changed plans' },
    });
    // The host never answers the first: 25 hours on, it lapses.
    await expireStays(ctx.handle.db, deps(), new Date(Date.now() + 25 * 3_600_000));
    const mine = (await guest.request({ method: 'GET', url: '/api/stays' })).json().stays as {
      id: string;
      status: string;
    }[];
    expect(mine.find((stay) => stay.id === lapsing)?.status).toBe('expired');

    const long = await ask(guest, bnbs[2]!, 60, 68);
    expect(long.statusCode).toBe(429);
    expect(long.json().message).toBe(STAY_SLOWED);
    expect((await ask(guest, bnbs[2]!, 60, 67)).statusCode).toBe(201);
    expect((await ask(guest, bnbs[3]!, 60, 61)).json().message).toBe(STAY_SLOWED);
  });

  it('beyond one waiting request, holding nights needs a proven number', async () => {
    const guest = await signedUpUser(ctx);
    await ageAccounts(ctx, [guest], 30);
    expect((await ask(guest, bnbs[0]!, 250, 252)).statusCode).toBe(201);
    const second = await ask(guest, bnbs[1]!, 250, 252);
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(PHONE_NEEDED_TO_HOLD_MORE);
    await provenNumber(ctx, guest);
    expect((await ask(guest, bnbs[1]!, 250, 252)).statusCode).toBe(201);
  });
});
