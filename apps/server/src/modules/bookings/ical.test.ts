// Issue 33: another site's calendar blocks its busy nights here (read hourly), Nyumba's own
// calendar is a feed, and a host's link can never make the server fetch a private address.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STAY_IMPORT_FAILED, STAY_IMPORT_TOO_LARGE, addDays, kenyaToday, nightsBetween } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { nightsFeed } from './ical.ts';
import { busyNights } from './ical-busy.ts';
import { isPublicAddress } from '../../lib/public-address.ts';
import { fetchCalendar, importCalendars } from './ical-import.ts';

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

  it('refuses private, loopback and metadata addresses, and IPv6 forms that carry one inside', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '192.168.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '[::127.0.0.1]'.slice(1, -1),
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      'fec0::1',
      'fd00::1',
      'fe80::1%eth0',
      'ff02::1',
      'not an address',
    ])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    for (const address of ['41.90.64.10', '2001:4860:4860::8888', '2c0f:fe38:2000::1'])
      expect(isPublicAddress(address)).toBe(true);
    await expect(fetchCalendar('https://127.0.0.1/calendar.ics')).rejects.toThrow(/private address/);
    await expect(fetchCalendar('https://[::ffff:127.0.0.1]/calendar.ics')).rejects.toThrow(/private address/);
    await expect(fetchCalendar('https://[64:ff9b::7f00:1]/calendar.ics')).rejects.toThrow(/private address/);
    await expect(fetchCalendar('http://example.com/calendar.ics')).rejects.toThrow(/https/);
  });

  it('connects to exactly the address it checked: a name that resolves elsewhere the second time gets nowhere', async () => {
    let hits = 0;
    const local = createServer((_request, response) => {
      hits += 1;
      response.writeHead(200).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    const port = (local.address() as AddressInfo).port;
    let lookups = 0;
    // The first answer is public and passes the check; any later one would be this machine.
    const resolve = async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? '203.0.114.7' : '127.0.0.1', family: 4 }];
    };
    try {
      await expect(
        fetchCalendar(`https://rebind.example:${port}/feed.ics`, { resolve, timeoutMs: 1_500 }),
      ).rejects.toThrow();
      expect({ lookups, hits }).toEqual({ lookups: 1, hits: 0 });
    } finally {
      await new Promise((done) => local.close(done));
    }
  });

  it('reads a calendar of dates from 1900 to 9999 by the window only', () => {
    const wide = feed(
      Array.from(
        { length: 2_000 },
        (_, i) =>
          `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:19000101\r\nDTEND;VALUE=DATE:99991231\r\nUID:${i}\r\nEND:VEVENT\r\n`,
      ).join(''),
    );
    const nights = busyNights(wide, today, day(366));
    expect(nights).toHaveLength(366);
    expect(nights[0]).toBe(today);
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

  it(
    'reads the largest calendar allowed in a worker: the server keeps answering meanwhile',
    { timeout: 60_000 },
    async () => {
      await saveLink('https://calendar.example/feed.ics');
      await linkTo(`${base}/feed.ics`);
      // Year-long events, up to the 2 MB the fetch takes.
      const yearLong = event(day(-200), day(400));
      served = `BEGIN:VCALENDAR\r\n${yearLong.repeat(Math.floor((2 * 1024 * 1024 - 64) / yearLong.length))}END:VCALENDAR\r\n`;
      const times: number[] = [];
      let importing = true;
      const runAt = new Date(Date.now() + 300 * 60_000);
      const done = run(runAt).finally(() => (importing = false));
      while (importing) {
        const start = performance.now();
        expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        times.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await done).toEqual({ read: 1, failed: 0 });
      // The import's year starts on its own Kenyan day: five hours on, past midnight in
      // Nairobi from 19:00, that is tomorrow, and the calendar (read today) shows one less.
      expect(await taken()).toHaveLength(366 - nightsBetween(today, kenyaToday(runAt)));
      times.sort((a, b) => a - b);
      expect(times.length).toBeGreaterThan(3);
      expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(100);
    },
  );

  it('a calendar over the reading budget is told to its host and not read again every hour', async () => {
    await linkTo(`${base}/feed.ics`);
    // More events than one place's calendar has (each one the smallest an event can be).
    served = `BEGIN:VCALENDAR\r\n${'BEGIN:VEVENT\r\nEND:VEVENT\r\n'.repeat(55_000)}END:VCALENDAR\r\n`;
    const at = Date.now() + 400 * 60_000;
    expect(await run(new Date(at))).toEqual({ read: 0, failed: 1 });
    const after = (await host.request({ method: 'GET', url: `/api/listing/${bnb.id}/stays/settings` })).json();
    expect(after.calendar.importError).toBe(STAY_IMPORT_TOO_LARGE);
    expect(await run(new Date(at + 2 * 3_600_000))).toEqual({ read: 0, failed: 0 });
    // Reading that takes longer than its budget is over it too.
    served = `BEGIN:VCALENDAR\r\n${event(day(2), day(3))}END:VCALENDAR\r\n`;
    const slow = await importCalendars(
      { db: ctx.handle.db, log: ctx.app.log, fetchOptions: { allowPrivate: true }, parseMs: 1 },
      new Date(at + 8 * 24 * 3_600_000),
    );
    expect(slow).toEqual({ read: 0, failed: 1 });
  });
});
