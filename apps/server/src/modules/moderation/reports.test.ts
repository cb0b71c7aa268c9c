// Issue 15: signed-in users report listings and posts (once each); enough different
// reporters hide the item until a moderator looks; hidden items leave every public view
// and their owner sees why.
import {
  ALREADY_REPORTED,
  OWN_LISTING_REPORT,
  OWN_POST_REPORT,
  REPORT_NOTE_REQUIRED,
  REPORT_REASON_REQUIRED,
  REPORT_SENT,
} from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app-types.ts';
import { ageAccounts, anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { routesUnderTest } from '../../../test/route-list.ts';
import { fillRoute, walkResources, type WalkResources } from '../../../test/route-walk.ts';
import { createShellApp, type ShellApp } from '../../../test/shell-app.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';

const THRESHOLD = 3;
let shell: ShellApp;
let ctx: TestContext;
let owner: Caller;
let reporters: Caller[];
let resources: WalkResources;

beforeAll(async () => {
  // With a web build of its own, so the server-drawn pages are walked too.
  shell = await createShellApp({ REPORT_HIDE_THRESHOLD: String(THRESHOLD) });
  ctx = shell.ctx;
  owner = await signedUpUser(ctx);
  reporters = await Promise.all(Array.from({ length: THRESHOLD + 1 }, () => signedUpUser(ctx)));
  // Members of a month and more, with a clean record: each report weighs 1.
  await ageAccounts(ctx, reporters, 40);
  resources = await walkResources(owner);
}, 60_000);
afterAll(async () => {
  await shell.close();
});

const report = (caller: Caller, kind: 'listing' | 'post', id: string, body: unknown) =>
  caller.request({ method: 'POST', url: `/api/${kind}/${id}/report`, payload: body as object });

/** Every public GET route, as a visitor and as another member: which answers name `id`. */
async function publicRoutesShowing(id: string): Promise<string[]> {
  const shown: string[] = [];
  const routes = routesUnderTest(shell.app).filter((r: RouteEntry) => r.access === 'public' && r.method === 'GET');
  expect(routes.map((route) => route.url)).toEqual(
    expect.arrayContaining(['/listing/:listingId', '/blog/:postId', '/u/:userId']),
  );
  for (const route of routes) {
    for (const token of [undefined, reporters[0]!.token]) {
      const url = fillRoute(route, resources);
      // Search and the map with nothing narrowing them, and a box around all of Kenya.
      const query = url.includes('/map') ? '?bbox=33,-5,42,5&zoom=6' : '';
      const res = await shell.app.inject({
        method: 'GET',
        url: `${url}${query}`,
        headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
      });
      if (res.statusCode === 200 && res.body.includes(id)) shown.push(`${route.url} (${token ? 'member' : 'visitor'})`);
    }
  }
  return [...new Set(shown)];
}

describe('reports', () => {
  it('refuses bad reports with a field message and never a 5xx', async () => {
    const someone = reporters[0]!;
    const cases: [unknown, string?, string?][] = [
      [{}, 'reason', REPORT_REASON_REQUIRED],
      [{ reason: 'boring' }, 'reason', REPORT_REASON_REQUIRED],
      [{ reason: 42 }, 'reason', REPORT_REASON_REQUIRED],
      [{ reason: 'other' }, 'note', REPORT_NOTE_REQUIRED],
      [{ reason: 'other', note: '   ' }, 'note', REPORT_NOTE_REQUIRED],
      [{ reason: 'scam', note: 'x'.repeat(5000) }, 'note'],
      [{ reason: 'scam', note: 'a\u202Eb' }, 'note'],
      [[]],
      ['scam'],
      [null],
    ];
    for (const [body, field, message] of cases) {
      const res = await report(someone, 'listing', resources.listing, body);
      const name = JSON.stringify(body)?.slice(0, 60);
      // A bare string goes as text/plain: 415, still the client's error.
      expect(typeof body === 'string' ? 415 : 400, name).toBe(res.statusCode);
      if (field) expect(res.json().errors[field], name).toEqual(message ?? expect.any(String));
    }
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await report(someone, 'listing', id, { reason: 'scam' });
      expect([400, 404]).toContain(res.statusCode);
    }
    expect((await report(anonymous(ctx), 'listing', resources.listing, { reason: 'scam' })).statusCode).toBe(401);
    const own = await report(owner, 'listing', resources.listing, { reason: 'scam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(OWN_LISTING_REPORT);
    const ownPost = await report(owner, 'post', resources.post, { reason: 'offensive' });
    expect(ownPost.json().message).toBe(OWN_POST_REPORT);
    // Nothing above counted: the listing is still public.
    expect(
      (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${resources.listing}` })).statusCode,
    ).toBe(200);
  });

  it(`hides an item once ${THRESHOLD} different people report it (at once), never for one person reporting twice`, async () => {
    for (const kind of ['listing', 'post'] as const) {
      const id = kind === 'listing' ? resources.listing : resources.post;
      const first = await report(reporters[0]!, kind, id, {
        reason: 'scam',
        note: 'Asked for a deposit by M-Pesa before viewing',
      });
      expect(first.json()).toEqual({ code: 'report.sent', success: true, message: REPORT_SENT, recorded: true });
      const again = await report(reporters[0]!, kind, id, { reason: 'wrong-price' });
      expect(again.json()).toEqual({
        code: 'report.already-reported',
        success: true,
        message: ALREADY_REPORTED,
        recorded: false,
      });
      expect(await publicRoutesShowing(id)).not.toEqual([]);

      // The rest at the same moment: the count must hold across parallel reports.
      const rest = await Promise.all(
        reporters
          .slice(1, THRESHOLD)
          .map((r) => report(r, kind, id, { reason: kind === 'post' ? 'offensive' : 'scam' })),
      );
      expect(rest.map((r) => r.statusCode)).toEqual(rest.map(() => 200));
      expect(await publicRoutesShowing(id), kind).toEqual([]);
      // A hidden item cannot be reported further: nobody outside can see it.
      expect((await report(reporters[THRESHOLD]!, kind, id, { reason: 'scam' })).statusCode).toBe(404);
    }
  }, 60_000);

  it('the owner still sees the hidden items, with the state and the reason', async () => {
    const mine = await owner.request({ method: 'GET', url: `/api/listing/user/${owner.user!.id}` });
    const listing = mine.json().listings.find((l: { id: string }) => l.id === resources.listing);
    expect(listing.moderation).toMatchObject({ state: 'hidden' });
    expect(listing.moderation.reason).toMatch(/Reported by 3 people \(scam or fraud\)/);
    const detail = await owner.request({ method: 'GET', url: `/api/listing/get/${resources.listing}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().listing.moderation.state).toBe('hidden');
    const posts = await owner.request({ method: 'GET', url: '/api/post/my' });
    const post = posts.json().posts.find((p: { id: string }) => p.id === resources.post);
    expect(post.moderation).toMatchObject({ state: 'hidden' });
    expect((await shell.app.inject({ method: 'GET', url: `/blog/${resources.post}` })).statusCode).toBe(404);
    const ownPage = await shell.app.inject({
      method: 'GET',
      url: `/listing/${resources.listing}`,
      headers: { cookie: `${SESSION_COOKIE}=${owner.token}` },
    });
    expect(ownPage.statusCode).toBe(200);
    expect((await shell.app.inject({ method: 'GET', url: `/listing/${resources.listing}` })).statusCode).toBe(404);
    // Nobody can save it now; unsaving still works.
    const stranger = reporters[THRESHOLD]!;
    const save = (method: 'POST' | 'DELETE') =>
      stranger.request({ method, url: `/api/savedListing/listing/save/${resources.listing}` });
    expect((await save('POST')).statusCode).toBe(404);
    expect((await save('DELETE')).statusCode).toBe(200);
    const saved = await stranger.request({ method: 'GET', url: '/api/savedListing/my' });
    expect(saved.body).not.toContain(resources.listing);
    // The public lister page no longer counts them.
    const page = await anonymous(ctx).request({ method: 'GET', url: `/api/lister/${owner.user!.id}` });
    expect(page.json().lister).toMatchObject({ listingCount: 0, postCount: 0 });
  });
});
