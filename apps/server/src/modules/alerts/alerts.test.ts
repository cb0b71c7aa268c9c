// Issue 17: saved-search alerts, from saving one to the e-mail through a real SMTP server
// and the one-click unsubscribe that needs no sign-in.
import {
  alertListResponseSchema,
  alertResponseSchema,
  ALERT_ALREADY_SAVED,
  ALERT_LIMIT_REACHED,
  type Alert,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { searchAlerts } from '../../db/schema-alerts.ts';
import { createMailer } from '../mail/transport.ts';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { drainAlertMails } from './delivery.ts';
import { runDueAlerts } from './run.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let watcher: Caller;
let lister: Caller;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp();
  [watcher, lister] = await Promise.all([establishedUser(ctx), establishedUser(ctx)]);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const quiet = { info: () => undefined, warn: () => undefined };
const MINUTE = 60_000;

/** One run of the alerts job as the scheduler starts it, `later` ms from now, with mail through SMTP. */
async function runAlerts(later = MINUTE) {
  const done = await runDueAlerts(
    { db: ctx.handle.db, publicUrl: ctx.config.PUBLIC_URL, imageBaseUrl: '' },
    new Date(Date.now() + later),
  );
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Nyumba <hello@nyumba.test>',
    outboxDir: ctx.dataDir,
    log: quiet,
  });
  const sent = await drainAlertMails({ db: ctx.handle.db, mailer, log: quiet, publicUrl: ctx.config.PUBLIC_URL });
  return { ...done, sent };
}

async function saveAlert(caller: Caller, payload: object): Promise<Alert> {
  const res = await caller.request({ method: 'POST', url: '/api/alerts', payload });
  expect(res.statusCode, res.body).toBe(201);
  return alertResponseSchema.parse(res.json()).alert;
}

const mailsTo = (caller: Caller) => smtp.received.filter((mail) => mail.to.includes(caller.user!.email.toLowerCase()));

describe('saving and managing alerts', () => {
  it('refuses visitors on every alert route, and bad bodies with a message per field', async () => {
    const visitor = anonymous(ctx);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/alerts'],
      ['POST', '/api/alerts'],
      ['PUT', `/api/alerts/${id}`],
      ['DELETE', `/api/alerts/${id}`],
      ['POST', `/api/alerts/${id}/opened`],
    ] as const) {
      expect((await visitor.request({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
    const bad: [object, string][] = [
      [{}, 'filters'],
      [{ filters: { minPrice: 'abc' } }, 'filters.minPrice'],
      [{ filters: { minPrice: '50000', maxPrice: '10000' } }, 'filters.maxPrice'],
      [{ filters: { area: 'Atlantis' } }, 'filters.area'],
      [{ filters: { bbox: '36.7,-1.2' } }, 'filters.bbox'],
      [{ filters: { type: 'castles' } }, 'filters.type'],
      [{ filters: { amenities: 'wifi,moat' } }, 'filters.amenities'],
      [{ filters: {}, frequency: 'hourly' }, 'frequency'],
      [{ filters: {}, name: '   ' }, 'name'],
      [{ filters: {}, name: 'x'.repeat(81) }, 'name'],
      [{ filters: {}, name: 42 }, 'name'],
    ];
    for (const [payload, field] of bad) {
      const res = await watcher.request({ method: 'POST', url: '/api/alerts', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    for (const [type, payload] of [
      ['text/plain', 'filters'],
      ['application/x-www-form-urlencoded', 'filters=type%3Drentals'],
      ['application/json', '{"filters":'],
    ]) {
      const notJson = await watcher.request({
        method: 'POST',
        url: '/api/alerts',
        headers: { 'content-type': type },
        payload,
      });
      expect([400, 415], type).toContain(notJson.statusCode);
      expect(notJson.json().message, type).toBeTruthy();
    }
    const list = alertListResponseSchema.parse((await watcher.request({ method: 'GET', url: '/api/alerts' })).json());
    expect(list.alerts).toEqual([]);
  });

  it('names an alert from its filters, and lets only its owner rename, pause, open or delete it', async () => {
    const alert = await saveAlert(watcher, {
      filters: { type: 'rentals', bedrooms: '2', area: 'kilimani', maxPrice: '40000', sort: 'price_asc' },
    });
    expect(alert).toMatchObject({
      name: '2 bedroom rentals in Kilimani, up to KSH 40,000',
      frequency: 'daily',
      paused: false,
      newCount: 0,
      // Canonical: the stored search is the one the search page would show.
      filters: { type: 'rentals', bedrooms: '2-bedroom', area: 'Kilimani', maxPrice: '40000' },
    });
    const other = await establishedUser(ctx);
    for (const [method, url, payload] of [
      ['PUT', `/api/alerts/${alert.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/alerts/${alert.id}`, undefined],
      ['POST', `/api/alerts/${alert.id}/opened`, undefined],
    ] as const) {
      expect((await other.request({ method, url, payload })).statusCode).toBe(404);
    }
    expect((await watcher.request({ method: 'PUT', url: `/api/alerts/${alert.id}`, payload: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await watcher.request({ method: 'PUT', url: '/api/alerts/not-an-id', payload: { paused: true } })).statusCode,
    ).toBe(400);
    const renamed = await watcher.request({
      method: 'PUT',
      url: `/api/alerts/${alert.id}`,
      payload: { name: '  Kilimani 2BR  ', frequency: 'weekly', paused: true },
    });
    expect(renamed.json().alert).toMatchObject({ name: 'Kilimani 2BR', frequency: 'weekly', paused: true });
    expect((await watcher.request({ method: 'DELETE', url: `/api/alerts/${alert.id}` })).statusCode).toBe(200);
    expect((await watcher.request({ method: 'DELETE', url: `/api/alerts/${alert.id}` })).statusCode).toBe(404);
  });

  it('holds the limit of 20 alerts when they are saved all at once', async () => {
    const keen = await establishedUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        keen.request({ method: 'POST', url: '/api/alerts', payload: { filters: { minPrice: String(i) } } }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe(ALERT_LIMIT_REACHED);
  });

  it('saves one alert for one search however often it is asked, the same filters in any order, at once', async () => {
    const twice = await establishedUser(ctx);
    const save = (filters: Record<string, string>) =>
      twice.request({ method: 'POST', url: '/api/alerts', payload: { filters } });
    const answers = await Promise.all([
      save({ type: 'rentals', area: 'Kilimani', maxPrice: '40000' }),
      save({ maxPrice: '40000', area: 'kilimani', type: 'rentals' }),
      save({ area: 'Kilimani', type: 'rentals', maxPrice: '40000' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((res) => res.json().alert.id));
    expect(ids.size).toBe(1);
    expect(answers.find((res) => res.statusCode === 200)!.json().message).toBe(ALERT_ALREADY_SAVED);
    const mine = await twice.request({ method: 'GET', url: '/api/alerts' });
    expect(mine.json().alerts).toHaveLength(1);
    // Another search is another alert.
    expect((await save({ type: 'rentals', area: 'Kilimani' })).statusCode).toBe(201);
  });
});

describe('the alert e-mail', () => {
  it('mails a matching new listing once, with photo, price, area and link, and unsubscribes without a sign-in', async () => {
    const alert = await saveAlert(watcher, {
      name: 'Kilimani under 50k',
      filters: { type: 'rentals', area: 'Kilimani', maxPrice: '50000' },
      frequency: 'instant',
    });
    const match = await createListingAs(lister, { name: 'Sunny Kilimani flat', areaName: 'Kilimani' });
    await createListingAs(lister, { name: 'Too dear', price: 'Ksh 90,000', areaName: 'Kilimani' });
    await createListingAs(lister, { name: 'Wrong area', areaName: 'Westlands' });
    await createListingAs(watcher, { name: 'My own flat', areaName: 'Kilimani' });
    const hidden = await createListingAs(lister, { name: 'Hidden flat', areaName: 'Kilimani' });
    await ctx.handle.db.update(listings).set({ moderation: 'hidden' }).where(eq(listings.id, hidden.id));

    expect((await runAlerts()).sent).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(watcher.user!.email, /Kilimani under 50k/);
    expect(mail.subject).toBe('1 new listing for "Kilimani under 50k"');
    expect(mail.text).toContain('Sunny Kilimani flat');
    expect(mail.text).toContain('KSH 45,000/month');
    expect(mail.text).toContain('Kilimani');
    expect(mail.text).toContain(`${ctx.config.PUBLIC_URL}/listing/${match.id}`);
    for (const absent of ['Too dear', 'Wrong area', 'My own flat', 'Hidden flat'])
      expect(mail.text).not.toContain(absent);
    expect(mail.html).toMatch(/<img src="http:\/\/localhost:3000\/images\/[^"]+-320\.webp"/);
    const oneClick = mail.header('List-Unsubscribe')!.match(/^<(.+)>$/)![1]!;
    expect(oneClick).toMatch(new RegExp(`^${ctx.config.PUBLIC_URL}/api/alerts/unsubscribe\\?alert=${alert.id}&token=`));
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`/alerts/unsubscribe?alert=${alert.id}&token=`);

    // Nothing new: nothing sent. A new match within the hour waits for the hour, then comes alone.
    const before = mailsTo(watcher).length;
    await runAlerts();
    const second = await createListingAs(lister, { name: 'Second Kilimani flat', areaName: 'Kilimani' });
    await runAlerts(5 * MINUTE);
    expect(mailsTo(watcher)).toHaveLength(before);
    await runAlerts(61 * MINUTE);
    const next = await smtp.waitFor(watcher.user!.email, /^1 new listing for "Kilimani under 50k"/);
    await expect.poll(() => mailsTo(watcher).length).toBe(before + 1);
    const latest = mailsTo(watcher).at(-1)!;
    expect(latest.text).toContain(second.id);
    expect(latest.text).not.toContain(match.id);
    expect(next).toBeDefined();

    // The mail app's one-click: a form POST with no cookie and no Origin.
    const url = new URL(oneClick);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('You will get no more e-mails for "Kilimani under 50k".');
    const mine = alertListResponseSchema.parse((await watcher.request({ method: 'GET', url: '/api/alerts' })).json());
    expect(mine.alerts.find((entry) => entry.id === alert.id)?.paused).toBe(true);
    await createListingAs(lister, { name: 'Third Kilimani flat', areaName: 'Kilimani' });
    await runAlerts(3 * 60 * MINUTE);
    expect(mailsTo(watcher)).toHaveLength(before + 1);
  });

  it('shows the outbox on /metrics: a written mail waits until it is sent', async () => {
    const unsent = async () => {
      const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(/nyumba_alert_mails_unsent\{state="waiting"\} (\d+)/.exec(text)?.[1]);
    };
    expect(await unsent()).toBe(0);
    const watcherTwo = await establishedUser(ctx);
    await saveAlert(watcherTwo, { filters: { type: 'bnbs', area: 'Nyali' }, frequency: 'instant' });
    await createListingAs(lister, { name: 'Nyali beach bnb', type: 'bnbs', bedrooms: '1-bedroom', areaName: 'Nyali' });
    const written = await runDueAlerts(
      { db: ctx.handle.db, publicUrl: ctx.config.PUBLIC_URL, imageBaseUrl: '' },
      new Date(Date.now() + MINUTE),
    );
    expect(written.mails).toBe(1);
    expect(await unsent()).toBe(1);
    await runAlerts();
    expect(await unsent()).toBe(0);
    expect((await smtp.waitFor(watcherTwo.user!.email, /Nyali/)).text).toContain('Nyali beach bnb');
  });

  it('refuses every forged or broken unsubscribe link alike', async () => {
    const alert = await saveAlert(watcher, { filters: { type: 'bnbs' } });
    const [row] = await ctx.handle.db.select().from(searchAlerts).where(eq(searchAlerts.id, alert.id));
    const token = row!.unsubscribeToken;
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const cases: [string, number][] = [
      [`alert=${alert.id}&token=${flipped}`, 404],
      [`alert=00000000-0000-4000-8000-000000000000&token=${token}`, 404],
      [`alert=${alert.id}&token=${token.slice(0, 30)}`, 404],
      [`alert=${alert.id}`, 400],
      [`token=${token}`, 400],
      [`alert=not-a-uuid&token=${token}`, 400],
      [`alert=${alert.id}&token=${encodeURIComponent('<script>')}`, 400],
      [`alert=${alert.id}&token=${'a'.repeat(500)}`, 400],
    ];
    for (const [query, status] of cases) {
      const res = await anonymous(ctx).request({
        method: 'POST',
        url: `/api/alerts/unsubscribe?${query}`,
        payload: {},
      });
      expect(res.statusCode, query).toBe(status);
      expect(res.json().message).toMatch(/unsubscribe link is not valid/);
    }
    const still = await watcher.request({ method: 'GET', url: '/api/alerts' });
    expect(still.json().alerts.find((entry: Alert) => entry.id === alert.id).paused).toBe(false);
  });

  it('counts new matches since the alert was last opened, and opening it starts again', async () => {
    const alert = await saveAlert(watcher, { filters: { type: 'for-sale', area: 'Karen' } });
    for (const name of ['Karen house one', 'Karen house two']) {
      await createListingAs(lister, {
        name,
        type: 'for-sale',
        bedrooms: '3-bedroom',
        areaName: 'Karen',
        price: '25000000',
      });
    }
    const count = async () =>
      alertListResponseSchema
        .parse((await watcher.request({ method: 'GET', url: '/api/alerts' })).json())
        .alerts.find((entry) => entry.id === alert.id)!.newCount;
    expect(await count()).toBe(2);
    const opened = await watcher.request({ method: 'POST', url: `/api/alerts/${alert.id}/opened` });
    expect(opened.json().alert.newCount).toBe(0);
    expect(await count()).toBe(0);
  });
});
