// The agency's role matrix (docs/agencies.md, domain agencies/agency.ts `may`): every agency
// route asked by each of seven callers (the owner, a manager, two agents, a caretaker, a
// signed-in stranger and an anonymous visitor). What each should get is written down as data
// and compared whole, so a failure shows every cell at once; then what each one sees where it
// matters: the payout number, prices, a tenant's number, another agent's leads.
import { kenyaToday, type AgencyRole, type Lead } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { agencyMembers } from '../../db/schema-agencies.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { joinAgency } from '../../../test/agency-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const CALLERS = ['owner', 'manager', 'agentA', 'agentB', 'caretaker', 'stranger', 'visitor'] as const;
type Who = (typeof CALLERS)[number];
type Row = { route: string } & Record<Who, number>;

// What each caller gets, as the roles say (`may`): owners everything; managers all but owners
// and money; agents and caretakers their own; a stranger (signed in, not a member) nothing
// but the public page; a visitor signs in first. The lead rows are about the enquiry on agent
// A's listing, which agent A holds: agent B and the caretaker do not see it, so for them it
// does not exist (404). Handing a lead over is a manager's: its own agent may only take one
// offered to every agent (403). Agent B and the caretaker list leads, an empty list (below).
// prettier-ignore
const EXPECTED: Row[] = [
  { route: 'GET /api/agencies (mine)',                        owner: 200, manager: 200, agentA: 200, agentB: 200, caretaker: 200, stranger: 200, visitor: 401 },
  { route: 'GET agency',                                      owner: 200, manager: 200, agentA: 200, agentB: 200, caretaker: 200, stranger: 200, visitor: 200 },
  { route: 'PUT agency',                                      owner: 200, manager: 403, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'POST invite (role agent)',                        owner: 201, manager: 201, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'POST invite (role owner)',                        owner: 201, manager: 403, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'PATCH member (a spare agent to manager)',         owner: 200, manager: 200, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'PATCH member (a spare agent to owner)',           owner: 200, manager: 403, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'DELETE member (a spare agent)',                   owner: 200, manager: 200, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'DELETE member (a spare owner)',                   owner: 200, manager: 403, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'GET leads',                                       owner: 200, manager: 200, agentA: 200, agentB: 200, caretaker: 200, stranger: 403, visitor: 401 },
  { route: 'POST lead (a note)',                              owner: 200, manager: 200, agentA: 200, agentB: 404, caretaker: 404, stranger: 403, visitor: 401 },
  { route: 'POST lead (assign to agent A)',                   owner: 200, manager: 200, agentA: 403, agentB: 404, caretaker: 404, stranger: 403, visitor: 401 },
  { route: 'GET stats',                                       owner: 200, manager: 200, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'GET stats.csv',                                   owner: 200, manager: 200, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'GET chart.svg',                                   owner: 200, manager: 200, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'POST import',                                     owner: 200, manager: 200, agentA: 403, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'GET /api/stats/listings/:id (agent A)',           owner: 200, manager: 200, agentA: 200, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
  { route: 'GET /api/stats/listings/:id/chart.svg (agent A)', owner: 200, manager: 200, agentA: 200, agentB: 403, caretaker: 403, stranger: 403, visitor: 401 },
];

const AGENCY = { name: 'Kilimani Lettings Ltd', areaName: 'Kilimani', earbNumber: 'EARB/F/456' };
const PRICE = 85_000;
const IMPORT_HEADER = 'externalId,name,type,price,bedrooms,areaName,description,phone,photoUrls';

let ctx: TestContext;
let as: Record<Who, Caller>;
let ownerPhone: string;
let seekerPhone: string;
let agencyId: string;
let listingId: string;
let enquiryId: string;
let tenancyId: string;
let invites = 0;

/** A new member with `role`, joined through an invitation the owner sent to their e-mail address. */
const join = (owner: Caller, role: AgencyRole) => joinAgency(ctx, owner, agencyId, role);

/**
 * A member who never calls, to be changed or removed: one per cell, so a removal never
 * changes what a later cell finds. Written straight to the tables (joining is tested in
 * agencies.test.ts; this keeps the owner's hourly invitations for the matrix).
 */
async function spare(role: AgencyRole): Promise<string> {
  const seed = makeUserSeed('spare');
  const [user] = await ctx.handle.db
    .insert(users)
    .values({ username: seed.username, email: seed.email, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  await ctx.handle.db.insert(agencyMembers).values({ agencyId, userId: user!.id, role });
  return user!.id;
}

async function phoneOf(caller: Caller): Promise<string> {
  const [row] = await queryRows<{ phone: string }>(
    ctx.handle.db,
    sql`SELECT phone FROM users WHERE id = ${caller.user!.id}`,
  );
  return row!.phone;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await establishedUser(ctx);
  ownerPhone = await phoneOf(owner);
  const made = await owner.request({ method: 'POST', url: '/api/agencies', payload: { ...AGENCY, phone: ownerPhone } });
  expect(made.statusCode, made.body).toBe(201);
  agencyId = made.json().agency.id;
  as = {
    owner,
    manager: await join(owner, 'manager'),
    agentA: await join(owner, 'agent'),
    agentB: await join(owner, 'agent'),
    caretaker: await join(owner, 'caretaker'),
    stranger: await establishedUser(ctx),
    visitor: anonymous(ctx),
  };
  listingId = (await createListingAs(as.agentA, { agencyId, name: 'Two bedroom in Kilimani with lift', price: PRICE }))
    .id;
  // Two leads on agent A's listing from one seeker: an enquiry, and a tenancy request (a
  // tenancy lead carries the seeker's number, which a caretaker must not see).
  const seeker = await establishedUser(ctx);
  seekerPhone = await phoneOf(seeker);
  const enquiry = await seeker.request({
    method: 'POST',
    url: '/api/conversations',
    payload: { listingId, text: 'Is the flat still available? I can view on Saturday.' },
  });
  expect(enquiry.statusCode, enquiry.body).toBeLessThan(300);
  enquiryId = enquiry.json().conversationId;
  const tenancy = await seeker.request({
    method: 'POST',
    url: '/api/tenancies',
    payload: { listingId, moveIn: kenyaToday(), months: 12, message: 'A couple, both working in Westlands.' },
  });
  expect(tenancy.statusCode, tenancy.body).toBe(201);
  tenancyId = tenancy.json().tenancy.id;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

type Send = (caller: Caller) => Promise<LightMyRequestResponse>;

/** Each route as the matrix asks it, in the table's order. */
function probes(): { route: string; send: Send }[] {
  const agency = `/api/agencies/${agencyId}`;
  const get =
    (url: string): Send =>
    (caller) =>
      caller.request({ method: 'GET', url });
  const invite =
    (role: AgencyRole): Send =>
    (caller) => {
      invites += 1;
      return caller.request({
        method: 'POST',
        url: `${agency}/invites`,
        payload: { email: `invitee${invites}-${role}@example.co.ke`, role },
      });
    };
  const patch =
    (role: AgencyRole): Send =>
    async (caller) =>
      caller.request({ method: 'PATCH', url: `${agency}/members/${await spare('agent')}`, payload: { role } });
  const remove =
    (role: AgencyRole): Send =>
    async (caller) =>
      caller.request({ method: 'DELETE', url: `${agency}/members/${await spare(role)}` });
  const lead =
    (payload: object): Send =>
    (caller) =>
      caller.request({ method: 'POST', url: `${agency}/leads/enquiry/${enquiryId}`, payload });
  return [
    { route: 'GET /api/agencies (mine)', send: get('/api/agencies') },
    { route: 'GET agency', send: get(agency) },
    {
      route: 'PUT agency',
      send: (caller) => caller.request({ method: 'PUT', url: agency, payload: { ...AGENCY, phone: ownerPhone } }),
    },
    { route: 'POST invite (role agent)', send: invite('agent') },
    { route: 'POST invite (role owner)', send: invite('owner') },
    { route: 'PATCH member (a spare agent to manager)', send: patch('manager') },
    { route: 'PATCH member (a spare agent to owner)', send: patch('owner') },
    { route: 'DELETE member (a spare agent)', send: remove('agent') },
    { route: 'DELETE member (a spare owner)', send: remove('owner') },
    { route: 'GET leads', send: get(`${agency}/leads`) },
    { route: 'POST lead (a note)', send: lead({ note: 'Called back, no answer' }) },
    { route: 'POST lead (assign to agent A)', send: (caller) => lead({ assignedTo: as.agentA.user!.id })(caller) },
    { route: 'GET stats', send: get(`${agency}/stats?days=7`) },
    { route: 'GET stats.csv', send: get(`${agency}/stats.csv?days=7`) },
    { route: 'GET chart.svg', send: get(`${agency}/chart.svg`) },
    {
      route: 'POST import',
      send: (caller) =>
        caller.request({
          method: 'POST',
          url: `${agency}/import`,
          ...multipartBody([
            { filename: 'listings.csv', data: Buffer.from(`${IMPORT_HEADER}\n`), contentType: 'text/csv' },
          ]),
        }),
    },
    { route: 'GET /api/stats/listings/:id (agent A)', send: get(`/api/stats/listings/${listingId}?days=7`) },
    {
      route: 'GET /api/stats/listings/:id/chart.svg (agent A)',
      send: get(`/api/stats/listings/${listingId}/chart.svg`),
    },
  ];
}

/** What a lead shows that only some may see: its price and the seeker's number. */
const leadView = (lead: Lead) => ({ kind: lead.kind, price: lead.listing.price, seekerPhone: lead.seeker.phone });

async function leadsOf(who: Who) {
  const res = await as[who].request({ method: 'GET', url: `/api/agencies/${agencyId}/leads` });
  return res.statusCode === 200 ? (res.json().leads as Lead[]).map(leadView) : res.statusCode;
}

describe('the agency role matrix', () => {
  it('answers every route to every caller as the roles allow', async () => {
    const actual: Row[] = [];
    const bodies: string[] = [];
    for (const probe of probes()) {
      const row = { route: probe.route } as Row;
      for (const who of CALLERS) {
        const res = await probe.send(as[who]);
        row[who] = res.statusCode;
        if (res.statusCode >= 500) bodies.push(`${probe.route} as ${who}: ${res.body}`);
      }
      actual.push(row);
    }
    // One comparison: a failure shows every cell, and the body of any 5xx.
    expect({ matrix: actual, serverErrors: bodies }).toEqual({ matrix: EXPECTED, serverErrors: [] });
  });

  it('shows the payout number to owners only, and caretakers to members only', async () => {
    const seen: Record<string, unknown> = {};
    for (const who of CALLERS) {
      const res = await as[who].request({ method: 'GET', url: `/api/agencies/${agencyId}` });
      const agency = res.json().agency as {
        myRole: AgencyRole | null;
        payoutPhone: string | null;
        members: { id: string }[];
      };
      seen[who] = {
        myRole: agency.myRole,
        payoutPhone: agency.payoutPhone,
        caretakerListed: agency.members.some((member) => member.id === as.caretaker.user!.id),
      };
    }
    const outside = { myRole: null, payoutPhone: null, caretakerListed: false };
    expect(seen).toEqual({
      owner: { myRole: 'owner', payoutPhone: ownerPhone, caretakerListed: true },
      manager: { myRole: 'manager', payoutPhone: null, caretakerListed: true },
      agentA: { myRole: 'agent', payoutPhone: null, caretakerListed: true },
      agentB: { myRole: 'agent', payoutPhone: null, caretakerListed: true },
      caretaker: { myRole: 'caretaker', payoutPhone: null, caretakerListed: true },
      stranger: outside,
      visitor: outside,
    });
  });

  it("gives each member the leads their role allows: never another agent's, never a price or number to a caretaker", async () => {
    const full = [
      { kind: 'tenancy', price: PRICE, seekerPhone },
      { kind: 'enquiry', price: PRICE, seekerPhone: null },
    ];
    const before = Object.fromEntries(await Promise.all(CALLERS.map(async (who) => [who, await leadsOf(who)])));
    expect(before).toEqual({
      owner: full,
      manager: full,
      agentA: full,
      agentB: [],
      caretaker: [],
      stranger: 403,
      visitor: 401,
    });

    // The owner hands both to the caretaker: they see them, without the price or the number.
    for (const [kind, refId] of [
      ['enquiry', enquiryId],
      ['tenancy', tenancyId],
    ]) {
      const handed = await as.owner.request({
        method: 'POST',
        url: `/api/agencies/${agencyId}/leads/${kind}/${refId}`,
        payload: { assignedTo: as.caretaker.user!.id },
      });
      expect(handed.statusCode, handed.body).toBe(200);
    }
    const marked = await as.caretaker.request({
      method: 'POST',
      url: `/api/agencies/${agencyId}/leads/tenancy/${tenancyId}`,
      payload: { note: 'Showed the flat' },
    });
    const after = Object.fromEntries(await Promise.all(CALLERS.map(async (who) => [who, await leadsOf(who)])));
    expect({
      ...after,
      caretakersAnswer: [marked.statusCode, leadView(marked.json().lead as Lead)],
    }).toEqual({
      owner: full,
      manager: full,
      agentA: [],
      agentB: [],
      caretaker: [
        { kind: 'tenancy', price: null, seekerPhone: null },
        { kind: 'enquiry', price: null, seekerPhone: null },
      ],
      stranger: 403,
      visitor: 401,
      caretakersAnswer: [200, { kind: 'tenancy', price: null, seekerPhone: null }],
    });
  });
});
