// Issue 56 (shields, round 5): sign-up and recovery by phone as an outside reviewer attacked
// them. A later sign-up of the same number cannot take over an earlier one; a member's and a
// stranger's number answer alike (status, body, headers, the work done); a stranger cannot
// turn sign-up into an SMS cannon aimed at a member or spend the budget signed-in people's
// codes need; and no code waits in a job's payload. Through the Africa's Talking stand-in and
// the job engine, on two servers where the caps are shared.
import { PHONE_CODE_WRONG, PHONE_RESEND_WAIT, PHONE_SMS_BUSY } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types.ts';
import { queryRows } from '../../db/database.ts';
import { phoneRequests, smsMessages } from '../../db/schema-phone.ts';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { ageAccounts, signedUpUser } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let at: AfricasTalkingStandIn;
let ctx: TestContext;
let seq = 0;
const freshNumber = () => `+25411${String(5_000_000 + (process.pid % 1000) * 1_000 + seq++).slice(-7)}`;
const PASSWORD = 'kahawa-tamu-2026';

beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  ctx = await createTestApp({ ...at.settings(), SMS_CODES_PER_ADDRESS_HOUR: '1000' }, { jobs: true });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await at.close();
});

/** A request as a browser at `ip` makes it. */
const ask = (app: AppInstance, url: string, payload: object, ip = '41.90.10.10') =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { origin: ctx.config.PUBLIC_URL } });
const signUp = (phone: string, username: string, password = PASSWORD, ip?: string, app = ctx.app) =>
  ask(app, '/api/auth/phone/signup', { username, phone, password }, ip);
const verify = (phone: string, attempt: string, code: string) =>
  ask(ctx.app, '/api/auth/phone/verify', { phone, attempt, code });
const signIn = (phone: string, password: string) => ask(ctx.app, '/api/auth/signin', { phone, password });

/** The number's requests a minute older, as the clock would make them (the resend wait). */
const minutesPass = (phone: string, minutes = 1) =>
  ctx.handle.db
    .update(phoneRequests)
    .set({ createdAt: sql`${phoneRequests.createdAt} - make_interval(secs => ${minutes * 60 + 1})` })
    .where(eq(phoneRequests.phone, phone));

const codeIn = (message: string) => /(\d{6})/.exec(message)![1]!;

async function member(phone: string, username = `wanjiru${seq}p${process.pid % 1000}`) {
  const asked = await signUp(phone, username);
  expect(asked.statusCode, asked.body).toBe(201);
  const done = await verify(phone, asked.json().attempt, await at.codeFor(phone));
  expect(done.statusCode, done.body).toBe(200);
  return { username };
}

/** Every SMS row to `to` has been sent or skipped by the job engine. */
async function settled(to: string, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const rows = await ctx.handle.db
      .select({ status: smsMessages.status })
      .from(smsMessages)
      .where(eq(smsMessages.to, to));
    if (rows.every((row) => row.status !== 'queued')) return;
    if (Date.now() > until) throw new Error(`SMS to ${to} still queued`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('one sign-up, one owner', () => {
  it('a second sign-up of the same number a minute later cannot take over the first', async () => {
    const phone = freshNumber();
    const name = `amina${seq}v`;
    const victim = await signUp(phone, name, 'the-victims-own-pass', '41.90.1.1');
    expect(victim.statusCode).toBe(201);
    const victimCode = await at.codeFor(phone);
    await minutesPass(phone);
    const before = at.sent.length;
    // From another address, through another server of the cluster.
    const attacker = await signUp(phone, `amina${seq}x`, 'the-attackers-pass', '102.68.1.1', await ctx.secondApp());
    expect(attacker.statusCode).toBe(201);
    const attackerCode = codeIn((await at.latestTo(phone, /Nyumba code/, 15_000, before)).message);
    expect(attackerCode).not.toBe(victimCode);

    // The victim types the newest code they were sent: it is not their sign-up's.
    const newest = await verify(phone, victim.json().attempt, attackerCode);
    expect(newest.statusCode).toBe(400);
    expect(newest.json().message).toBe(PHONE_CODE_WRONG);
    // Their own code opens the account they started, with their name and their password.
    const own = await verify(phone, victim.json().attempt, victimCode);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().username).toBe(name);
    expect((await signIn(phone, 'the-victims-own-pass')).statusCode).toBe(200);
    expect((await signIn(phone, 'the-attackers-pass')).statusCode).toBe(401);
    // The attacker's own code opens nothing now: the number is held.
    expect((await verify(phone, attacker.json().attempt, attackerCode)).statusCode).toBe(409);
  });
});

/** What a caller can see of an answer, with what differs by nature (ids, times, the number's last digits) blanked. */
function seen(res: LightMyRequestResponse) {
  const body = res.json() as Record<string, unknown>;
  const shown = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      ['attempt', 'expiresAt', 'resendAt'].includes(key)
        ? typeof value
        : key === 'sentTo'
          ? String(value).slice(0, -3)
          : value,
    ]),
  );
  const headers = Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !['date', 'content-length', 'x-request-id'].includes(name))
      // The per-address rate limit counts each caller's own requests: its figure is theirs.
      .map(([name, value]) => [name, name.includes('ratelimit-remaining') ? 'n' : value]),
  );
  return { status: res.statusCode, body: shown, headers };
}

async function rowsFor(phone: string) {
  const [row] = await queryRows<{ requests: number; sms: number }>(
    ctx.handle.db,
    sql`SELECT (SELECT count(*)::int FROM phone_requests WHERE phone = ${phone}) AS requests,
               (SELECT count(*)::int FROM sms_messages WHERE "to" = ${phone}) AS sms`,
  );
  return row!;
}

describe('nothing tells who is a member', () => {
  it("a member's number and a stranger's get the same statuses, bodies and headers, and cause the same writes", async () => {
    const taken = await member(freshNumber());
    const memberNumber = freshNumber();
    await member(memberNumber);
    await minutesPass(memberNumber);
    const strangerNumber = freshNumber();

    const journey = async (phone: string, ip: string) => {
      const before = await rowsFor(phone);
      const answers = [
        // A username someone holds is said at once, whoever's number it is.
        await signUp(phone, taken.username, PASSWORD, ip),
        await signUp(phone, `kamau${seq++}z`, PASSWORD, ip),
        // A second within the minute waits, whoever's number it is.
        await signUp(phone, `kamau${seq++}z`, PASSWORD, ip),
        await ask(ctx.app, '/api/auth/phone/forgot', { phone }, ip),
        await ask(ctx.app, '/api/auth/phone/forgot', { phone }, ip),
      ];
      const after = await rowsFor(phone);
      return {
        answers: answers.map(seen),
        wrote: { requests: after.requests - before.requests, sms: after.sms - before.sms },
      };
    };
    const [ofMember, ofStranger] = [
      await journey(memberNumber, '41.90.5.1'),
      await journey(strangerNumber, '41.90.5.2'),
    ];
    expect(ofMember.answers.map((a) => a.status)).toEqual([409, 201, 429, 200, 429]);
    expect(ofMember.answers[2]!.body.message).toBe(PHONE_RESEND_WAIT);
    expect(ofMember).toEqual(ofStranger);
    expect(ofMember.wrote).toEqual({ requests: 2, sms: 2 });
  });

  it("a recovery code reaches only a member's number; the stranger's recovery is answered and sends nothing", async () => {
    const memberNumber = freshNumber();
    await member(memberNumber);
    const strangerNumber = freshNumber();
    const before = at.sent.length;
    expect((await ask(ctx.app, '/api/auth/phone/forgot', { phone: strangerNumber })).statusCode).toBe(200);
    expect((await ask(ctx.app, '/api/auth/phone/forgot', { phone: memberNumber })).statusCode).toBe(200);
    await at.latestTo(memberNumber, /new password/, 15_000, before);
    await settled(strangerNumber);
    expect(at.sent.slice(before).filter((sms) => sms.to === strangerNumber)).toEqual([]);
    // A guess at the stranger's "code" reads as any wrong code does.
    const guess = await ask(ctx.app, '/api/auth/phone/reset', {
      phone: strangerNumber,
      code: '123456',
      password: 'new-pass-1234',
    });
    const memberGuess = await ask(ctx.app, '/api/auth/phone/reset', {
      phone: memberNumber,
      code: '000000',
      password: 'new-pass-1234',
    });
    expect(seen(guess)).toEqual(seen(memberGuess));
  });
});

describe('no SMS cannon', () => {
  it("40 sign-ups of a member's number from 4 addresses on two servers put one warning on the phone, and one a day at most", async () => {
    const victim = freshNumber();
    await member(victim);
    const servers = [ctx.app, await ctx.secondApp()];
    const before = at.sent.length;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(
        (await signUp(victim, `pump${seq}n${i}`, PASSWORD, `197.232.${i % 4}.7`, servers[i % 2])).statusCode,
      );
      // A minute between each, as a patient script would wait: the hour's cap still holds.
      await minutesPass(victim);
    }
    // Three requests an hour for one number, its owner's own sign-up among them.
    expect(statuses.filter((status) => status === 201).length).toBe(2);
    await settled(victim);
    const onThePhone = at.sent.slice(before).filter((sms) => sms.to === victim);
    expect(onThePhone.map((sms) => sms.message)).toEqual([
      expect.stringMatching(/^Someone tried to sign up on Nyumba/),
    ]);

    // A day later the owner may be warned again, once.
    await minutesPass(victim, 25 * 60);
    await ctx.handle.db
      .update(smsMessages)
      .set({ createdAt: sql`${smsMessages.createdAt} - interval '25 hours'` })
      .where(eq(smsMessages.to, victim));
    for (let i = 0; i < 3; i++) {
      await signUp(victim, `pump${seq}d${i}`, PASSWORD, `197.232.9.${i}`);
      await minutesPass(victim);
    }
    await settled(victim);
    expect(at.sent.slice(before).filter((sms) => sms.to === victim)).toHaveLength(2);
  }, 60_000);

  it("strangers' sign-ups stop short of the budget's reserve, across two servers; signed-in people's codes still go", async () => {
    const standIn = await AfricasTalkingStandIn.start();
    const small = await createTestApp(
      {
        ...standIn.settings(),
        SMS_HOURLY_BUDGET: '10',
        SMS_BUDGET_RESERVE_PERCENT: '20',
        SMS_CODES_PER_ADDRESS_HOUR: '1000',
      },
      { jobs: true },
    );
    try {
      const second = await small.secondApp();
      const servers = [small.app, second];
      const flood = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          servers[i % 2]!.inject({
            method: 'POST',
            url: '/api/auth/phone/signup',
            remoteAddress: `105.160.${i}.1`,
            headers: { origin: small.config.PUBLIC_URL },
            payload: { username: `flood${seq}x${i}`, phone: freshNumber(), password: PASSWORD },
          }),
        ),
      );
      const statuses = flood.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array(8).fill(201), ...Array(4).fill(503)]);
      expect(flood.find((res) => res.statusCode === 503)!.json().message).toBe(PHONE_SMS_BUSY);
      expect(flood.find((res) => res.statusCode === 503)!.headers['retry-after']).toBe('3600');

      // A throwaway account made in the flood is a stranger too: no reserve for it.
      const fresh = await signedUpUser(small);
      const throwaway = await small.app.inject({
        method: 'POST',
        url: '/api/user/phone',
        remoteAddress: '105.162.0.1',
        headers: { origin: small.config.PUBLIC_URL, cookie: `nyumba_session=${fresh.token}` },
        payload: { phone: freshNumber() },
      });
      expect(throwaway.statusCode).toBe(503);
      // People who were already members keep the reserve: two more codes, then the budget is whole.
      const people = await Promise.all([signedUpUser(small), signedUpUser(small), signedUpUser(small)]);
      await ageAccounts(small, people, 2);
      const adds = [];
      for (const [i, person] of people.entries())
        adds.push(
          (
            await servers[i % 2]!.inject({
              method: 'POST',
              url: '/api/user/phone',
              remoteAddress: `105.161.${i}.1`,
              headers: { origin: small.config.PUBLIC_URL, cookie: `nyumba_session=${person.token}` },
              payload: { phone: freshNumber() },
            })
          ).statusCode,
        );
      expect(adds).toEqual([200, 200, 503]);
      const [hour] = await queryRows<{ n: number }>(
        small.handle.db,
        sql`SELECT count(*)::int AS n FROM sms_messages WHERE created_at > now() - interval '1 hour'`,
      );
      expect(hour!.n).toBe(10);
    } finally {
      await small.close();
      await standIn.close();
    }
  }, 90_000);
});

describe('no secret at rest', () => {
  it("a code is in no job's payload and no table: the job names its SMS by id", async () => {
    const phone = freshNumber();
    const asked = await signUp(phone, `siri${seq}q`);
    expect(asked.statusCode).toBe(201);
    const code = await at.codeFor(phone);
    await settled(phone);
    const jobs = await queryRows<{ data: string }>(
      ctx.handle.db,
      sql`SELECT data::text AS data FROM pgboss.job WHERE name = 'send-sms'`,
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(Object.keys(JSON.parse(job.data) as object)).toEqual(['id']);
      expect(job.data).not.toContain(code);
    }
    const [row] = await ctx.handle.db.select().from(smsMessages).where(eq(smsMessages.to, phone));
    expect(JSON.stringify(row)).not.toContain(code);
  });
});
