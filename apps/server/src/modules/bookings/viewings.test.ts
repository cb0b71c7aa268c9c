// Issue 33: a lister publishes viewing times; a seeker books one free slot (never two people
// on one slot), the lister confirms or it confirms itself, a request lapses after 24 hours,
// both are reminded two hours before, and after the time either says how it went. The clock
// is moved by running the services at a later "now".
import {
  VIEWING_FREE,
  VIEWING_NOT_YET,
  VIEWING_ONE_PER_HOME,
  VIEWING_UPCOMING_FULL,
  VIEWING_SLOT_NOT_OFFERED,
  VIEWING_SLOT_TAKEN,
  addDays,
  freeViewingSlots,
  kenyaInstant,
  kenyaToday,
} from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { keepViewings } from './viewing-service.ts';

let ctx: TestContext;
let smtp: TestSmtpServer;
let lister: Caller;
let home: { id: string };
const MAIL_WAIT = 45_000;
const today = kenyaToday();
// Two days ahead: a weekday, whatever today is.
const day = addDays(today, 2);
const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
const at = (time: string) => kenyaInstant(day, time).toISOString();

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
  lister = await establishedUser(ctx);
  home = await createListingAs(lister, { name: 'Garden flat in Kilimani' });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const saveTimes = (body: Record<string, unknown>) =>
  lister.request({
    method: 'PUT',
    url: `/api/listing/${home.id}/viewings/times`,
    payload: { weekly: [], extra: [], blocked: [], slotMinutes: 30, autoConfirm: false, ...body },
  });
const slots = async () =>
  (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/${home.id}/viewings/slots` })).json();
const book = (seeker: Caller, startsAt: string) =>
  seeker.request({
    method: 'POST',
    url: '/api/viewings',
    payload: { listingId: home.id, startsAt, message: 'Can I see it?' },
  });

describe('viewing times', () => {
  it('cuts the weekly pattern and one-off times into slots, minus days off and past times', () => {
    const now = new Date(`${today}T06:00:00Z`);
    const times = {
      weekly: [{ day: weekday, from: '10:00', to: '11:30' }],
      extra: [{ date: addDays(today, 3), from: '17:00', to: '18:00' }],
      blocked: [addDays(day, 7)],
      slotMinutes: 30,
      autoConfirm: false,
    };
    const free = freeViewingSlots(times, new Set([at('10:30')]), now);
    const first = free.filter((slot) => slot.date === day).map((slot) => slot.time);
    expect(first).toEqual(['10:00', '11:00']);
    expect(free.filter((slot) => slot.date === addDays(today, 3)).map((slot) => slot.time)).toEqual(['17:00', '17:30']);
    // The same weekday a week on is a day off.
    expect(free.some((slot) => slot.date === addDays(day, 7))).toBe(false);
    expect(free.some((slot) => slot.date === addDays(day, 14))).toBe(true);
  });

  it('only the lister sets them, with a field message for a wrong one', async () => {
    const other = await establishedUser(ctx);
    const wrong = await other.request({
      method: 'PUT',
      url: `/api/listing/${home.id}/viewings/times`,
      payload: { weekly: [], extra: [], blocked: [], slotMinutes: 30, autoConfirm: false },
    });
    expect(wrong.statusCode).toBe(403);
    const backwards = await saveTimes({ weekly: [{ day: weekday, from: '12:00', to: '10:00' }] });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json().errors)).toContain('The end must be after the start');
    expect((await saveTimes({ slotMinutes: 20 })).statusCode).toBe(400);
    // A one-off time in 2020 (a year typed wrong) is refused beside its field, not saved.
    const past = await saveTimes({ extra: [{ date: '2020-03-14', from: '10:00', to: '11:00' }] });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ 'extra.0.date': 'Choose a date from today on' });
    expect((await saveTimes({ blocked: [addDays(today, 2), '2020-01-01'] })).json().errors).toEqual({
      'blocked.1': 'Choose a date from today on',
    });
    const saved = await saveTimes({ weekly: [{ day: weekday, from: '10:00', to: '12:00' }] });
    expect(saved.statusCode).toBe(200);
    const offered = (await slots()).slots.filter((slot: { date: string }) => slot.date === day);
    expect(offered.map((slot: { time: string }) => slot.time)).toEqual(['10:00', '10:30', '11:00', '11:30']);
  });
});

describe('booking a viewing', () => {
  it('one of two seekers gets a slot; the lister confirms, and both get the .ics', { timeout: 120_000 }, async () => {
    const [first, second] = [await establishedUser(ctx), await establishedUser(ctx)];
    const answers = await Promise.all([book(first, at('10:00')), book(second, at('10:00'))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((res) => res.statusCode === 409)!;
    expect(lost.json().message).toBe(VIEWING_SLOT_TAKEN);
    const won = answers.find((res) => res.statusCode === 201)!.json().viewing;
    const seeker = won.role === 'seeker' && answers[0]!.statusCode === 201 ? first : second;
    expect(won).toMatchObject({ status: 'pending', startsAt: at('10:00') });
    // The slot is no longer offered; a time the lister never offered is refused.
    expect((await slots()).slots.map((slot: { startsAt: string }) => slot.startsAt)).not.toContain(at('10:00'));
    expect((await book(first, at('15:00'))).json().message).toBe(VIEWING_SLOT_NOT_OFFERED);

    const mine = (await lister.request({ method: 'GET', url: '/api/viewings' })).json().viewings;
    expect(mine[0]).toMatchObject({ id: won.id, role: 'lister', status: 'pending', seekerNoShows: 0 });
    const confirm = await lister.request({
      method: 'POST',
      url: `/api/viewings/${won.id}/answer`,
      payload: { answer: 'confirm' },
    });
    expect(confirm.json().viewing.status).toBe('confirmed');
    const mail = await smtp.waitFor(seeker.seed!.email, /Viewing of "Garden flat in Kilimani"/, MAIL_WAIT);
    expect(mail.text).toContain(VIEWING_FREE);
    const ics = mail.attachments.find((file) => file.filename === 'viewing.ics')!;
    expect(ics.content).toContain(`UID:viewing-${won.id}@nyumba`);
    // Where and with whom: the pin as a map link and a GEO the calendar can map, the lister's name.
    const unfolded = String(ics.content).replace(/\r\n /g, '');
    expect(unfolded).toMatch(/LOCATION:.*https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-1\.2896\\,36\.7856/);
    expect(unfolded).toContain('GEO:-1.2896;36.7856');
    expect(unfolded).toContain(`Lister: ${lister.user!.username}`);
    expect(ics.content).toContain(`DTSTART:${at('10:00').replace(/[-:]/g, '').replace('.000', '')}`);
    const listerMail = await smtp.waitFor(lister.seed!.email, /Viewing of "Garden flat in Kilimani"/, MAIL_WAIT);
    expect(listerMail.attachments.map((file) => file.filename)).toEqual(['viewing.ics']);

    // Before the time, "how did it go" waits; two hours before, both are reminded, once.
    const outcome = (who: Caller, what: string) =>
      who.request({ method: 'POST', url: `/api/viewings/${won.id}/outcome`, payload: { outcome: what } });
    expect((await outcome(lister, 'no-show')).json().message).toBe(VIEWING_NOT_YET);
    const deps = { jobs: undefined, log: ctx.app.log, publicUrl: 'https://nyumba.test' };
    const start = Date.parse(at('10:00'));
    const reminders = await keepViewings(ctx.handle.db, deps, new Date(start - 110 * 60_000));
    expect(
      reminders
        .filter((m) => m.subject.startsWith('Reminder: viewing'))
        .map((m) => m.to)
        .sort(),
    ).toEqual([lister.seed!.email, seeker.seed!.email].sort());
    const again = await keepViewings(ctx.handle.db, deps, new Date(start - 100 * 60_000));
    expect(again.filter((m) => m.subject.startsWith('Reminder'))).toEqual([]);
  });

  it('confirms itself when the lister chose so; a lapsed request frees its slot', async () => {
    await saveTimes({ weekly: [{ day: weekday, from: '14:00', to: '15:00' }], autoConfirm: true });
    const seeker = await establishedUser(ctx);
    const booked = (await book(seeker, at('14:00'))).json().viewing;
    expect(booked.status).toBe('confirmed');

    await saveTimes({ weekly: [{ day: weekday, from: '14:00', to: '15:00' }], autoConfirm: false });
    const late = await establishedUser(ctx);
    const pending = (await book(late, at('14:30'))).json().viewing;
    expect(pending.status).toBe('pending');
    const deps = { jobs: undefined, log: ctx.app.log, publicUrl: 'https://nyumba.test' };
    // Its hold ends at 24 hours or at the time itself, whichever is sooner.
    const lapsed = await keepViewings(ctx.handle.db, deps, new Date(Date.parse(pending.expiresAt) + 1_000));
    expect(lapsed.some((m) => m.to === late.seed!.email && m.subject.includes('lapsed'))).toBe(true);
    const after = (await late.request({ method: 'GET', url: '/api/viewings' })).json().viewings[0];
    expect(after.status).toBe('expired');
  });

  it('one person holds one upcoming viewing of a home and three in all, confirmed ones too; cancelling frees both', async () => {
    // "Confirm automatically" on: each request is confirmed at once, which a count of waiting
    // requests alone never saw (one account booked 20 of a lister's 24 slots).
    await saveTimes({ weekly: [{ day: weekday, from: '16:00', to: '18:00' }], autoConfirm: true });
    const others = [];
    for (const name of ['Bedsitter in Ngara', 'Two bedroom in Umoja', 'Studio in Westlands']) {
      const listing = await createListingAs(lister, { name });
      await lister.request({
        method: 'PUT',
        url: `/api/listing/${listing.id}/viewings/times`,
        payload: {
          weekly: [{ day: weekday, from: '16:00', to: '18:00' }],
          extra: [],
          blocked: [],
          slotMinutes: 30,
          autoConfirm: true,
        },
      });
      others.push(listing.id);
    }
    const bookOther = (seeker: Caller, listingId: string, time: string) =>
      seeker.request({
        method: 'POST',
        url: '/api/viewings',
        payload: { listingId, startsAt: at(time), message: 'Can I see it?' },
      });
    const seeker = await establishedUser(ctx);
    const first = await book(seeker, at('16:00'));
    expect(first.json().viewing.status).toBe('confirmed');
    const second = await book(seeker, at('16:30'));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(VIEWING_ONE_PER_HOME);
    expect((await bookOther(seeker, others[0]!, '16:00')).statusCode).toBe(201);
    expect((await bookOther(seeker, others[1]!, '16:00')).statusCode).toBe(201);
    const fourth = await bookOther(seeker, others[2]!, '16:00');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(VIEWING_UPCOMING_FULL);
    // At once from two connections: still only one of the home's slots.
    const burst = await Promise.all(['17:00', '17:30'].map((time) => book(seeker, at(time))));
    expect(burst.map((res) => res.statusCode).sort()).toEqual([409, 409]);

    const cancel = await seeker.request({
      method: 'POST',
      url: `/api/viewings/${first.json().viewing.id}/cancel`,
      payload: { reason: 'Found a place' },
    });
    expect(cancel.json().viewing).toMatchObject({ status: 'cancelled', cancelReason: 'Found a place' });
    expect((await slots()).slots.map((slot: { startsAt: string }) => slot.startsAt)).toContain(at('16:00'));
    expect((await bookOther(seeker, others[2]!, '16:00')).statusCode).toBe(201);
    expect((await book(seeker, at('17:30'))).statusCode).toBe(429);
  });
});
