// Issue 33: another site's calendar blocks its busy nights here (read hourly), Nyumba's own
// calendar is a feed, and a host's link can never make the server fetch a private address.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STAY_IMPORT_FAILED, addDays, kenyaToday } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { busyNights, nightsFeed } from './ical.ts';
import { fetchCalendar, importCalendars, isPrivateAddress } from './ical-import.ts';

const today = kenyaToday();
const day = (offset: number) => addDays(today, offset);
const compact = (date: string) => date.replace(/-/g, '');

describe('reading a calendar', () => {
  const feed = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events}END:VCALENDAR\r\n`;
  it('takes each event from its start up to its end, dates or date-times, skipping free and cancelled ones', () => {
    const text = feed(
      [
        `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${compact(day(3))}\r\nDTEND;VALUE=DATE:${compact(day(5))}\r\nSUMMARY:Airbnb (Not available)\r\nEND:VEVENT\r\n`,
        // 21:30 UTC is 00:30 the next day in Kenya.
        `BEGIN:VEVENT\r\nDTSTART:${compact(day(9))}T213000Z\r\nDTEND:${compact(day(10))}T213000Z\r\nEND:VEVENT\r\n`,
        `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${compact(day(20))}\r\nEND:VEVENT\r\n`,
        `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${compact(day(30))}\r\nDTEND;VALUE=DATE:${compact(day(32))}\r\nTRANSP:TRANSPARENT\r\nEND:VEVENT\r\n`,
        `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${compact(day(40))}\r\nDTEND;VALUE=DATE:${compact(day(42))}\r\nSTATUS:CANCELLED\r\nEND:VEVENT\r\n`,
        `BEGIN:VEVENT\r\nDTSTART:garbage\r\nEND:VEVENT\r\n`,
        // Before today and after the horizon: cut.
        `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${compact(day(-3))}\r\nDTEND;VALUE=DATE:${compact(day(1))}\r\nEND:VEVENT\r\n`,
      ].join(''),
    );
    expect(busyNights(text, today, day(100))).toEqual([day(0), day(3), day(4), day(10), day(20)]);
  });

  it('writes a feed another calendar reads back to the same nights', () => {
    const written = nightsFeed(
      { id: 'abc', name: 'Cottage; "by the sea", Nyali — a long name that needs folding over seventy-five octets' },
      [
        { from: day(5), to: day(7) },
        { from: day(12), to: day(12) },
      ],
      new Date(),
    );
    expect(written.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(written).toContain('X-WR-CALNAME:Nyumba: Cottage\\; "by the sea"\\, Nyali');
    expect(busyNights(written, today, day(100))).toEqual([day(5), day(6), day(7), day(12)]);
  });

  it('refuses private, loopback and metadata addresses', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '192.168.1.1',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ])
      expect(isPrivateAddress(address)).toBe(true);
    for (const address of ['41.90.64.10', '2001:4860:4860::8888']) expect(isPrivateAddress(address)).toBe(false);
    await expect(fetchCalendar('https://127.0.0.1/calendar.ics')).rejects.toThrow(/private address/);
    await expect(fetchCalendar('http://example.com/calendar.ics')).rejects.toThrow(/https/);
  });
});

describe('importing a calendar', () => {
  let ctx: TestContext;
  let server: Server;
  let host: Caller;
  let bnb: { id: string };
  let served = '';
  let base = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/broken.ics') return void response.writeHead(500).end();
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(served);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ctx = await createTestApp();
    host = await establishedUser(ctx);
    bnb = await createListingAs(host, { type: 'bnbs', name: 'Garden bnb', areaName: 'Karen', price: 'KSH 5,000' });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const saveLink = (importUrl: string | null) =>
    host.request({
      method: 'PUT',
      url: `/api/listing/${bnb.id}/stays/settings`,
      payload: { minNights: 1, maxNights: 30, checkInTime: '14:00', checkOutTime: '10:00', blocked: [], importUrl },
    });
  const run = (at = new Date()) =>
    importCalendars({ db: ctx.handle.db, log: ctx.app.log, fetchOptions: { allowPrivate: true } }, at);
  const taken = async () =>
    (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/${bnb.id}/stays/calendar` })).json().calendar
      .taken as string[];
  const linkTo = (url: string) =>
    ctx.handle.db.execute(sql`UPDATE stay_calendars SET import_url = ${url} WHERE listing_id = ${bnb.id}`);
  const event = (from: string, to: string) =>
    `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${compact(from)}\r\nDTEND;VALUE=DATE:${compact(to)}\r\nEND:VEVENT\r\n`;

  it('blocks what the other site has taken, frees what it lets go, and keeps its nights when it cannot read', async () => {
    expect((await saveLink('http://example.com/x.ics')).statusCode).toBe(400);
    // Tests serve the calendar from this machine over http; the link as saved must be https.
    expect((await saveLink('https://calendar.example/feed.ics')).statusCode).toBe(200);
    await linkTo(`${base}/feed.ics`);
    served = `BEGIN:VCALENDAR\r\n${event(day(4), day(6))}END:VCALENDAR\r\n`;
    expect(await run()).toEqual({ read: 1, failed: 0 });
    expect(await taken()).toEqual([day(4), day(5)]);
    // Read again only after the hour.
    served = `BEGIN:VCALENDAR\r\n${event(day(8), day(9))}END:VCALENDAR\r\n`;
    expect(await run()).toEqual({ read: 0, failed: 0 });
    expect(await run(new Date(Date.now() + 61 * 60_000))).toEqual({ read: 1, failed: 0 });
    expect(await taken()).toEqual([day(8)]);
    // A guest cannot ask for an imported night; the feed Nyumba gives out leaves it out.
    const guest = await establishedUser(ctx);
    const ask = await guest.request({
      method: 'POST',
      url: '/api/stays',
      payload: { listingId: bnb.id, checkIn: day(7), checkOut: day(9), guests: 1, message: 'Hello' },
    });
    expect(ask.statusCode).toBe(409);
    const settings = (await host.request({ method: 'GET', url: `/api/listing/${bnb.id}/stays/settings` })).json();
    const feed = await anonymous(ctx).request({ method: 'GET', url: new URL(settings.calendar.exportUrl).pathname });
    expect(feed.body).not.toContain('VEVENT');

    await linkTo(`${base}/broken.ics`);
    expect(await run(new Date(Date.now() + 122 * 60_000))).toEqual({ read: 0, failed: 1 });
    expect(await taken()).toEqual([day(8)]);
    const after = (await host.request({ method: 'GET', url: `/api/listing/${bnb.id}/stays/settings` })).json();
    expect(after.calendar.importError).toBe(STAY_IMPORT_FAILED);

    // Removing the link lets its nights go.
    await saveLink(null);
    expect(await taken()).toEqual([]);
  });
});
