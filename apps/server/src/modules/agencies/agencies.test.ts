// Agencies (docs/agencies.md): an agency made on a proven number, members by invitation with
// roles, listings assigned to agents, leads seen by role and handed over after the agency's
// time, a removed member refused at once, figures counted once per visitor a day, a bulk import
// that updates on the second run. Against a real database, through HTTP.
import {
  AGENCY_INVITE_GONE,
  AGENCY_INVITE_NOT_YOURS,
  AGENCY_MEMBERS_ONLY,
  AGENCY_NUMBER_UNPROVEN,
  AGENCY_OWNER_ONLY,
  AGENCY_LAST_OWNER,
  type AgencyRole,
  type Lead,
} from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { anonymous, establishedUser, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { joinAgency, provedPhone } from '../../../test/agency-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { smsCaps } from '../phone/index.ts';
import { flushVisits } from '../listings/visits.ts';
import { offerUnanswered } from './lead-service.ts';

let ctx: TestContext;
let owner: Caller;
let ownerPhone: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await establishedUser(ctx);
  ownerPhone = await provedPhone(ctx, owner);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const AGENCY = { name: 'Westlands Homes Ltd', areaName: 'Westlands', earbNumber: 'EARB/F/123' };

async function makeAgency() {
  const res = await owner.request({ method: 'POST', url: '/api/agencies', payload: { ...AGENCY, phone: ownerPhone } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().agency.id as string;
}

/** A new member with `role`, joined through an invitation sent to their e-mail address. */
const join = (agencyId: string, role: AgencyRole, by: Caller = owner) => joinAgency(ctx, by, agencyId, role);

const leadsOf = async (caller: Caller, agencyId: string) => {
  const res = await caller.request({ method: 'GET', url: `/api/agencies/${agencyId}/leads` });
  return { status: res.statusCode, leads: res.statusCode === 200 ? (res.json().leads as Lead[]) : [] };
};

const enquire = async (seeker: Caller, listingId: string) => {
  const res = await seeker.request({
    method: 'POST',
    url: '/api/conversations',
    payload: { listingId, text: 'Is the flat still available? I can view on Saturday.' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().conversationId as string;
};

describe('an agency', () => {
  it('is made on a number its maker proved, and its public page hides the payout number', async () => {
    const unproven = await owner.request({
      method: 'POST',
      url: '/api/agencies',
      payload: { ...AGENCY, phone: '0799 000 111' },
    });
    expect([unproven.statusCode, unproven.json().message]).toEqual([403, AGENCY_NUMBER_UNPROVEN]);
    const bad = await owner.request({
      method: 'POST',
      url: '/api/agencies',
      payload: { name: '', phone: 'x', areaName: 'Atlantis' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['areaName', 'name', 'phone']);

    const id = await makeAgency();
    const mine = (await owner.request({ method: 'GET', url: `/api/agencies/${id}` })).json().agency;
    expect(mine).toMatchObject({
      name: AGENCY.name,
      myRole: 'owner',
      payoutPhone: ownerPhone,
      earb: { checked: false },
    });
    const seen = (await anonymous(ctx).request({ method: 'GET', url: `/api/agencies/${id}` })).json().agency;
    expect(seen).toMatchObject({ myRole: null, payoutPhone: null });
  });

  it('takes members by invitation only, each once, only its addressee', async () => {
    const id = await makeAgency();
    const invitee = await establishedUser(ctx);
    const stranger = await establishedUser(ctx);
    const invite = await owner.request({
      method: 'POST',
      url: `/api/agencies/${id}/invites`,
      payload: { email: invitee.user!.email, role: 'agent' },
    });
    const token = (invite.json().invite.link as string).split('/').pop()!;
    expect(invite.json().invite.link).toMatch(/\/agency\/invites\/[\w-]{20,}$/);
    const view = await anonymous(ctx).request({ method: 'GET', url: `/api/agencies/invites/${token}` });
    expect(view.json()).toMatchObject({ role: 'agent', agency: { id } });
    expect(view.body).not.toContain(invitee.user!.email);

    const wrong = await stranger.request({ method: 'POST', url: `/api/agencies/invites/${token}/accept` });
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, AGENCY_INVITE_NOT_YOURS]);
    const right = await invitee.request({ method: 'POST', url: `/api/agencies/invites/${token}/accept` });
    expect(right.json().agency.myRole).toBe('agent');
    const again = await invitee.request({ method: 'POST', url: `/api/agencies/invites/${token}/accept` });
    expect([again.statusCode, again.json().message]).toEqual([410, AGENCY_INVITE_GONE]);

    // A manager cannot make owners; an agent cannot invite at all; the last owner stays.
    const manager = await join(id, 'manager');
    const asOwner = await manager.request({
      method: 'POST',
      url: `/api/agencies/${id}/invites`,
      payload: { phone: '0712 000 999', role: 'owner' },
    });
    expect([asOwner.statusCode, asOwner.json().message]).toEqual([403, AGENCY_OWNER_ONLY]);
    expect(
      (
        await invitee.request({
          method: 'POST',
          url: `/api/agencies/${id}/invites`,
          payload: { phone: '0712 000 998', role: 'agent' },
        })
      ).statusCode,
    ).toBe(403);
    const leave = await owner.request({ method: 'DELETE', url: `/api/agencies/${id}/members/${owner.user!.id}` });
    expect([leave.statusCode, leave.json().message]).toEqual([409, AGENCY_LAST_OWNER]);
  });

  it('routes an enquiry to the listing’s agent and its managers; hides prices from a caretaker; refuses a removed member at once', async () => {
    const id = await makeAgency();
    const [agent, other, caretaker] = [await join(id, 'agent'), await join(id, 'agent'), await join(id, 'caretaker')];
    const listing = await createListingAs(agent, {
      agencyId: id,
      name: 'Two bedroom in Westlands with lift',
      price: 85_000,
    });
    expect(listing.userRef).toBe(agent.user!.id);
    // A stranger cannot list into the agency; a caretaker lists nothing.
    await expect(createListingAs(await establishedUser(ctx), { agencyId: id })).rejects.toThrow(/403/);
    await expect(createListingAs(caretaker, { agencyId: id })).rejects.toThrow(/403/);
    const page = (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${listing.id}` })).json()
      .listing;
    expect(page.agency).toMatchObject({ id, name: AGENCY.name });
    // Its card in a list names the agency too: the agency's own page and the newest listings.
    const cards = async (url: string) =>
      ((await anonymous(ctx).request({ method: 'GET', url })).json().listings as { _id: string; agency?: unknown }[])
        .filter((card) => card._id === listing.id)
        .map((card) => card.agency);
    expect(await cards(`/api/agencies/${id}/listings`)).toEqual([page.agency]);
    expect(await cards('/api/listing/getall?limit=50')).toEqual([page.agency]);

    const seeker = await establishedUser(ctx);
    const conversation = await enquire(seeker, listing.id);
    const forAgent = await leadsOf(agent, id);
    expect(forAgent.leads.map((lead) => [lead.kind, lead.refId, lead.status])).toEqual([
      ['enquiry', conversation, 'new'],
    ]);
    expect(forAgent.leads[0]!.listing.price).toBe(85_000);
    expect((await leadsOf(owner, id)).leads).toHaveLength(1);
    expect((await leadsOf(other, id)).leads).toEqual([]);
    expect((await leadsOf(caretaker, id)).leads).toEqual([]);
    expect((await leadsOf(seeker, id)).status).toBe(403);

    // Handed to the caretaker by the owner: they see it, without the price.
    const handed = await owner.request({
      method: 'POST',
      url: `/api/agencies/${id}/leads/enquiry/${conversation}`,
      payload: { assignedTo: caretaker.user!.id, note: 'Show the flat on Saturday' },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    const forCaretaker = (await leadsOf(caretaker, id)).leads;
    expect(forCaretaker[0]).toMatchObject({ listing: { price: null }, seeker: { phone: null } });
    expect(forCaretaker[0]!.notes.map((note) => note.body)).toEqual(['Show the flat on Saturday']);
    const agentHands = await agent.request({
      method: 'POST',
      url: `/api/agencies/${id}/leads/enquiry/${conversation}`,
      payload: { assignedTo: other.user!.id },
    });
    // Handed on, it is no longer the agent's: they cannot even find it.
    expect(agentHands.statusCode).toBe(404);

    // Removed: refused on the next call; the listing and the conversation pass to the owner.
    const removed = await owner.request({ method: 'DELETE', url: `/api/agencies/${id}/members/${agent.user!.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await leadsOf(agent, id);
    expect([after.status]).toEqual([403]);
    const [moved] = await queryRows<{ owner_id: string; lister_id: string }>(
      ctx.handle.db,
      sql`SELECT l.owner_id, c.lister_id FROM listings l JOIN conversations c ON c.listing_id = l.id WHERE c.id = ${conversation}`,
    );
    expect(moved).toEqual({ owner_id: owner.user!.id, lister_id: owner.user!.id });
    const edit = await agent.request({ method: 'GET', url: `/api/stats/listings/${listing.id}` });
    expect(edit.statusCode).toBe(403);
  });

  it('offers an unanswered lead to the other agents after its hand-over time, once', async () => {
    const id = await makeAgency();
    const [agent, other] = [await join(id, 'agent'), await join(id, 'agent')];
    const listing = await createListingAs(agent, { agencyId: id, name: 'Bedsitter in Westlands near the mall' });
    await enquire(await establishedUser(ctx), listing.id);
    const deps = { db: ctx.handle.db, jobs: undefined, log: ctx.app.log, caps: smsCaps(ctx.config) };
    // A Tuesday at noon in Kenya, a day after: well past two working hours.
    const later = new Date(Date.now() + 7 * 24 * 3_600_000);
    const first = await offerUnanswered(deps, later);
    expect(first.offered).toBeGreaterThanOrEqual(1);
    expect((await offerUnanswered(deps, later)).offered).toBe(0);
    const forOther = (await leadsOf(other, id)).leads;
    expect(forOther).toHaveLength(1);
    expect(forOther[0]!.offeredAt).not.toBeNull();
    const takes = await other.request({
      method: 'POST',
      url: `/api/agencies/${id}/leads/enquiry/${forOther[0]!.refId}`,
      payload: { assignedTo: other.user!.id },
    });
    expect(takes.json().lead.assignedTo.id).toBe(other.user!.id);
  });

  it('counts a page view once per visitor a day (not its lister, not a bot), and shows the figures to its lister and managers only', async () => {
    const id = await makeAgency();
    const agent = await join(id, 'agent');
    const listing = await createListingAs(agent, { agencyId: id, name: 'Studio in Westlands with balcony' });
    const view = (caller: Caller, agent = 'Mozilla/5.0 (Linux; Android 13)') =>
      caller.request({ method: 'GET', url: `/api/listing/get/${listing.id}`, headers: { 'user-agent': agent } });
    const [a, b] = [await signedUpUser(ctx), await signedUpUser(ctx)];
    await view(a);
    await view(a);
    await view(b);
    await view(agent);
    await view(anonymous(ctx), 'WhatsApp/2.23 A');
    await anonymous(ctx).request({ method: 'POST', url: '/api/stats/impressions', payload: { ids: [listing.id] } });
    // Views are written in batches after the answer: write the waiting ones now.
    await flushVisits(ctx.handle.db);
    const stats = await agent.request({ method: 'GET', url: `/api/stats/listings/${listing.id}?days=7` });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().stats.totals).toMatchObject({ views: 2, impressions: 1 });
    expect(stats.json().stats.series).toHaveLength(7);
    const stored = await queryRows<{ visitor: string }>(
      ctx.handle.db,
      sql`SELECT visitor FROM listing_visits WHERE listing_id = ${listing.id}`,
    );
    expect(stored.every((row) => !row.visitor.includes(a.user!.id))).toBe(true);
    expect((await a.request({ method: 'GET', url: `/api/stats/listings/${listing.id}` })).statusCode).toBe(403);
    expect((await owner.request({ method: 'GET', url: `/api/stats/listings/${listing.id}` })).statusCode).toBe(200);
    const bad = await agent.request({ method: 'GET', url: `/api/stats/listings/${listing.id}?days=12` });
    expect(bad.statusCode).toBe(400);

    const csv = await owner.request({ method: 'GET', url: `/api/agencies/${id}/stats.csv?days=30` });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\n')[0]).toBe(
      'day,listing_id,listing,agent,impressions,views,saves,enquiries,reveals,viewingsBooked,viewingsHeld,deals',
    );
    const svg = await owner.request({ method: 'GET', url: `/api/agencies/${id}/chart.svg` });
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toContain('<title>');
    expect((await agent.request({ method: 'GET', url: `/api/agencies/${id}/stats` })).statusCode).toBe(403);
  });

  it('imports a CSV row by row, refusing each bad row with its reason, and updates on a second run', async () => {
    const id = await makeAgency();
    const photo = await uploadPhoto(owner);
    const path = photo.startsWith('/') ? photo : new URL(photo).pathname;
    const header = 'externalId,name,type,price,bedrooms,areaName,description,phone,photoUrls';
    const rows = [
      `W-1,Two bedroom in Westlands,rentals,"65,000",2-bedroom,Westlands,Lift and parking for one car.,${ownerPhone},${path}`,
      `W-2,Cheap flat,rentals,cheap,1-bedroom,Westlands,A flat.,${ownerPhone},${path}`,
      `W-3,Flat in Atlantis,rentals,20000,1-bedroom,Atlantis,A flat under the sea.,${ownerPhone},${path}`,
      `W-4,<script>alert(1)</script>,rentals,20000,1-bedroom,Westlands,Nice.,${ownerPhone},${path}`,
    ];
    const send = (text: string) =>
      owner.request({
        method: 'POST',
        url: `/api/agencies/${id}/import`,
        ...multipartBody([{ filename: 'listings.csv', data: Buffer.from(text), contentType: 'text/csv' }]),
      });
    const first = await send([header, ...rows].join('\n'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 1, updated: 0 });
    expect(first.json().refused.map((row: { row: number; reason: string }) => row.row)).toEqual([2, 3, 4]);
    expect(first.json().refused[0].reason).toMatch(/price/);
    expect(first.json().refused[1].reason).toMatch(/area/i);
    expect(first.json().refused[2].reason).toMatch(/HTML or scripts/);
    const second = await send([header, rows[0]!.replace('65,000', '70,000')].join('\n'));
    expect(second.json()).toMatchObject({ created: 0, updated: 1, refused: [] });
    const [stored] = await queryRows<{ n: number; price: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n, max(price)::int AS price FROM listings WHERE agency_id = ${id}`,
    );
    expect(stored).toEqual({ n: 1, price: 70_000 });
    const noHeader = await send('a,b,c\n1,2,3');
    expect(noHeader.statusCode).toBe(400);
    const stranger = await establishedUser(ctx);
    const refused = await stranger.request({
      method: 'POST',
      url: `/api/agencies/${id}/import`,
      ...multipartBody([{ filename: 'listings.csv', data: Buffer.from(header) }]),
    });
    expect([refused.statusCode, refused.json().message]).toEqual([403, AGENCY_MEMBERS_ONLY]);
  });
});
