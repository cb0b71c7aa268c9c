import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { anonymous, signedUpUser } from '../../../test/http.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// A person's language: chosen at sign-up (the page they signed up on), changed by the
// app's switch, carried to every device at sign-in, and the language of their mails.

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

const signUp = (seed: { username: string; email: string; password: string }, headers: Record<string, string>) =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/signup', payload: seed, headers });
const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, headers });
const langCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((cookie) => cookie.name === 'lang')?.value;

describe('the language of an account', () => {
  it('signing up on a Swahili page gives a Swahili confirmation mail and a Swahili account', async () => {
    const seed = { username: 'Amina Swahili', email: 'amina-sw@example.co.ke', password: 'a-long-password-1' };
    expect((await signUp(seed, { 'accept-language': 'sw-KE,sw;q=0.9' })).statusCode).toBe(201);
    const mail = await smtp.waitFor(seed.email, /^Thibitisha anwani yako ya barua pepe ya Nyumba$/, 30_000);
    expect(mail.text).toContain('Karibu Nyumba. Thibitisha');
    expect(mail.text).not.toContain('Amina Swahili');
    expect(mail.text).toContain('Thibitisha barua pepe yangu: http');
    expect(mail.text).toContain('Nyumba: nyumba na huduma za nyumbani Kenya.');
    expect(mail.html).toContain('Thibitisha barua pepe yangu');
    const signedIn = await signIn(seed.email, seed.password);
    expect(signedIn.json()).toMatchObject({ language: 'sw' });
    // A new device without a choice is switched to the account's language.
    expect(langCookie(signedIn)).toBe('sw');
  });

  it('a cookie chosen on the page wins over the browser at sign-up; English stays English', async () => {
    const seed = { username: 'Otieno En', email: 'otieno-en@example.co.ke', password: 'a-long-password-1' };
    await signUp(seed, { 'accept-language': 'sw', cookie: 'lang=en' });
    const mail = await smtp.waitFor(seed.email, /^Confirm your email address for Nyumba$/, 30_000);
    expect(mail.text).toContain('Welcome to Nyumba. Confirm');
    expect(mail.text).not.toContain('Otieno En');
  });

  it('the switch saves the language; the next mails follow it; junk is refused by name', async () => {
    const user = await signedUpUser(ctx);
    const update = (body: Record<string, unknown>) =>
      user.request({ method: 'POST', url: `/api/user/update/${user.user!.id}`, payload: body });
    for (const bad of ['fr', 'SW', '', 'sw-KE', 1, null, ['sw'], { sw: true }]) {
      const res = await update({ language: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors, JSON.stringify(bad)).toHaveProperty('language');
    }
    const saved = await update({ language: 'sw' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'sw' });
    expect((await user.request({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({ language: 'sw' });
    await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.seed!.email },
    });
    const reset = await smtp.waitFor(user.seed!.email, /^Weka nenosiri jipya la Nyumba$/, 30_000);
    expect(reset.text).toMatch(/Weka nenosiri jipya: http:\/\/localhost:\d+\/reset-password#token=[\w-]{43}/);
    // Back to English: an English browser signing in later follows the account, not itself.
    expect((await update({ language: 'en' })).json()).toMatchObject({ language: 'en' });
    const again = await signIn(user.seed!.email, user.seed!.password, { 'accept-language': 'sw' });
    expect(langCookie(again)).toBe('en');
  });

  it('an account from before languages takes the language of the device it next signs in on', async () => {
    const user = await signedUpUser(ctx);
    await ctx.handle.db.update(users).set({ language: null }).where(eq(users.id, user.user!.id));
    expect((await user.request({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({ language: null });
    const res = await signIn(user.seed!.email, user.seed!.password, { 'accept-language': 'sw-TZ' });
    expect(res.json()).toMatchObject({ language: 'sw' });
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.user!.id));
    expect(row?.language).toBe('sw');
  });
});
