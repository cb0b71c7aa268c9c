// Issue 27 (high): cheap accounts cannot hide other people's listings. Reports need a
// confirmed account; automatic hiding weighs each reporter's standing (account age, reports
// upheld and rejected); at most one of a lister's listings is hidden automatically a day
// before a moderator decides (the rest wait, urgent); a listing a moderator kept visible is
// not hidden again by the same wave; the moderator sees each reporter's standing. The
// one-a-day cap holds with the reports arriving at once through two servers.
import { EMAIL_UNVERIFIED, moderationQueueResponseSchema, type QueueItem } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import {
  ageAccounts,
  anonymous,
  establishedUser,
  signedUpUser,
  unconfirmedUser,
  type Caller,
} from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let second: AppInstance;
let moderator: Caller;

beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email, REPORT_HIDE_THRESHOLD: '3' });
  second = await ctx.secondApp();
  moderator = await signedUpUser(ctx, moderatorSeed);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const report = (caller: Caller, id: string, reason = 'scam', app: AppInstance = ctx.app) =>
  app.inject({
    method: 'POST',
    url: `/api/listing/${id}/report`,
    payload: { reason },
    headers: { origin: ctx.config.PUBLIC_URL, cookie: `${SESSION_COOKIE}=${caller.token}` },
  });
const isPublic = async (id: string) =>
  (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${id}` })).statusCode === 200;
const queueItem = async (id: string): Promise<QueueItem | undefined> => {
  const res = await moderator.request({ method: 'GET', url: '/api/moderation/queue' });
  return moderationQueueResponseSchema.parse(res.json()).items.find((item) => item.id === id);
};
const decide = (id: string, action: string) =>
  moderator.request({ method: 'POST', url: `/api/moderation/listings/${id}`, payload: { action, reason: 'Checked' } });

/** `n` confirmed members, `days` old. */
async function members(n: number, days: number): Promise<Caller[]> {
  const made = await Promise.all(Array.from({ length: n }, () => signedUpUser(ctx)));
  if (days > 0) await ageAccounts(ctx, made, days);
  return made;
}

describe('who can hide a listing by reporting it', () => {
  it('unconfirmed accounts cannot report at all, however many, and nothing of theirs counts', async () => {
    const { id } = await createListingAs(await signedUpUser(ctx));
    const throwaways = await Promise.all(Array.from({ length: 5 }, () => unconfirmedUser(ctx)));
    const answers = await Promise.all(
      throwaways.map((caller, i) => report(caller, id, 'scam', i % 2 ? second : ctx.app)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(EMAIL_UNVERIFIED);
    }
    expect(await isPublic(id)).toBe(true);
    expect(await queueItem(id)).toBeUndefined();
  });

  it('accounts made today weigh little: three do not hide it, and the moderator sees why', async () => {
    const { id } = await createListingAs(await signedUpUser(ctx));
    const fresh = await members(3, 0);
    for (const caller of fresh) expect((await report(caller, id)).statusCode).toBe(200);
    expect(await isPublic(id)).toBe(true);
    const item = (await queueItem(id))!;
    expect(item.urgent).toBe(false);
    expect(item.reports.weight).toBe(0.75);
    expect(item.reports.threshold).toBe(3);
    expect(item.reports.reporters).toHaveLength(3);
    for (const reporter of item.reports.reporters) {
      expect(reporter).toMatchObject({ weight: 0.25, upheld: 0, rejected: 0, reason: 'scam' });
    }
  });

  it('established members hide it; a moderator restores it; the next wave only marks it urgent', async () => {
    const { id } = await createListingAs(await signedUpUser(ctx));
    for (const caller of await members(3, 40)) await report(caller, id);
    expect(await isPublic(id)).toBe(false);
    expect((await decide(id, 'restore')).statusCode).toBe(200);
    expect(await isPublic(id)).toBe(true);

    const wave = await members(4, 60);
    await Promise.all(wave.map((caller, i) => report(caller, id, 'scam', i % 2 ? second : ctx.app)));
    expect(await isPublic(id)).toBe(true);
    const item = (await queueItem(id))!;
    expect(item.urgent).toBe(true);
    expect(item.reports.weight).toBeGreaterThanOrEqual(3);
    expect(item.log.map((entry) => entry.action)).toContain('auto-hide-held');
  });

  it('a lister loses at most one listing a day to reports, whatever the number at once on two servers', async () => {
    const lister = await establishedUser(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await createListingAs(lister, { name: `Flat number ${i} in Kilimani` })).id);
    const reporters = await members(3, 40);
    await Promise.all(
      ids.flatMap((id, i) => reporters.map((caller, j) => report(caller, id, 'scam', (i + j) % 2 ? second : ctx.app))),
    );
    const shown = await Promise.all(ids.map(isPublic));
    expect(shown.filter((visible) => !visible)).toHaveLength(1);
    const queue = moderationQueueResponseSchema.parse(
      (await moderator.request({ method: 'GET', url: '/api/moderation/queue' })).json(),
    ).items;
    const urgent = queue.filter((item) => ids.includes(item.id) && item.urgent);
    expect(urgent).toHaveLength(9);
    // Urgent items come first in the queue.
    expect(queue.slice(0, urgent.length).every((item) => item.urgent)).toBe(true);

    // Once a moderator has decided on the hidden one, the next can be hidden automatically.
    const hidden = ids[shown.indexOf(false)]!;
    await decide(hidden, 'remove');
    const next = ids.find((id) => id !== hidden)!;
    await report((await members(1, 40))[0]!, next);
    expect(await isPublic(next)).toBe(false);
  }, 90_000);

  it('reports a moderator rejected weigh against the reporter next time; upheld ones for', async () => {
    const [careless, careful] = await members(2, 40);
    for (let i = 0; i < 2; i++) {
      const { id } = await createListingAs(await signedUpUser(ctx));
      await report(careless!, id);
      await report(careful!, id);
      // Each listing gets one verdict for both, so record the outcomes one by one.
      await decide(id, 'dismiss');
    }
    const { id: upheldId } = await createListingAs(await signedUpUser(ctx));
    await report(careful!, upheldId);
    await decide(upheldId, 'hide');

    const { id } = await createListingAs(await signedUpUser(ctx));
    await report(careless!, id);
    await report(careful!, id);
    const reporters = (await queueItem(id))!.reports.reporters;
    const weight = (caller: Caller) => reporters.find((entry) => entry.id === caller.user!.id)!;
    expect(weight(careless!)).toMatchObject({ rejected: 2, upheld: 0, weight: 0 });
    expect(weight(careful!)).toMatchObject({ rejected: 2, upheld: 1, weight: 0.25 });
  });
});
