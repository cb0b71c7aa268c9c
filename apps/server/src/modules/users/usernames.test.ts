// A username that reads like an existing one is refused, at sign-up and on a change.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { USERNAME_LOOKALIKE, USERNAME_TAKEN } from '../auth/service.ts';

let ctx: TestContext;
let wanjiku: Caller;
const NAME = `Wanjiku Kamau ${Date.now().toString(36).replace(/\d/g, '')}`;
beforeAll(async () => {
  ctx = await createTestApp();
  wanjiku = await signedUpUser(ctx, { ...makeUserSeed(), username: NAME });
});
afterAll(async () => {
  await ctx.close();
});

const signUp = (username: string) =>
  anonymous(ctx).request({ method: 'POST', url: '/api/auth/signup', payload: { ...makeUserSeed(), username } });

// Look-alike letters for those of the name, and what they are drawn like.
const SWAPS: [RegExp, string][] = [
  [/a/, 'а'], // Cyrillic
  [/i/, 'і'], // Cyrillic
  [/W/, 'Ｗ'], // fullwidth (NFKC folds it: then the very same name)
  [/a/, 'α'], // Greek
  [/K/, 'Κ'], // Greek
  [/m/, 'rn'],
  [/W/, 'VV'],
  [/u/, 'ú'],
  [/i/, 'l'],
  [/a/, 'ä'],
  [/ /, '   '],
];

describe('usernames that impersonate', () => {
  it.each(SWAPS.map(([from, to]) => [String(from), to]))(
    '%s → %s is refused with a field message',
    async (from, to) => {
      const res = await signUp(NAME.replace(new RegExp(from.slice(1, -1)), () => to));
      // 409 when it reads like the existing name; runs of spaces are refused by the form's rules.
      expect([400, 409]).toContain(res.statusCode);
      expect(res.json().errors.username).toEqual(expect.any(String));
    },
  );

  it('any mix of them is refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray(SWAPS, { minLength: 1 }), async (swaps) => {
        const disguised = swaps.reduce((name, [from, to]) => name.replace(from, () => to), NAME);
        const res = await signUp(disguised);
        expect([400, 409]).toContain(res.statusCode);
        expect(res.json().errors.username).toEqual(expect.any(String));
      }),
      { numRuns: 15 },
    );
  });

  it('the same name in other letters is "taken"; a look-alike says so', async () => {
    expect((await signUp(NAME.toUpperCase())).json().errors.username).toBe(USERNAME_TAKEN);
    expect((await signUp(NAME.replace('a', 'а'))).json().errors.username).toBe(USERNAME_LOOKALIKE);
  });

  it('a change to a look-alike is refused too; a change of one’s own name’s case is not', async () => {
    const other = await signedUpUser(ctx);
    const res = await other.request({
      method: 'POST',
      url: `/api/user/update/${other.user!.id}`,
      payload: { username: NAME.replace('i', 'і') },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.username).toBe(USERNAME_LOOKALIKE);
    const own = await wanjiku.request({
      method: 'POST',
      url: `/api/user/update/${wanjiku.user!.id}`,
      payload: { username: NAME.toLowerCase() },
    });
    expect(own.statusCode).toBe(200);
  });

  it('different names are fine', async () => {
    expect((await signUp(`Wanjiru ${Date.now().toString(36).replace(/\d/g, '')}`)).statusCode).toBe(201);
  });
});
