// An agency's EARB firm number (docs/agencies.md): claimed, shown "not yet checked", waiting in
// the moderators' queue until one of them checks it against the board's register; a changed
// number is claimed again. Every decision is logged with its reason.
import { AGENCY_EARB_CHECKED, AGENCY_NO_EARB, NOT_ON_OWN_ACCOUNT, type AgencyEarbQueue } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { startAgency } from '../../../test/agency-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let moderator: Caller;
let owner: Caller;

beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email });
  [moderator, owner] = await Promise.all([establishedUser(ctx, moderatorSeed), establishedUser(ctx)]);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const agencyBy = (caller: Caller, earbNumber?: string) =>
  startAgency(ctx, caller, { name: 'Kilimani Lettings', areaName: 'Kilimani', ...(earbNumber ? { earbNumber } : {}) });

const check = (caller: Caller, id: string, body: object) =>
  caller.request({ method: 'POST', url: `/api/moderation/agencies/${id}/earb`, payload: body });
const queue = async () => {
  const res = await moderator.request({ method: 'GET', url: '/api/moderation/agencies' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AgencyEarbQueue).agencies;
};
const earbOnPage = async (id: string) =>
  (await anonymous(ctx).request({ method: 'GET', url: `/api/agencies/${id}` })).json().agency.earb;

describe("an agency's EARB firm number", () => {
  it('waits in the queue until a moderator checks it; a changed number waits again', async () => {
    const id = await agencyBy(owner, 'EARB/F/0457');
    expect(await earbOnPage(id)).toEqual({ number: 'EARB/F/0457', checked: false });
    expect((await queue()).map((item) => item.id)).toContain(id);

    // Only moderators see the queue or decide; a reason is required.
    expect((await owner.request({ method: 'GET', url: '/api/moderation/agencies' })).statusCode).toBe(403);
    expect((await check(owner, id, { verified: true, reason: 'mine' })).statusCode).toBe(403);
    expect((await check(anonymous(ctx), id, { verified: true, reason: 'x' })).statusCode).toBe(401);
    const noReason = await check(moderator, id, { verified: true });
    expect([noReason.statusCode, Object.keys(noReason.json().errors ?? {})]).toEqual([400, ['reason']]);

    const done = await check(moderator, id, { verified: true, reason: 'On the 2026 register as a firm' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(AGENCY_EARB_CHECKED);
    expect(done.json().log[0]).toMatchObject({
      action: 'earb-checked EARB/F/0457',
      reason: 'On the 2026 register as a firm',
      moderator: moderator.user!.username,
    });
    expect(await earbOnPage(id)).toEqual({ number: 'EARB/F/0457', checked: true });
    expect((await queue()).map((item) => item.id)).not.toContain(id);

    // The owner changes the number: it is a claim again, back in the queue with its history.
    const page = (await owner.request({ method: 'GET', url: `/api/agencies/${id}` })).json().agency;
    const changed = await owner.request({
      method: 'PUT',
      url: `/api/agencies/${id}`,
      payload: { name: page.name, areaName: page.areaName, phone: page.phone, earbNumber: 'EARB/F/9999' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await earbOnPage(id)).toEqual({ number: 'EARB/F/9999', checked: false });
    const waiting = (await queue()).find((item) => item.id === id);
    expect(waiting?.earbNumber).toBe('EARB/F/9999');
    expect(waiting?.log.map((entry) => entry.action)).toEqual(['earb-checked EARB/F/0457']);
  });

  it('refuses an agency without a number, an unknown agency, and a moderator deciding their own', async () => {
    const plain = await agencyBy(owner);
    const none = await check(moderator, plain, { verified: true, reason: 'checked' });
    expect([none.statusCode, none.json().message]).toEqual([400, AGENCY_NO_EARB]);
    const unknown = await check(moderator, '00000000-0000-4000-8000-000000000000', { verified: true, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const bad = await check(moderator, 'not-an-id', { verified: true, reason: 'x' });
    expect(bad.statusCode).toBe(400);

    const own = await agencyBy(moderator, 'EARB/F/1000');
    const mine = await check(moderator, own, { verified: true, reason: 'my own firm' });
    expect([mine.statusCode, mine.json().message]).toEqual([403, NOT_ON_OWN_ACCOUNT]);
    expect(await earbOnPage(own)).toEqual({ number: 'EARB/F/1000', checked: false });
  });
});
