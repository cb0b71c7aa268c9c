// Issue 15: moderators, named by MODERATOR_EMAILS, check a lister's EARB number and grant
// (or take back) the "Agent" label (issue 58: with this year's practising certificate);
// every decision is logged with who, when and why.
import { kenyaYear, listerPageResponseSchema, NO_EARB_NUMBER } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let moderator: Caller;
beforeAll(async () => {
  // The address in another case than the account's: compared without case.
  ctx = await createTestApp({ MODERATOR_EMAILS: ` someone@else.ke, ${moderatorSeed.email.toUpperCase()} ` });
  moderator = await signedUpUser(ctx, moderatorSeed);
});
afterAll(async () => {
  await ctx.close();
});

const badge = (caller: Caller, userId: string, body: object) =>
  caller.request({ method: 'POST', url: `/api/moderation/users/${userId}/agent`, payload: body });
const log = (caller: Caller, userId: string) =>
  caller.request({ method: 'GET', url: `/api/moderation/users/${userId}/log` });
const earbOf = async (userId: string) =>
  listerPageResponseSchema.parse((await anonymous(ctx).request({ method: 'GET', url: `/api/lister/${userId}` })).json())
    .lister.earb;

describe('the Agent label', () => {
  it('a moderator grants it, the lister page shows it, and the log says who, when, what and why', async () => {
    const me = await moderator.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({ moderator: true });
    const lister = await signedUpUser(ctx);
    expect((await lister.request({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({ moderator: false });
    await lister.request({
      method: 'POST',
      url: `/api/user/update/${lister.user!.id}`,
      payload: { earbNumber: 'A/77', earbYear: kenyaYear(new Date()) },
    });

    const granted = await badge(moderator, lister.user!.id, { verified: true, reason: 'Found on the EARB register' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ success: true, earb: { number: 'A/77', verified: true } });
    expect(await earbOf(lister.user!.id)).toEqual({ number: 'A/77', verified: true });

    const revoked = await badge(moderator, lister.user!.id, { verified: false, reason: 'Registration lapsed' });
    expect(revoked.json().earb).toMatchObject({ number: 'A/77', verified: false });
    expect(await earbOf(lister.user!.id)).toEqual({ number: 'A/77', verified: false });

    const entries = (await log(moderator, lister.user!.id)).json().entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'agent-revoked A/77',
      reason: 'Registration lapsed',
      moderator: moderatorSeed.username,
    });
    expect(entries[1]).toMatchObject({
      action: `agent-verified A/77 certificate ${kenyaYear(new Date())}`,
      reason: 'Found on the EARB register',
    });
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(entries[1].createdAt));
  });

  it('refuses an account with no number, an unknown one, and a decision without a reason', async () => {
    const plain = await signedUpUser(ctx);
    const none = await badge(moderator, plain.user!.id, { verified: true, reason: 'Looks fine' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ verified: NO_EARB_NUMBER });
    const unknown = await badge(moderator, '00000000-0000-4000-8000-000000000000', { verified: true, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    for (const body of [{ verified: true }, { verified: true, reason: '   ' }, { verified: 'yes', reason: 'x' }, {}]) {
      expect((await badge(moderator, plain.user!.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await badge(moderator, 'not-a-uuid', { verified: true, reason: 'x' })).statusCode).toBe(400);
    expect((await log(moderator, plain.user!.id)).json().entries).toEqual([]);
  });

  it('an ordinary user, the lister themself included, cannot grant it', async () => {
    const lister = await signedUpUser(ctx);
    await lister.request({
      method: 'POST',
      url: `/api/user/update/${lister.user!.id}`,
      payload: { earbNumber: 'B/1' },
    });
    const self = await badge(lister, lister.user!.id, { verified: true, reason: 'Trust me' });
    expect(self.statusCode).toBe(403);
    expect((await log(lister, lister.user!.id)).statusCode).toBe(403);
    expect((await badge(anonymous(ctx), lister.user!.id, { verified: true, reason: 'x' })).statusCode).toBe(401);
    expect(await earbOf(lister.user!.id)).toEqual({ number: 'B/1', verified: false });
  });
});
