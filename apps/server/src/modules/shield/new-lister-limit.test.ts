// Issue 31: an account under a week old has at most 3 listings in search; an older one, or
// one whose EARB agent number a moderator checked, has no limit.
import { NEW_LISTER_LIMIT } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { ageAccounts, signedUpUser, type Caller } from '../../../test/http.ts';
import { listingBody } from '../../../test/listing-fixtures.ts';
import { photoMaker, upload } from '../../../test/shield-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const makePhoto = photoMaker(3_102);

describe('new listers', () => {
  const attempt = async (caller: Caller) =>
    caller.request({
      method: 'POST',
      url: '/api/listing/create',
      payload: listingBody([await upload(caller, await makePhoto())]),
    });
  const mark = (caller: Caller, id: string, availability: string) =>
    caller.request({ method: 'POST', url: `/api/listing/${id}/availability`, payload: { availability } });

  it('an account under a week old has at most 3 listings in search, counted at once', async () => {
    const fresh = await signedUpUser(ctx);
    // Four at once: the account's row lock makes them take turns, so exactly one is refused.
    const answers = await Promise.all([attempt(fresh), attempt(fresh), attempt(fresh), attempt(fresh)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 403]);
    const refused = answers.find((res) => res.statusCode === 403)!;
    expect(refused.json().message).toBe(NEW_LISTER_LIMIT);

    // Pausing one makes room; making it available again while three are live does not.
    const first = answers.find((res) => res.statusCode === 201)!.json().listing.id as string;
    expect((await mark(fresh, first, 'paused')).statusCode).toBe(200);
    expect((await attempt(fresh)).statusCode).toBe(201);
    const back = await mark(fresh, first, 'available');
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe(NEW_LISTER_LIMIT);
  });

  it('a week-old account, or one with a checked EARB agent number, has no such limit', async () => {
    const [week, agent] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
    await ageAccounts(ctx, [week], 8);
    await ctx.handle.db
      .update(users)
      .set({ earbNumber: 'A/31', earbVerifiedAt: new Date() })
      .where(eq(users.id, agent.user!.id));
    for (const caller of [week, agent]) {
      for (let i = 0; i < 4; i += 1) expect((await attempt(caller)).statusCode).toBe(201);
    }
  });
});
