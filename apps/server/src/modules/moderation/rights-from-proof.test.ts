// Issue 27 (critical): a right that comes from an address needs that address confirmed by
// its owner. Whoever signs up first with a moderator's address, in any spelling, gets no
// moderation until they follow the link mailed there; no moderator decides about their own
// account or items, nor suspends another moderator; the agent badge needs a confirmed
// address; the decision log keeps who decided after their account is gone.
import { BADGE_NEEDS_CONFIRMED_EMAIL, kenyaYear, MODERATOR_NOT_SUSPENDABLE, NOT_ON_OWN_ACCOUNT } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, confirmationLink, signedUpUser, unconfirmedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const moderatorA = makeUserSeed('moda');
const moderatorB = makeUserSeed('modb');
// Listed in every spelling an operator might type; the check must not depend on it.
const squatted = makeUserSeed('modsquat');
let ctx: TestContext;
let a: Caller;
let b: Caller;
let lister: Caller;

beforeAll(async () => {
  ctx = await createTestApp({
    MODERATOR_EMAILS: ` ${moderatorA.email.toUpperCase()} ,${moderatorB.email}, ${squatted.email}`,
  });
  [a, b, lister] = await Promise.all([signedUpUser(ctx, moderatorA), signedUpUser(ctx, moderatorB), signedUpUser(ctx)]);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const me = async (caller: Caller) => (await caller.request({ method: 'GET', url: '/api/auth/me' })).json();

/** Every moderator-only call, each answered without doing anything for a non-moderator. */
async function moderatorCalls(caller: Caller, targets: { user: string; listing: string }) {
  const reason = { reason: 'Checked the reports' };
  const calls = [
    { method: 'GET', url: '/api/moderation/queue' },
    { method: 'GET', url: `/api/moderation/listings/${targets.listing}` },
    { method: 'GET', url: `/api/moderation/users/${targets.user}/log` },
    { method: 'POST', url: `/api/moderation/listings/${targets.listing}`, payload: { action: 'remove', ...reason } },
    { method: 'POST', url: `/api/moderation/users/${targets.user}/suspend`, payload: { suspended: true, ...reason } },
    { method: 'POST', url: `/api/moderation/users/${targets.user}/agent`, payload: { verified: true, ...reason } },
  ] as const;
  return Promise.all(calls.map((call) => caller.request(call).then((res) => res.statusCode)));
}

describe('moderation comes from a confirmed address only', () => {
  it('whoever signs up first with a listed address, in any case, moderates nothing until its link is followed', async () => {
    const listing = await createListingAs(lister);
    for (const spelling of [squatted.email, squatted.email.toUpperCase(), ` ${squatted.email}`.trim()]) {
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.email, squatted.email.toLowerCase()));
      if (row) await ctx.handle.db.delete(users).where(eq(users.id, row.id));
      const squatter = await unconfirmedUser(ctx, { ...makeUserSeed('squat'), email: spelling });
      expect(await me(squatter)).toMatchObject({ moderator: false, emailVerified: false });
      const codes = await moderatorCalls(squatter, { user: lister.user!.id, listing: listing.id });
      expect(codes.every((code) => code === 403)).toBe(true);
      // Nothing happened: the listing is public, the lister not suspended.
      expect((await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${listing.id}` })).statusCode).toBe(
        200,
      );
    }
    // The address's owner follows the link: now it moderates.
    const token = await confirmationLink(ctx, squatted.email);
    const confirmed = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(confirmed.json()).toMatchObject({ moderator: true, emailVerified: true, signedIn: true });
  });

  it('deleting a confirmed moderator account frees the address only for someone who confirms it again', async () => {
    const seed = makeUserSeed('modc');
    const local = await createTestApp({ MODERATOR_EMAILS: seed.email });
    try {
      const first = await signedUpUser(local, seed);
      expect(await me(first)).toMatchObject({ moderator: true });
      const gone = await first.request({
        method: 'DELETE',
        url: `/api/user/delete/${first.user!.id}`,
        payload: { currentPassword: seed.password },
      });
      expect(gone.statusCode).toBe(200);
      const again = await unconfirmedUser(local, { ...makeUserSeed('again'), email: seed.email });
      expect(await me(again)).toMatchObject({ moderator: false });
      expect((await again.request({ method: 'GET', url: '/api/moderation/queue' })).statusCode).toBe(403);
      // Nor can it see what moderators see: a hidden listing stays hidden from it.
      const owner = await signedUpUser(local);
      const listing = await createListingAs(owner);
      // A hidden item, as a moderator's decision leaves it.
      await local.handle.db.execute(sql`UPDATE listings SET moderation = 'hidden' WHERE id = ${listing.id}`);
      expect((await again.request({ method: 'GET', url: `/api/listing/get/${listing.id}` })).statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});

describe('no moderator decides their own case, nor another moderator’s standing', () => {
  it('refuses to suspend a moderator, or oneself; a squatter on a moderator address can be suspended', async () => {
    const suspend = (caller: Caller, id: string, suspended = true) =>
      caller.request({
        method: 'POST',
        url: `/api/moderation/users/${id}/suspend`,
        payload: { suspended, reason: 'Taking over the queue' },
      });
    const other = await suspend(a, b.user!.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MODERATOR_NOT_SUSPENDABLE);
    const self = await suspend(a, a.user!.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(NOT_ON_OWN_ACCOUNT);
    expect(await me(b)).toMatchObject({ moderator: true });

    const squatter = await unconfirmedUser(ctx, { ...makeUserSeed('sq2'), email: `sq2-${Date.now()}@example.co.ke` });
    expect((await suspend(a, squatter.user!.id)).statusCode).toBe(200);
  });

  it("refuses a moderator's decisions on their own listing and their own badge", async () => {
    const own = await createListingAs(a);
    const decided = await a.request({
      method: 'POST',
      url: `/api/moderation/listings/${own.id}`,
      payload: { action: 'restore', reason: 'Mine is fine' },
    });
    expect(decided.statusCode).toBe(403);
    expect(decided.json().message).toBe(NOT_ON_OWN_ACCOUNT);
    // Another moderator may.
    const byOther = await b.request({
      method: 'POST',
      url: `/api/moderation/listings/${own.id}`,
      payload: { action: 'hide', reason: 'Checking the photos' },
    });
    expect(byOther.statusCode).toBe(200);

    await a.request({ method: 'POST', url: `/api/user/update/${a.user!.id}`, payload: { earbNumber: 'EARB/1234' } });
    const badge = await a.request({
      method: 'POST',
      url: `/api/moderation/users/${a.user!.id}/agent`,
      payload: { verified: true, reason: 'My own number' },
    });
    expect(badge.statusCode).toBe(403);
  });

  it('gives the agent badge only to an account whose address is confirmed', async () => {
    const agent = await unconfirmedUser(ctx);
    await ctx.handle.db
      .update(users)
      .set({ earbNumber: 'EARB/5678', earbYear: kenyaYear(new Date()) })
      .where(eq(users.id, agent.user!.id));
    const grant = () =>
      a.request({
        method: 'POST',
        url: `/api/moderation/users/${agent.user!.id}/agent`,
        payload: { verified: true, reason: 'EARB register checked' },
      });
    const refused = await grant();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ verified: BADGE_NEEDS_CONFIRMED_EMAIL });
    expect(await me(agent)).toMatchObject({ agentVerified: false });
    await ctx.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, agent.user!.id));
    expect((await grant()).statusCode).toBe(200);
    expect(await me(agent)).toMatchObject({ agentVerified: true });
  });
});

describe('the decision log keeps who decided', () => {
  it('names a moderator whose account was deleted since, as they were named then', async () => {
    const seed = makeUserSeed('modgone');
    const local = await createTestApp({ MODERATOR_EMAILS: seed.email });
    try {
      const moderator = await signedUpUser(local, seed);
      const owner = await signedUpUser(local);
      const listing = await createListingAs(owner);
      const removed = await moderator.request({
        method: 'POST',
        url: `/api/moderation/listings/${listing.id}`,
        payload: { action: 'remove', reason: 'Photos copied from another listing' },
      });
      expect(removed.statusCode).toBe(200);
      await moderator.request({
        method: 'DELETE',
        url: `/api/user/delete/${moderator.user!.id}`,
        payload: { currentPassword: seed.password },
      });
      const other = makeUserSeed('modnext');
      const next = await signedUpUser(local, { ...other, email: seed.email });
      // The same address, a new account (confirmed, so a moderator): the old decision still names the old one.
      const item = await next.request({ method: 'GET', url: `/api/moderation/listings/${listing.id}` });
      expect(item.json().item.log[0]).toMatchObject({ action: 'remove', moderator: seed.username });
    } finally {
      await local.close();
    }
  });
});
