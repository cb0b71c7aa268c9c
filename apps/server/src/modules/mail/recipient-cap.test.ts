// Issue 27 (mail bombing): one address gets at most 6 mails an hour because somebody asked,
// whoever asked, through whichever flow (sign-up, "send the link again", an e-mail change,
// a password reset) and whichever server of the cluster; and a mail to an address its owner
// has not confirmed carries no text the requester chose. Through a real SMTP server.
import { nameSignals } from '@nyumba/domain';
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types.ts';
import { recipientMails } from '../../db/schema-trust.ts';
import { users } from '../../db/schema.ts';
import { inLetters, makeUserSeed } from '../../seed/factories.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { unconfirmedUser, type Caller } from '../../../test/http.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { MAILS_PER_RECIPIENT_PER_HOUR } from './recipient-cap.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let second: AppInstance;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
  second = await ctx.secondApp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const mailsTo = (to: string) => smtp.received.filter((mail) => mail.to.includes(to.toLowerCase()));

/** Waits for a first mail to `to`, then until none has arrived for 3 s (mail leaves through the job engine). */
async function settledMails(to: string) {
  let seen = 0;
  let quietSince = Date.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const now = mailsTo(to).length;
    if (now !== seen) {
      seen = now;
      quietSince = Date.now();
    } else if (seen > 0 && Date.now() - quietSince > 3_000) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailsTo(to);
}

const post = (app: AppInstance, url: string, payload: object, caller?: Caller) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      origin: ctx.config.PUBLIC_URL,
      ...(caller?.token ? { cookie: `${SESSION_COOKIE}=${caller.token}` } : {}),
    },
  });

describe('mail to one address, whoever asks', () => {
  it(`at most ${MAILS_PER_RECIPIENT_PER_HOUR} an hour across every flow, from many accounts, on two servers at once`, async () => {
    const stranger = makeUserSeed('stranger').email;
    const attackers = await Promise.all(Array.from({ length: 6 }, () => unconfirmedUser(ctx)));
    const apps = [ctx.app, second];
    // Every attacker asks to move their account to the stranger's address, three times
    // each, while a sign-up, resends and resets with the address arrive: all at once.
    const asks = [
      ...attackers.flatMap((attacker, i) =>
        [0, 1, 2].map((n) =>
          post(
            apps[(i + n) % 2]!,
            `/api/user/update/${attacker.user!.id}`,
            { email: stranger, currentPassword: attacker.seed!.password },
            attacker,
          ),
        ),
      ),
      post(ctx.app, '/api/auth/signup', { ...makeUserSeed('squatter'), email: stranger }),
    ];
    const answers = await Promise.all(asks);
    expect(answers.map((res) => res.statusCode).every((code) => code === 200 || code === 201)).toBe(true);
    for (let i = 0; i < 4; i++) {
      await post(apps[i % 2]!, '/api/auth/resend-verification', { email: stranger });
      await post(apps[(i + 1) % 2]!, '/api/auth/forgot-password', { email: stranger });
    }

    const arrived = await settledMails(stranger);
    expect(arrived).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
    // Nothing any requester chose reaches an address nobody confirmed: no attacker's name.
    for (const mail of arrived) {
      for (const attacker of attackers) expect(mail.text).not.toContain(attacker.seed!.username);
      expect(mail.text).not.toContain('squatter');
    }
    const [rows] = await ctx.handle.db.select({ n: count() }).from(recipientMails);
    expect(rows!.n).toBeGreaterThanOrEqual(MAILS_PER_RECIPIENT_PER_HOUR);
  }, 90_000);

  it('names no requester-chosen text in mails to an unconfirmed address, whatever the username', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(fc.stringMatching(/^[A-Za-z][a-z0-9]{2,8}$/), { minLength: 1, maxLength: 3 })
          .map((words) => `${words.join(' ')} ${inLetters(Math.floor(Math.random() * 26 ** 5))}`)
          // A name that reads like a link, a number or a payment is refused at sign-up.
          .filter((name) => nameSignals(name, 'username').length === 0),
        async (username) => {
          const seed = { ...makeUserSeed(), username };
          const res = await post(ctx.app, '/api/auth/signup', seed);
          expect(res.statusCode).toBe(201);
          await post(second, '/api/auth/forgot-password', { email: seed.email });
          const mails = await settledMails(seed.email);
          expect(mails.length).toBeGreaterThanOrEqual(2);
          for (const mail of mails) {
            expect(mail.text).not.toContain(seed.username);
            expect(mail.html).not.toContain(seed.username);
          }
        },
      ),
      { numRuns: 3 },
    );
  }, 120_000);

  it('once the address is confirmed, its own mails name the account again, and the cap still holds', async () => {
    const member = await unconfirmedUser(ctx);
    await ctx.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.user!.id));
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_HOUR + 3; i++) {
      await post(i % 2 ? second : ctx.app, '/api/auth/forgot-password', { email: member.seed!.email });
      await post(ctx.app, '/api/auth/signup', { ...makeUserSeed(), email: member.seed!.email });
    }
    const mails = await settledMails(member.seed!.email);
    // Its own sign-up's confirmation was one of the hour's six.
    expect(mails).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
    expect(mails.filter((mail) => /^Set a new password/.test(mail.subject))[0]!.text).toContain(member.seed!.username);
  }, 90_000);
});
