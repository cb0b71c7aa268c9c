// A session alone may not change the e-mail or the password, nor delete the account
// (issue 15): whoever finds a phone unlocked must not own the account. The current
// password proves it; an account with only Google proves it by a sign-in minutes old.
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, FRESH_SIGN_IN_REQUIRED } from '@nyumba/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { sessions } from '../../db/schema-sessions.ts';
import { createSession } from '../../plugins/session-store.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, asCookie, signedUpUser, type Caller } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SIGNIN_LOCKOUT_FAILURES: '5' });
});
afterAll(async () => {
  await ctx.close();
});

const update = (caller: Caller, payload: object) =>
  caller.request({ method: 'POST', url: `/api/user/update/${caller.user!.id}`, payload });
const remove = (caller: Caller, payload?: object) =>
  caller.request({ method: 'DELETE', url: `/api/user/delete/${caller.user!.id}`, ...(payload ? { payload } : {}) });
// The live account: a deleted one keeps only a pseudonymous row (modules/privacy), read as gone.
const rowOf = async (id: string) =>
  (
    await ctx.handle.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
  )[0];
const signIn = (email: string, password: string) =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

/** The three changes that need proof, each as a request and a check that it did not happen. */
const guarded = (caller: Caller) => [
  {
    name: 'a new e-mail',
    send: (proof: object) => update(caller, { email: makeUserSeed().email, ...proof }),
    unchanged: async () => expect((await rowOf(caller.user!.id))?.email).toBe(caller.user!.email),
  },
  {
    name: 'a new password',
    send: (proof: object) => update(caller, { password: 'a-brand-new-password', ...proof }),
    unchanged: async () => expect((await signIn(caller.user!.email, caller.seed!.password)).statusCode).toBe(200),
  },
  {
    name: 'deleting the account',
    send: (proof: object) => remove(caller, proof),
    unchanged: async () => expect(await rowOf(caller.user!.id)).toBeDefined(),
  },
];

describe('the current password', () => {
  it('is required, and a wrong one is refused with a field message, for each guarded change', async () => {
    const user = await signedUpUser(ctx);
    for (const change of guarded(user)) {
      for (const proof of [{}, { currentPassword: '' }, { currentPassword: null }]) {
        const res = await change.send(proof);
        expect(res.statusCode, change.name).toBe(400);
        expect(res.json().errors, change.name).toEqual({ currentPassword: CURRENT_PASSWORD_REQUIRED });
        await change.unchanged();
      }
      for (const wrong of ['not-it-at-all', user.seed!.password.toUpperCase(), `${user.seed!.password} `]) {
        const res = await change.send({ currentPassword: wrong });
        expect(res.statusCode, change.name).toBe(400);
        expect(res.json().errors, change.name).toEqual({ currentPassword: CURRENT_PASSWORD_WRONG });
        await change.unchanged();
      }
      // A right guess clears the failures, so the next change starts from zero.
      expect(
        (await update(user, { username: user.user!.username, currentPassword: user.seed!.password })).statusCode,
      ).toBe(200);
    }
    // A delete body that is no JSON object at all is a 400 too, and deletes nothing.
    const odd = await user.request({
      method: 'DELETE',
      url: `/api/user/delete/${user.user!.id}`,
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(odd.statusCode).toBe(400);
    expect(await rowOf(user.user!.id)).toBeDefined();
  });

  it('is not needed for the name, the photo, or an e-mail that only changes case', async () => {
    const user = await signedUpUser(ctx);
    const res = await update(user, {
      username: `${user.user!.username}z`,
      avatar: 'https://images.example.com/me.webp',
      email: user.user!.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully!');
  });

  it('counts wrong guesses towards the sign-in lockout: no side door for guessing', async () => {
    const user = await signedUpUser(ctx);
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await remove(user, { currentPassword: `guess-${i}-wrong` })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    // Locked for the right password too, on sign-in and here alike.
    expect((await remove(user, { currentPassword: user.seed!.password })).statusCode).toBe(429);
    expect((await signIn(user.user!.email, user.seed!.password)).statusCode).toBe(429);
    expect(await rowOf(user.user!.id)).toBeDefined();
  });

  it('with the right one: the password changes and the account can be deleted', async () => {
    const user = await signedUpUser(ctx);
    const changed = await update(user, { password: 'a-brand-new-password', currentPassword: user.seed!.password });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(user.user!.email, 'a-brand-new-password')).statusCode).toBe(200);
    const gone = await remove(user, { currentPassword: 'a-brand-new-password' });
    expect(gone.statusCode).toBe(200);
    expect(await rowOf(user.user!.id)).toBeUndefined();
  });
});

describe('an account with only Google', () => {
  async function googleOnly(minutesAgo: number): Promise<Caller> {
    const seed = makeUserSeed();
    const [row] = await ctx.handle.db
      .insert(users)
      .values({
        username: seed.username,
        usernameSkeleton: seed.username,
        email: seed.email,
        googleSubject: `sub-${seed.username}`,
        emailVerifiedAt: new Date(),
      })
      .returning();
    const { token, sessionId } = await createSession(ctx.handle.db, row!.id, 30);
    await ctx.handle.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(sessions.id, sessionId));
    return { request: asCookie(ctx, token), token, user: { id: row!.id, username: row!.username, email: row!.email! } };
  }

  it('proves itself by a sign-in made in the last 10 minutes, not by any password', async () => {
    const fresh = await googleOnly(2);
    const me = await fresh.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({ googleOnly: true, emailVerified: true });
    const password = await update(fresh, { password: 'now-with-a-password' });
    expect(password.statusCode).toBe(200);
    expect((await signIn(fresh.user!.email, 'now-with-a-password')).statusCode).toBe(200);

    const stale = await googleOnly(11);
    for (const proof of [{}, { currentPassword: 'anything-at-all' }]) {
      const res = await remove(stale, proof);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ currentPassword: FRESH_SIGN_IN_REQUIRED });
    }
    expect(await rowOf(stale.user!.id)).toBeDefined();
    const recent = await googleOnly(1);
    expect((await remove(recent)).statusCode).toBe(200);
  });
});
