import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { users } from '../src/db/schema.ts';
import { phoneHistory, phoneNumbers } from '../src/db/schema-phone.ts';
import { emailLinks } from '../src/db/schema-trust.ts';
import { hashToken } from '../src/plugins/session-store.ts';
import { makeUserSeed, type UserSeed } from '../src/seed/factories.ts';
import { SESSION_COOKIE } from '../src/plugins/session.ts';
import type { TestContext } from './test-app.ts';

export interface Caller {
  /** Sends a request as this caller: its cookie and our own Origin, like the web app does. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  cookie?: string;
  token?: string;
  user?: { id: string; username: string; email: string };
  seed?: UserSeed;
}

export function anonymous(ctx: TestContext): Caller {
  return {
    request: (options) =>
      ctx.app.inject({ ...options, headers: { origin: ctx.config.PUBLIC_URL, ...options.headers } }),
  };
}

function sessionCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

export function asCookie(ctx: TestContext, token: string): Caller['request'] {
  return (options) =>
    ctx.app.inject({
      ...options,
      headers: { origin: ctx.config.PUBLIC_URL, cookie: `${SESSION_COOKIE}=${token}`, ...options.headers },
    });
}

function callerFrom(ctx: TestContext, res: LightMyRequestResponse, seed: UserSeed): Caller {
  const token = sessionCookie(res);
  if (!token) throw new Error(`no session: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    request: asCookie(ctx, token),
    cookie: token,
    token,
    user: { id: body.id, username: body.username, email: body.email },
    seed,
  };
}

async function signUpOnly(ctx: TestContext, seed: UserSeed): Promise<void> {
  const res = await anonymous(ctx).request({ method: 'POST', url: '/api/auth/signup', payload: seed });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
}

/**
 * Signs a fresh user up through the API and follows a confirmation link, as the new member
 * would from the mail: the caller holds the session that link starts, and may publish.
 * The link is made as the mailer makes it (a token stored hashed), since test apps send
 * no mail; email-verification.test.ts follows the real mailed one.
 */
export async function signedUpUser(ctx: TestContext, seed: UserSeed = makeUserSeed()): Promise<Caller> {
  await signUpOnly(ctx, seed);
  const token = await confirmationLink(ctx, seed.email);
  const res = await anonymous(ctx).request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  return callerFrom(ctx, res, seed);
}

/** A confirmation link's token for the account at `email`, made as the mailer makes one. */
export async function confirmationLink(ctx: TestContext, email: string): Promise<string> {
  const { db } = ctx.handle;
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no account for ${email}`);
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailLinks).values({
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'verify',
    email: user.email!,
    expiresAt: new Date(Date.now() + 60_000),
  });
  return token;
}

/** A fresh user who signed up and then signed in with the password, without confirming the address. */
export async function unconfirmedUser(ctx: TestContext, seed: UserSeed = makeUserSeed()): Promise<Caller> {
  await signUpOnly(ctx, seed);
  const res = await anonymous(ctx).request({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: seed.email, password: seed.password },
  });
  return callerFrom(ctx, res, seed);
}

export { sessionCookie };

/**
 * Makes these accounts `days` old, as if they had signed up then: a reporter's standing
 * grows with the account's age (domain reporter-standing.ts).
 */
export async function ageAccounts(ctx: TestContext, callers: Caller[], days: number): Promise<void> {
  const since = new Date(Date.now() - days * 24 * 60 * 60_000);
  for (const caller of callers) {
    await ctx.handle.db.update(users).set({ createdAt: since }).where(eq(users.id, caller.user!.id));
  }
}

let provenSeq = 0;

/**
 * Gives the account a number proven `days` ago (a fresh one, as if its code had been entered
 * then): what holding more than one booking and publishing a review without a moderator ask
 * for (docs/phone.md). Proving itself, through a code by SMS, is tested in modules/phone.
 */
export async function provenNumber(ctx: TestContext, caller: Caller, days = 30): Promise<string> {
  provenSeq += 1;
  const phone = `+2547${String((process.pid % 10_000) * 10_000 + (provenSeq % 10_000)).padStart(8, '0')}`;
  const at = new Date(Date.now() - days * 24 * 60 * 60_000);
  await ctx.handle.db.insert(phoneNumbers).values({ phone, userId: caller.user!.id, provenAt: at, signIn: true });
  await ctx.handle.db.insert(phoneHistory).values({ phone, userId: caller.user!.id, provenAt: at });
  await ctx.handle.db.update(users).set({ phone, phoneVerifiedAt: at }).where(eq(users.id, caller.user!.id));
  return phone;
}

/**
 * A member of a month's standing, confirmed, with a number proven a month ago: what most tests
 * of listing, booking and reviewing need, since a new account (under a week) has at most 3
 * listings in search (the scam shield's new-lister limit, tested in scam-shield.test.ts), and
 * holding more than one booking or reviewing without a moderator needs a proven number.
 */
export async function establishedUser(ctx: TestContext, seed: UserSeed = makeUserSeed()): Promise<Caller> {
  const caller = await signedUpUser(ctx, seed);
  await ageAccounts(ctx, [caller], 30);
  await provenNumber(ctx, caller);
  return caller;
}

/**
 * What in a JSON answer would give a secret away: keys anywhere in it that name one
 * (`names`: a password, a hash by default) and values that are password hashes ($argon2…).
 * Keys and values, not the raw text: a random test username may well spell "hash".
 */
export function secretsIn(body: string, names = /password|hash/i): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && /^\$(?:argon2|scrypt|2[aby]\$)/.test(value)) found.push(`${key}: a password hash`);
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${key}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) {
        if (names.test(name)) found.push(name);
        walk(inner, name);
      }
  };
  walk(JSON.parse(body), '');
  return found;
}
