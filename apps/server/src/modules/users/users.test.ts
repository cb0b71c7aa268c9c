import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '../../db/schema.ts';
import { sessions } from '../../db/schema-sessions.ts';
import { savedListings } from '../../db/schema-activity.ts';
import { posts } from '../../db/schema-posts.ts';
import { images } from '../../db/schema-images.ts';
import { EMAIL_CHANGE_SENT } from '@nyumba/domain';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, asCookie, sessionCookie, signedUpUser, type Caller, secretsIn } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const update = (caller: Caller, id: string, payload: object) =>
  caller.request({ method: 'POST', url: `/api/user/update/${id}`, payload });
const remove = (caller: Caller, id: string, currentPassword = caller.seed?.password) =>
  caller.request({ method: 'DELETE', url: `/api/user/delete/${id}`, payload: { currentPassword } });
const me = (caller: Caller) => caller.request({ method: 'GET', url: '/api/auth/me' });

async function signInAgain(caller: Caller, password = caller.seed!.password): Promise<Caller> {
  const res = await anonymous(ctx).request({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: caller.user!.email, password },
  });
  expect(res.statusCode).toBe(200);
  return { ...caller, token: sessionCookie(res)!, request: asCookie(ctx, sessionCookie(res)!) };
}

describe('POST /api/user/update/:id', () => {
  it('updates the fields sent, answers the user with the spec message, and leaves the rest', async () => {
    const user = await signedUpUser(ctx);
    const seed = makeUserSeed();
    const res = await update(user, user.user!.id, {
      username: seed.username,
      email: user.seed!.email.toUpperCase(),
      avatar: 'https://images.example.com/me.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      _id: user.user!.id,
      username: seed.username,
      email: user.seed!.email,
      avatar: 'https://images.example.com/me.webp',
      emailVerified: true,
    });
    expect(secretsIn(res.body)).toEqual([]);
    const partial = await update(user, user.user!.id, { username: `${seed.username}x`, email: '', password: '' });
    expect(partial.json()).toMatchObject({ username: `${seed.username}x`, email: user.seed!.email });
    // The old password still works: an empty password field changes nothing.
    await signInAgain(user);
  });

  it('answers 401 without a session and 403 for another user, changing nothing', async () => {
    const victim = await signedUpUser(ctx);
    const attacker = await signedUpUser(ctx);
    const anon = await update(anonymous(ctx), victim.user!.id, { username: 'pwned' });
    expect(anon.statusCode).toBe(401);
    const other = await update(attacker, victim.user!.id, { username: 'pwned', password: 'pwned-password' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      code: 'account.only-change-own-account',
      success: false,
      message: 'You can only change your own account',
    });
    expect((await update(attacker, 'not-a-uuid', { username: 'pwned' })).statusCode).toBe(403);
    expect((await me(victim)).json()).toMatchObject({ username: victim.user!.username });
    await signInAgain(victim);
  });

  it('answers a taken e-mail as a free one (the address changes by its link only), a taken username with 409', async () => {
    const user = await signedUpUser(ctx);
    const other = await signedUpUser(ctx);
    const proof = { currentPassword: user.seed!.password };
    const taken = await update(user, user.user!.id, { ...proof, email: other.seed!.email.toUpperCase() });
    const free = await update(user, user.user!.id, { ...proof, email: makeUserSeed().email });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe(EMAIL_CHANGE_SENT);
    const { updatedAt: _taken, ...takenAnswer } = taken.json();
    const { updatedAt: _free, ...freeAnswer } = free.json();
    expect(takenAnswer).toEqual(freeAnswer);
    expect((await me(user)).json().email).toBe(user.seed!.email);
    const name = await update(user, user.user!.id, { username: other.seed!.username.toUpperCase() });
    expect(name.statusCode).toBe(409);
    expect(name.json().errors).toEqual({ username: 'This username is already taken' });
    const own = await update(user, user.user!.id, {
      email: user.seed!.email.toUpperCase(),
      username: user.seed!.username,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe('Profile updated successfully!');
  });

  it('validates like sign-up: malformed e-mail, short password, non-http avatar', async () => {
    const user = await signedUpUser(ctx);
    const bad = await update(user, user.user!.id, { email: 'nope', password: 'short', avatar: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
      avatar: 'Avatar must be an http(s) address',
    });
  });

  it('ignores fields it does not know: no moving the id, no admin flag, no password hash', async () => {
    const user = await signedUpUser(ctx);
    const other = await signedUpUser(ctx);
    const res = await update(user, user.user!.id, {
      _id: other.user!.id,
      id: other.user!.id,
      isAdmin: true,
      passwordHash: 'x',
      password_hash: 'x',
      googleSubject: 'sub',
      username: `${user.seed!.username}2`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(user.user!.id);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.user!.id));
    expect(row!.googleSubject).toBeNull();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await me(other)).json()).toMatchObject({ username: other.user!.username });
  });

  it('a new password signs out the other sessions but keeps this one', async () => {
    const phone = await signedUpUser(ctx);
    const laptop = await signInAgain(phone);
    const bearer = laptop.token!;
    const res = await update(phone, phone.user!.id, {
      password: 'a-brand-new-password',
      currentPassword: phone.seed!.password,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    const viaBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(viaBearer.statusCode).toBe(401);
    const old = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: phone.user!.email, password: phone.seed!.password },
    });
    expect(old.statusCode).toBe(401);
    await signInAgain(phone, 'a-brand-new-password');
  });
});

describe('DELETE /api/user/delete/:id', () => {
  it('answers 401 without a session and 403 for another user', async () => {
    const victim = await signedUpUser(ctx);
    const attacker = await signedUpUser(ctx);
    expect((await remove(anonymous(ctx), victim.user!.id)).statusCode).toBe(401);
    expect((await remove(attacker, victim.user!.id)).statusCode).toBe(403);
    expect((await me(victim)).statusCode).toBe(200);
  });

  it('deletes the user, their sessions, listings, saved entries, posts and images; others keep theirs', async () => {
    const { db } = ctx.handle;
    const user = await signedUpUser(ctx);
    const second = await signInAgain(user);
    const neighbour = await signedUpUser(ctx);
    const [own, shared, theirs] = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40)];
    const url = (key: string) => `/images/${key}-800.webp`;
    await db.insert(images).values([
      { key: own, ownerId: user.user!.id, widths: [400, 800], bytes: 10 },
      { key: shared, ownerId: user.user!.id, widths: [400, 800], bytes: 10 },
      { key: theirs, ownerId: neighbour.user!.id, widths: [400, 800], bytes: 10 },
    ]);
    const listing = (ownerId: string, imageUrls: string[]) => ({
      ownerId,
      type: 'rentals',
      name: 'Bedsitter in Kilimani',
      description: 'Near Yaya Centre',
      phoneNumber: '+254712345678',
      price: 15000,
      bedrooms: 'bedsitter',
      imageUrls,
    });
    const [mine] = await db
      .insert(listings)
      .values(listing(user.user!.id, [url(own)]))
      .returning();
    const [neighbours] = await db
      .insert(listings)
      .values(listing(neighbour.user!.id, [url(theirs), url(shared)]))
      .returning();
    await db
      .insert(posts)
      .values({ authorId: user.user!.id, title: 'Moving tips', content: `<p><img src="${url(shared)}"></p>` });
    await db.insert(savedListings).values([
      { userId: user.user!.id, listingId: neighbours!.id },
      { userId: neighbour.user!.id, listingId: mine!.id },
      { userId: neighbour.user!.id, listingId: neighbours!.id },
    ]);

    const res = await remove(user, user.user!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'account.been-deleted',
      success: true,
      message: 'Your account has been deleted',
    });
    expect(res.cookies.find((c) => c.name === 'nyumba_session')?.value).toBe('');

    // The row stays only as a pseudonym for what the law keeps (modules/privacy): nothing of theirs on it.
    const [kept] = await db.select().from(users).where(eq(users.id, user.user!.id));
    expect(kept).toMatchObject({ email: null, passwordHash: null, avatar: null, phone: null });
    expect(kept!.username).not.toBe(user.user!.username);
    expect(kept!.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.user!.id))).toHaveLength(0);
    expect(await db.select().from(listings).where(eq(listings.ownerId, user.user!.id))).toHaveLength(0);
    expect(await db.select().from(posts).where(eq(posts.authorId, user.user!.id))).toHaveLength(0);
    const saved = await db.select().from(savedListings);
    expect(saved.filter((s) => s.userId === user.user!.id || s.listingId === mine!.id)).toHaveLength(0);
    expect(saved.filter((s) => s.userId === neighbour.user!.id && s.listingId === neighbours!.id)).toHaveLength(1);
    // Their own image is gone; the one a neighbour's listing still shows stays.
    const left = await db
      .select({ key: images.key })
      .from(images)
      .where(inArray(images.key, [own, shared, theirs]));
    expect(left.map((r) => r.key).sort()).toEqual([shared, theirs].sort());

    expect((await me(second)).statusCode).toBe(401);
    const signIn = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.seed!.email, password: user.seed!.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await me(neighbour)).statusCode).toBe(200);
    // The e-mail is free again.
    expect(
      (await anonymous(ctx).request({ method: 'POST', url: '/api/auth/signup', payload: user.seed! })).statusCode,
    ).toBe(201);
  });
});
