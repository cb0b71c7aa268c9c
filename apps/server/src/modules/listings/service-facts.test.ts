// Issue 32: a service is described as a service: a trade of its own type, the unit its price
// is in, a working week, emergencies, experience and a registration number (claimed until a
// moderator checks it); photos optional. Typed searches find trades in both languages.
import {
  IMAGES_REQUIRED_ERROR,
  LICENCE_NONE,
  LICENCE_TRADE_ERROR,
  TRADE_ERROR,
  WORK_HOURS_ERROR,
} from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { listingBody, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let lister: Caller;
let moderator: Caller;
const moderatorSeed = makeUserSeed();

beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email });
  lister = await establishedUser(ctx);
  moderator = await establishedUser(ctx, moderatorSeed);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const service = (overrides: Record<string, unknown>) =>
  listingBody([], { type: 'technicians', name: 'Otieno Electrical', price: '1,500', ...overrides });
const create = (payload: Record<string, unknown>) =>
  lister.request({ method: 'POST', url: '/api/listing/create', payload });
const search = async (query: string) =>
  (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/search?${query}` })).json();

describe('a service listing', () => {
  it('takes a trade, a unit, a week and a claimed registration, without photos', async () => {
    const res = await create(
      service({
        trade: 'electrician',
        priceUnit: 'hour',
        workDays: ['sat', 'mon', 'tue'],
        workFrom: '8:00',
        workTo: '17.30',
        emergency: true,
        experienceYears: '12',
        licenceNumber: ' epra/t2/1234 ',
      }),
    );
    expect(res.statusCode).toBe(201);
    const listing = res.json().listing;
    expect(listing).toMatchObject({
      trade: 'electrician',
      priceUnit: 'hour',
      workDays: ['mon', 'tue', 'sat'],
      workFrom: '08:00',
      workTo: '17:30',
      emergency: true,
      experienceYears: 12,
      licenceNumber: 'EPRA/T2/1234',
      licenceChecked: false,
      image_urls: [],
      rating: null,
    });
    // The page says it in its unit.
    const page = await anonymous(ctx).request({ method: 'GET', url: `/listing/${listing.id}` });
    expect(page.body).toContain('KSH 1,500 per hour');

    // A moderator checks it; a changed number is only claimed again.
    const checked = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${listing.id}/licence`,
      payload: { checked: true },
    });
    expect(checked.statusCode).toBe(200);
    expect((await search('trade=electrician')).listings[0]).toMatchObject({ id: listing.id, licenceChecked: true });
    const edited = await lister.request({
      method: 'PUT',
      url: `/api/listing/update/${listing.id}`,
      payload: service({ trade: 'electrician', licenceNumber: 'EPRA/T2/9999' }),
    });
    expect(edited.json().listing).toMatchObject({ licenceNumber: 'EPRA/T2/9999', licenceChecked: false });
    const plain = await lister.request({
      method: 'POST',
      url: `/api/moderation/listings/${listing.id}/licence`,
      payload: { checked: true },
    });
    expect(plain.statusCode).toBe(403);
  });

  it('shows a checked licence until the day it is valid until, then not at all (but to its owner)', async () => {
    const { addDays, kenyaToday, LICENCE_EXPIRES_ERROR } = await import('@nyumba/domain');
    const bad = await create(
      service({
        name: 'Kiptoo Wiring',
        trade: 'electrician',
        licenceNumber: 'EPRA/C1/77',
        licenceExpires: '30/06/2027',
      }),
    );
    expect(bad.json().errors).toMatchObject({ licenceExpires: LICENCE_EXPIRES_ERROR });
    const made = await create(
      service({
        name: 'Kiptoo Wiring',
        trade: 'electrician',
        licenceNumber: 'EPRA/C1/77',
        licenceExpires: addDays(kenyaToday(), 1),
      }),
    );
    const id = made.json().listing.id as string;
    await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${id}/licence`,
      payload: { checked: true, note: 'EPRA register: class C1, valid to tomorrow' },
    });
    const read = async (caller: Caller) =>
      (await caller.request({ method: 'GET', url: `/api/listing/get/${id}` })).json().listing;
    expect(await read(anonymous(ctx))).toMatchObject({ licenceNumber: 'EPRA/C1/77', licenceChecked: true });
    // A day later than the certificate's last: gone from the page, the owner still sees it to renew.
    const { sql } = await import('drizzle-orm');
    await ctx.handle.db.execute(
      sql`UPDATE listings SET licence_expires = ${addDays(kenyaToday(), -1)} WHERE id = ${id}`,
    );
    expect(await read(anonymous(ctx))).toMatchObject({ licenceNumber: null, licenceChecked: false });
    expect(await read(lister)).toMatchObject({ licenceNumber: 'EPRA/C1/77', licenceChecked: false });
    // The renewed certificate is claimed until a moderator checks it again.
    const renewed = await lister.request({
      method: 'PUT',
      url: `/api/listing/update/${id}`,
      payload: service({
        name: 'Kiptoo Wiring',
        trade: 'electrician',
        licenceNumber: 'EPRA/C1/77',
        licenceExpires: addDays(kenyaToday(), 365),
      }),
    });
    expect(renewed.json().listing).toMatchObject({ licenceNumber: 'EPRA/C1/77', licenceChecked: false });
  });

  it('refuses a trade of another type, a registration for a trade without a body, and hours backwards', async () => {
    const res = await create(
      service({ trade: 'house-moving', licenceNumber: 'X1', workFrom: '17:00', workTo: '08:00' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ trade: TRADE_ERROR, workTo: WORK_HOURS_ERROR });
    const plumber = await create(service({ trade: 'plumber', licenceNumber: 'ABC123' }));
    expect(plumber.json().errors).toMatchObject({ licenceNumber: LICENCE_TRADE_ERROR });
    const lone = await create(service({ trade: 'plumber', workFrom: '08:00' }));
    expect(lone.json().errors).toMatchObject({ workTo: WORK_HOURS_ERROR });
    // A home still needs its photo.
    const home = await create(listingBody([]));
    expect(home.json().errors).toMatchObject({ image_urls: IMAGES_REQUIRED_ERROR });
    // Nothing was stored by any of these.
    expect((await search('searchTerm=Otieno')).total).toBe(1);
  });

  it('a moderator cannot check a number a listing does not have', async () => {
    const photo = await uploadPhoto(lister);
    const home = (await create(listingBody([photo], { phone_number: '0711 000 222' }))).json().listing;
    const res = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${home.id}/licence`,
      payload: { checked: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LICENCE_NONE);
  });
});

describe('finding a trade', () => {
  it('matches the trade chosen, and an older listing whose words name it', async () => {
    const chosen = (await create(service({ name: 'Wanjiku Fundi', trade: 'plumber' }))).json().listing;
    const older = (await create(service({ name: 'Kamau plumbing works', trade: null }))).json().listing;
    const other = (await create(service({ name: 'Mwangi painters', trade: 'painter' }))).json().listing;
    const found = (await search('trade=plumber')).listings.map((l: { id: string }) => l.id);
    expect(found).toEqual(expect.arrayContaining([chosen.id, older.id]));
    expect(found).not.toContain(other.id);
    // Typed in Swahili, the same search (the web reads "fundi wa mabomba" as trade=plumber).
    const { understandSearch } = await import('@nyumba/domain');
    expect(understandSearch('fundi wa mabomba')).toMatchObject({ type: 'technicians', trade: 'plumber' });
  });
});

describe('comparing providers', () => {
  it('finds those open now in Kenya, and those who take emergency call-outs', async () => {
    const kenyan = new Date(Date.now() + 3 * 3_600_000);
    const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    const today = days[kenyan.getUTCDay()]!;
    const tomorrow = days[(kenyan.getUTCDay() + 1) % 7]!;
    const allDay = (
      await create(service({ name: 'Always on electrics', trade: 'electrician', workDays: [today], emergency: true }))
    ).json().listing;
    const tomorrowOnly = (
      await create(
        service({
          name: 'Tomorrow electrics',
          trade: 'electrician',
          workDays: [tomorrow],
          workFrom: '00:00',
          workTo: '23:59',
        }),
      )
    ).json().listing;
    // Today, but hours that ended a minute ago (or, just after midnight, begin later today).
    const past = new Date(kenyan.getTime() - 60_000).toISOString().slice(11, 16);
    const closed = (
      await create(
        service({
          name: 'Closed electrics',
          trade: 'electrician',
          workDays: [today],
          ...(past < '00:05' ? { workFrom: '23:58', workTo: '23:59' } : { workFrom: '00:00', workTo: past }),
        }),
      )
    ).json().listing;
    const open = (await search('type=technicians&openNow=true')).listings.map((l: { id: string }) => l.id);
    expect(open).toContain(allDay.id);
    expect(open).not.toContain(tomorrowOnly.id);
    expect(open).not.toContain(closed.id);
    // Each provider's card carries their usual reply time (null under three conversations).
    const openAnswer = await search('type=technicians&openNow=true');
    expect(openAnswer.listings.find((l: { id: string }) => l.id === allDay.id)).toMatchObject({ replyMinutes: null });
    const emergency = (await search('type=technicians&emergency=true')).listings.map((l: { id: string }) => l.id);
    expect(emergency).toContain(allDay.id);
    expect(emergency).not.toContain(tomorrowOnly.id);
    const wrong = await anonymous(ctx).request({ method: 'GET', url: '/api/listing/search?openNow=maybe' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ openNow: 'openNow must be true or false' });
  });
});
