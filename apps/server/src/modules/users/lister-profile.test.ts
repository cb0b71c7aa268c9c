// Issue 15: a lister's public page says who they are: a business name, a few lines about
// them, and an estate agent's EARB registration, "not yet checked" until a moderator has.
import { EARB_NUMBER_FORMAT, kenyaYear, listerPageResponseSchema } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const update = (caller: Caller, payload: object) =>
  caller.request({ method: 'POST', url: `/api/user/update/${caller.user!.id}`, payload });
const page = async (caller: Caller) =>
  listerPageResponseSchema.parse(
    (await anonymous(ctx).request({ method: 'GET', url: `/api/lister/${caller.user!.id}` })).json(),
  ).lister;

describe('the public page fields', () => {
  it('are saved, shown on the lister page (the EARB number as unchecked), and cleared by an empty value', async () => {
    const user = await signedUpUser(ctx);
    expect(await page(user)).toMatchObject({ businessName: null, about: null, earb: null });
    const res = await update(user, {
      businessName: '  Wanjiku Homes Ltd ',
      about: 'Bedsitters and one-bedrooms in Ruaka and Kahawa.\nViewing on Saturdays.',
      earbNumber: ' EARB/A/1234 ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      businessName: 'Wanjiku Homes Ltd',
      earbNumber: 'EARB/A/1234',
      agentVerified: false,
    });
    expect(await page(user)).toMatchObject({
      businessName: 'Wanjiku Homes Ltd',
      about: 'Bedsitters and one-bedrooms in Ruaka and Kahawa.\nViewing on Saturdays.',
      earb: { number: 'EARB/A/1234', verified: false },
    });
    // Other changes leave them be; an empty value (or null) clears one.
    await update(user, { username: `${user.user!.username}x` });
    expect((await page(user)).businessName).toBe('Wanjiku Homes Ltd');
    await update(user, { businessName: '', about: null, earbNumber: '   ' });
    expect(await page(user)).toMatchObject({ businessName: null, about: null, earb: null });
  });

  it('a checked number with this year\'s certificate shows "verified" until the number changes', async () => {
    const user = await signedUpUser(ctx);
    await update(user, { earbNumber: 'A/5678', earbYear: kenyaYear(new Date()) });
    await ctx.handle.db.update(users).set({ earbVerifiedAt: new Date() }).where(eq(users.id, user.user!.id));
    expect((await page(user)).earb).toEqual({ number: 'A/5678', verified: true });
    await update(user, { earbNumber: 'A/5678', about: 'Same number, new words' });
    expect((await page(user)).earb).toEqual({ number: 'A/5678', verified: true });
    await update(user, { earbNumber: 'A/9999' });
    expect((await page(user)).earb).toEqual({ number: 'A/9999', verified: false });
  });

  it.each([
    [{ businessName: 'x'.repeat(81) }, 'businessName', 'Business name must be at most 80 characters'],
    [{ businessName: 'x'.repeat(100_000) }, 'businessName', 'Business name must be at most 80 characters'],
    [
      { businessName: 'Homes \u202Eevil' },
      'businessName',
      'Remove the hidden direction-changing characters: they can disguise text',
    ],
    [{ about: 'y'.repeat(601) }, 'about', 'About must be at most 600 characters'],
    [{ about: 42 }, 'about', 'Write something about you'],
    [{ earbNumber: '<script>' }, 'earbNumber', EARB_NUMBER_FORMAT],
    [{ earbNumber: '/A/1' }, 'earbNumber', EARB_NUMBER_FORMAT],
    [{ earbNumber: 'A'.repeat(31) }, 'earbNumber', 'EARB number must be at most 30 characters'],
    [{ earbNumber: ['A/1'] }, 'earbNumber', EARB_NUMBER_FORMAT],
  ])('refuses %j with a field message and changes nothing', async (payload, field, message) => {
    const user = await signedUpUser(ctx);
    await update(user, { businessName: 'Kept Homes' });
    const res = await update(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect((await page(user)).businessName).toBe('Kept Homes');
  });
});
