import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '@nyumba/domain';
import type { RouteEntry } from '../src/app-types.ts';
import { inLetters } from '../src/seed/factories.ts';
import { anonymous, provenNumber, signedUpUser, type Caller } from './http.ts';
import { listingBody } from './listing-fixtures.ts';
import { contractDrift, routesUnderTest } from './route-list.ts';
import { fillRoute, walkResources, type WalkResources } from './route-walk.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * The authorization matrix, generated from the contracts (and the live routes no
 * contract describes: pages): every route must declare who may call it, every
 * 'user' route refuses a visitor, and every route that names another user's data
 * refuses that other user. A new route without a contract, or without a decision,
 * fails here.
 */

// Routes a signed-in user may legitimately call on someone else's resource.
const ACTS_ON_OTHERS_BY_DESIGN = new Set([
  // Saving a listing is saving someone else's listing.
  'POST /api/savedListing/listing/save/:listingId',
  'DELETE /api/savedListing/listing/save/:listingId',
  // Reporting is about someone else's listing or post.
  'POST /api/listing/:id/report',
  'POST /api/post/:id/report',
  // Asking how to reach a listing's lister is about someone else's listing; it answers only
  // the caller's own conversation and a number the caller may see.
  'GET /api/messages/listing/:listingId',
  // Reporting a review is about someone else's review (a sealed one answers 404 all the same).
  'POST /api/reviews/:id/report',
  // A landlord answers about someone else: the caretaker who named their proven number (only
  // that number's holder may; anyone else gets 404: users/standing.test.ts).
  'POST /api/user/caretaker-requests/:id',
]);

let ctx: TestContext;
let owner: Caller;
let other: Caller;
let resources: WalkResources;

beforeAll(async () => {
  // Payments on (the simulator stands in, as under `npm start`): their routes reach their checks.
  ctx = await createTestApp({ MPESA_SIMULATOR: 'true' });
  owner = await signedUpUser(ctx);
  // A number proven a month ago, as a reviewer's is: the owner's review is sealed, not held.
  await provenNumber(ctx, owner);
  other = await signedUpUser(ctx);
  resources = await walkResources(owner, await signedUpUser(ctx));
});
afterAll(async () => {
  await ctx.close();
});

const fill = (route: RouteEntry) => fillRoute(route, resources);
const routes = (): RouteEntry[] => routesUnderTest(ctx.app);

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** Valid bodies, so a refusal is about who asks and not about what they sent. */
function validBody(route: RouteEntry): object {
  if (route.url.startsWith('/api/tenancies/')) return validTenancyBody(route.url.slice(route.url.lastIndexOf('/') + 1));
  if (route.url.startsWith('/api/jobs/')) return validJobBody(route.url.slice(route.url.lastIndexOf('/') + 1));
  if (route.url.startsWith('/api/agencies/')) return validAgencyBody(route.url);
  if (route.url.startsWith('/api/listing/update')) return listingBody([resources.photoUrl], { price: 1 });
  if (route.url.startsWith('/api/post/update')) return { title: 'Taken over', content: '<p>mine now</p>' };
  if (route.url.startsWith('/api/user/update')) return { username: `thief${inLetters(Date.now())}` };
  if (route.url.endsWith('/agent')) return { verified: true, reason: 'Checked with the EARB' };
  if (route.url.endsWith('/report')) return { reason: 'scam' };
  if (route.url.endsWith('/suspend')) return { suspended: false, reason: 'Checked: nothing wrong' };
  if (route.url.startsWith('/api/moderation/')) return { action: 'dismiss', reason: 'Checked: nothing wrong' };
  if (route.url.startsWith('/api/alerts/')) return { name: 'Mine now', paused: true };
  if (route.url.endsWith('/availability')) return { availability: 'paused' };
  if (route.url.endsWith('/contact')) return { channel: 'call' };
  if (route.url.endsWith('/messages')) return { text: 'Taken over' };
  if (route.url.endsWith('/read')) return { upTo: '1' };
  if (route.url.endsWith('/archive')) return { archived: true };
  if (route.url.endsWith('/block')) return { blocked: true };
  if (route.url === '/api/conversations') return { listingId: resources.listing, text: 'Hello' };
  if (route.url === '/api/messages/mails') return { enabled: false };
  if (route.url.endsWith('/stays/settings'))
    return { minNights: 1, maxNights: 30, checkInTime: '14:00', checkOutTime: '10:00', blocked: [], importUrl: null };
  if (route.url.endsWith('/viewings/times'))
    return { weekly: [], extra: [], blocked: [], slotMinutes: 30, autoConfirm: false };
  if (route.url.startsWith('/api/stays/') && route.url.endsWith('/answer')) return { answer: 'accept' };
  if (route.url.startsWith('/api/viewings/') && route.url.endsWith('/answer')) return { answer: 'confirm' };
  if (route.url.endsWith('/cancel')) return { reason: 'Mine now' };
  if (route.url.endsWith('/outcome')) return { outcome: 'no-show' };
  if (route.url.endsWith('/hire')) return { action: 'done' };
  if (route.url.endsWith('/reply')) return { text: 'Mine now' };
  if (route.url.endsWith('/copy-claim')) return { note: 'These photos are mine, taken in March.' };
  if (route.url.endsWith('/phone/verify')) return { code: '123456' };
  if (route.url.endsWith('/problem')) return { reason: 'no-access', note: 'Mine now' };
  if (route.url.endsWith('/policy')) return { policy: 'strict' };
  if (route.url.endsWith('/feature')) return { days: 7 };
  return {};
}

/** An agency's routes, each with a body it takes. */
function validAgencyBody(url: string): object {
  if (url.includes('/invites')) return { email: 'taker@example.com', role: 'owner' };
  if (url.includes('/members/')) return { role: 'owner' };
  if (url.includes('/leads/')) return { status: 'lost' };
  return { name: 'Taken over', phone: '0712 345 678', areaName: 'Kilimani' };
}

/** A job's steps, each with a body it takes. */
function validJobBody(step: string): object {
  const bodies: Record<string, object> = {
    quotes: { price: 5_000, includes: 'Labour', startsOn: '2030-01-01', days: 1 },
    problem: { kind: 'not-done', note: 'Mine now' },
    cancel: { reason: 'Mine now' },
  };
  return bodies[step] ?? {};
}

/** A tenancy's steps, each with a body it takes. */
function validTenancyBody(step: string): object {
  const room = [{ room: 'Kitchen', condition: 'good' }];
  const bodies: Record<string, object> = {
    answer: { answer: 'accept' },
    agreement: { dueDay: 5, noticeMonths: 1, utilities: '', houseRules: '' },
    sign: { code: '123456' },
    keys: { inventory: room },
    inventory: { answer: 'countersign' },
    problem: { kind: 'no-keys', note: 'Mine now' },
    notice: { moveOut: '2030-01-01' },
    'move-out': { deductions: [] },
    deductions: { answer: 'accept' },
    decide: { outcome: 'refund', reason: 'Mine now' },
  };
  return bodies[step] ?? {};
}

const call = (caller: Caller, route: RouteEntry) =>
  caller.request({
    method: route.method as 'GET',
    url: fill(route),
    ...(hasBody(route.method) ? { payload: validBody(route) } : {}),
  });

describe('authorization matrix', () => {
  it('every API route is registered from its contract, and every contract has its route', () => {
    expect(contractDrift(ctx.app)).toEqual([]);
    expect(contracts.length).toBeGreaterThan(20);
  });

  it('every route declares public, user or moderator access', () => {
    const live = ctx.app.routeTable.filter((r) => r.method !== 'HEAD' && !r.url.includes('*'));
    const undecided = [...routes(), ...live].filter(
      (r) => r.access !== 'public' && r.access !== 'user' && r.access !== 'moderator',
    );
    expect(undecided.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("every 'user' route refuses a visitor with 401 and changes nothing", async () => {
    const failures: string[] = [];
    for (const route of routes().filter((r) => r.access === 'user')) {
      const res = await call(anonymous(ctx), route);
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/listing/get/${resources.listing}` })).statusCode).toBe(
      200,
    );
  });

  it("every 'moderator' route refuses a visitor with 401 and an ordinary user with 403", async () => {
    const moderated = routes().filter((r) => r.access === 'moderator');
    expect(moderated.length).toBeGreaterThanOrEqual(2);
    const failures: string[] = [];
    for (const route of moderated) {
      const visitor = await call(anonymous(ctx), route);
      if (visitor.statusCode !== 401) failures.push(`visitor: ${route.method} ${route.url} → ${visitor.statusCode}`);
      for (const [who, caller] of [
        ['owner', owner],
        ['other', other],
      ] as const) {
        const res = await call(caller, route);
        if (res.statusCode !== 403) failures.push(`${who}: ${route.method} ${route.url} → ${res.statusCode}`);
        else
          expect(res.json()).toEqual({
            code: 'report.only-moderators',
            success: false,
            message: 'Only moderators can do that',
          });
      }
    }
    expect(failures).toEqual([]);
  });

  it("every 'user' route naming the owner's data refuses another user", async () => {
    const failures: string[] = [];
    for (const route of routes().filter((r) => r.access === 'user' && r.url.includes(':'))) {
      const key = `${route.method} ${route.url}`;
      if (ACTS_ON_OTHERS_BY_DESIGN.has(key)) continue;
      const res = await call(other, route);
      if (res.statusCode !== 403 && res.statusCode !== 404) failures.push(`${key} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    // The owner's things are all still there.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/listing/get/${resources.listing}` })).statusCode).toBe(
      200,
    );
    expect((await owner.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const alerts = (await owner.request({ method: 'GET', url: '/api/alerts' })).json().alerts;
    expect(alerts).toMatchObject([{ id: resources.alert, name: 'Rentals', paused: false }]);
    // The owner's stay and viewing were neither answered nor cancelled by the other user.
    const stays = (await owner.request({ method: 'GET', url: '/api/stays' })).json().stays;
    expect(stays).toMatchObject([{ id: resources.stay, status: 'pending' }]);
    const viewings = (await owner.request({ method: 'GET', url: '/api/viewings' })).json().viewings;
    expect(viewings).toMatchObject([{ id: resources.viewing, status: 'pending' }]);
    // Nobody else replied to, or reported, the owner's review; it is still theirs and sealed.
    const deals = await Promise.all(
      (
        (await owner.request({ method: 'GET', url: '/api/conversations' })).json().conversations as { id: string }[]
      ).map(
        async (c) =>
          (await owner.request({ method: 'GET', url: `/api/conversations/${c.id}/deals` })).json().deals ?? [],
      ),
    );
    expect(
      deals.flat().map((d: { mine: { id: string; status: string; reply: unknown } | null }) => d.mine),
    ).toContainEqual(expect.objectContaining({ id: resources.review, status: 'sealed', reply: null }));
  });

  it('no public answer reveals an e-mail address or a password hash', async () => {
    const leaks: string[] = [];
    for (const route of routes().filter((r) => r.access === 'public' && r.method === 'GET')) {
      const res = await call(anonymous(ctx), route);
      const body = res.body.toLowerCase();
      if (body.includes(owner.user!.email.toLowerCase()) || /argon2|password_?hash/.test(body)) {
        leaks.push(`${route.method} ${route.url}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("a signed-in user's own-data routes show only their own data", async () => {
    for (const url of ['/api/post/my', '/api/savedListing/my', '/api/alerts', '/api/conversations']) {
      const res = await other.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(resources.post);
      expect(res.body).not.toContain(resources.listing);
      expect(res.body).not.toContain(resources.alert);
      expect(res.body).not.toContain(resources.conversation);
    }
  });
});
