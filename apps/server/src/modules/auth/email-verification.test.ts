// Issue 15: addresses that are real. Sign-up mails a link (the same answer for an address
// that has an account, whose owner is told instead); publishing waits for the link; a new
// address holds only once its own link is followed, and the old one hears of it. Every mail
// goes through a real SMTP server and every link is followed as it arrived.
import {
  EMAIL_CHANGE_SENT,
  EMAIL_LINK_HOURS,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_TAKEN,
  EMAIL_UNVERIFIED,
  SIGN_UP_CHECK_EMAIL,
  VERIFICATION_SENT,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { emailLinks } from '../../db/schema-trust.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, asCookie, sessionCookie, signedUpUser, type Caller } from '../../../test/http.ts';
import { listingBody, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { EMAIL_LINKS_PER_HOUR } from './email-links.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: object, caller: Caller = anonymous(ctx)) =>
  caller.request({ method: 'POST', url, payload });
const signUp = (payload: object) => post('/api/auth/signup', payload);
const confirm = (token: unknown) => post('/api/auth/verify-email', { token });
const signIn = (email: string, password: string) => post('/api/auth/signin', { email, password });
const mailsTo = (to: string, subject: RegExp) =>
  smtp.received.filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

/** Waits until `count` such mails arrived, then a little longer, and answers how many there are. */
async function countMails(to: string, subject: RegExp, count: number): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (mailsTo(to, subject).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await settle();
  return mailsTo(to, subject).length;
}

/** The token of the link labelled `label` in a mail, checked to point at our confirm page. */
function tokenIn(mail: ReceivedMail, label: string): string {
  const link = new RegExp(`${label}: (\\S+)`).exec(mail.text)?.[1];
  expect(link).toMatch(/^http:\/\/localhost:\d+\/verify-email#token=[\w-]{43}$/);
  expect(mail.html).toContain(link);
  return link!.split('#token=')[1]!;
}

describe('signing up', () => {
  it('sign up → the mail → publishing refused until the link is followed → the link signs in and publishes', async () => {
    const seed = makeUserSeed();
    expect((await signUp(seed)).json()).toEqual({
      code: 'account.sign-up-check-email',
      values: { hours: EMAIL_LINK_HOURS },
      success: true,
      message: SIGN_UP_CHECK_EMAIL,
    });
    const mail = await smtp.waitFor(seed.email, /^Confirm your email address for Nyumba$/, 30_000);
    // The address is not confirmed yet: the mail carries nothing the person who typed it chose.
    expect(mail.text).not.toContain(seed.username);
    expect(mail.text).toContain('Nyumba: homes and home services in Kenya.');

    // Signed in with the password meanwhile: browsing and saving work, publishing does not.
    const early = signIn(seed.email, seed.password);
    const waiting = asCookie(ctx, sessionCookie(await early)!);
    const caller = { request: waiting };
    const listing = listingBody([await uploadPhoto(caller)]);
    expect((await waiting({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({ emailVerified: false });
    for (const [url, body] of [
      ['/api/listing/create', listing],
      ['/api/post/create', { title: 'Before you pay rent', content: '<p>Check the water.</p>' }],
    ] as const) {
      const refused = await waiting({ method: 'POST', url, payload: body });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        code: 'account.email-unverified',
        success: false,
        message: EMAIL_UNVERIFIED,
      });
    }

    const confirmed = await confirm(tokenIn(mail, 'Confirm my email'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, email: seed.email, emailVerified: true });
    const member = asCookie(ctx, sessionCookie(confirmed)!);
    expect((await member({ method: 'POST', url: '/api/listing/create', payload: listing })).statusCode).toBe(201);
    // The session from before the link may publish now too: the proof is the account's.
    expect((await waiting({ method: 'POST', url: '/api/listing/create', payload: listing })).statusCode).toBe(201);

    const again = await confirm(tokenIn(mail, 'Confirm my email'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: EMAIL_LINK_INVALID, errors: { token: EMAIL_LINK_INVALID } });
    expect(sessionCookie(again)).toBeFalsy();
  }, 60_000);

  it("with a member's address: the same answer, no account, no link; the member is told, at most 3 times an hour", async () => {
    const member = await signedUpUser(ctx);
    // All at once: the hour's count must hold across parallel requests.
    const tries = Array.from({ length: EMAIL_LINKS_PER_HOUR + 2 }, (_, i) => {
      const spelling = i % 2 ? member.seed!.email.toUpperCase() : ` ${member.seed!.email}`;
      return signUp({ ...makeUserSeed(), email: spelling });
    });
    const answers = (await Promise.all(tries)).map((answer) => answer.body);
    expect(new Set(answers)).toEqual(
      new Set([
        JSON.stringify({
          success: true,
          message: SIGN_UP_CHECK_EMAIL,
          code: 'account.sign-up-check-email',
          values: { hours: EMAIL_LINK_HOURS },
        }),
      ]),
    );
    const notice = await smtp.waitFor(member.seed!.email, /^Someone tried to sign up/, 30_000);
    expect(notice.text).toMatch(/Set a new password: http:\/\/localhost:\d+\/forgot-password/);
    expect(await countMails(member.seed!.email, /^Someone tried to sign up/, EMAIL_LINKS_PER_HOUR)).toBe(
      EMAIL_LINKS_PER_HOUR,
    );
    expect(mailsTo(member.seed!.email, /^Confirm/)).toHaveLength(1); // their own sign-up's
    const rows = await ctx.handle.db.select().from(users).where(eq(users.email, member.seed!.email));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('"send the link again": a new link for an unconfirmed account, the same answer and nothing for any other', async () => {
    const seed = makeUserSeed();
    await signUp(seed);
    const confirmed = await signedUpUser(ctx);
    for (const email of [seed.email, confirmed.seed!.email, 'nobody-at-all@example.co.ke']) {
      const res = await post('/api/auth/resend-verification', { email });
      expect(res.json()).toEqual({
        code: 'account.verification-sent',
        values: { hours: EMAIL_LINK_HOURS },
        success: true,
        message: VERIFICATION_SENT,
      });
    }
    // All at once, as a script would ask: the hour's count must hold across parallel requests.
    await Promise.all(
      Array.from({ length: 4 }, () => post('/api/auth/resend-verification', { email: seed.email.toUpperCase() })),
    );
    expect(await countMails(seed.email, /^Confirm your email/, EMAIL_LINKS_PER_HOUR)).toBe(EMAIL_LINKS_PER_HOUR);
    const links = mailsTo(seed.email, /^Confirm your email/);
    expect(links).toHaveLength(EMAIL_LINKS_PER_HOUR);
    expect(mailsTo(confirmed.seed!.email, /^Confirm your email/)).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.to.includes('nobody-at-all@example.co.ke'))).toHaveLength(0);
    // Any of the links works; the first one followed ends the others.
    const tokens = links.map((mail) => tokenIn(mail, 'Confirm my email'));
    expect((await confirm(tokens[1])).statusCode).toBe(200);
    for (const token of [tokens[0], tokens[2]]) expect((await confirm(token)).statusCode).toBe(400);
    for (const bad of [{}, { email: 'not-an-email' }, { email: 'x'.repeat(300) }]) {
      expect((await post('/api/auth/resend-verification', bad)).statusCode).toBe(400);
    }
  }, 60_000);

  it('refuses tampered, malformed and expired tokens with a field message, and the real link still works after', async () => {
    const seed = makeUserSeed();
    await signUp(seed);
    const token = tokenIn(await smtp.waitFor(seed.email, /^Confirm/, 30_000), 'Confirm my email');
    const flip = (at: number) => token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    for (const bad of [
      flip(0),
      flip(42),
      token.slice(0, -1),
      `${token}A`,
      token.toUpperCase(),
      '',
      ' ',
      'a'.repeat(64),
      'a'.repeat(5000),
      `${token.slice(0, 40)}$'"`,
      42,
      null,
      ['x'],
      { $ne: '' },
    ]) {
      const res = await confirm(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(res.json().errors).toEqual({ token: EMAIL_LINK_INVALID });
    }
    await ctx.handle.db
      .update(emailLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(emailLinks.email, seed.email));
    expect((await confirm(token)).json()).toMatchObject({ message: EMAIL_LINK_INVALID });
    await ctx.handle.db
      .update(emailLinks)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(emailLinks.email, seed.email));
    expect((await confirm(token)).statusCode).toBe(200);
  }, 60_000);

  it('a password link proves the mailbox too: the reset confirms the address', async () => {
    const seed = makeUserSeed();
    await signUp(seed);
    await post('/api/auth/forgot-password', { email: seed.email });
    const mail = await smtp.waitFor(seed.email, /^Set a new password/, 30_000);
    const token = /#token=([\w-]{43})/.exec(mail.text)![1];
    expect((await post('/api/auth/reset-password', { token, password: 'a-fresh-password-2' })).statusCode).toBe(200);
    const res = await signIn(seed.email, 'a-fresh-password-2');
    expect(res.json()).toMatchObject({ emailVerified: true });
  }, 60_000);
});

describe('changing the e-mail', () => {
  const change = (caller: Caller, email: string) =>
    post(`/api/user/update/${caller.user!.id}`, { email, currentPassword: caller.seed!.password }, caller);

  it('the new address holds once its link is followed; the old one is told; sign-in follows the address', async () => {
    const user = await signedUpUser(ctx);
    const newEmail = makeUserSeed().email;
    const res = await change(user, newEmail.toUpperCase());
    expect(res.json()).toMatchObject({ success: true, message: EMAIL_CHANGE_SENT, email: user.seed!.email });
    const link = await smtp.waitFor(newEmail, /^Confirm your new email address for Nyumba$/, 30_000);
    const told = await smtp.waitFor(user.seed!.email, /^Your Nyumba email address is being changed$/, 30_000);
    expect(told.text).toContain(newEmail);
    expect((await signIn(newEmail, user.seed!.password)).statusCode).toBe(401);

    const confirmed = await confirm(tokenIn(link, 'Confirm my new email'));
    expect(confirmed.json()).toMatchObject({ email: newEmail, emailVerified: true, _id: user.user!.id });
    expect((await signIn(newEmail, user.seed!.password)).statusCode).toBe(200);
    expect((await signIn(user.seed!.email, user.seed!.password)).statusCode).toBe(401);
    // The device that followed the link is signed in; every other session (the one that asked included) ended.
    expect(confirmed.json()).toMatchObject({ signedIn: true });
    expect((await user.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  }, 60_000);

  it("a member's address gets nothing and the answer is the same; one taken meanwhile cannot be claimed", async () => {
    const user = await signedUpUser(ctx);
    const other = await signedUpUser(ctx);
    const taken = await change(user, other.seed!.email);
    expect(taken.json()).toMatchObject({ message: EMAIL_CHANGE_SENT, email: user.seed!.email });

    const wanted = makeUserSeed().email;
    await change(user, wanted);
    const link = await smtp.waitFor(wanted, /^Confirm your new email/, 30_000);
    // Someone signs up with that address before the link is followed.
    const racer = await signedUpUser(ctx, { ...makeUserSeed(), email: wanted });
    const refused = await confirm(tokenIn(link, 'Confirm my new email'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ token: EMAIL_LINK_TAKEN });
    expect((await user.request({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({
      email: user.seed!.email,
    });
    expect((await racer.request({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({ email: wanted });

    await settle();
    expect(mailsTo(other.seed!.email, /new email/)).toHaveLength(0);
  }, 60_000);
});
