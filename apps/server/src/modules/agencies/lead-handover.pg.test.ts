// The lead hand-over on a cluster (lead-service.ts offerUnanswered): two servers on one
// PostgreSQL database run the agency clock at the same moment, and an unanswered enquiry is
// offered to the other agents once, not once per server. Needs real concurrent connections
// (each server its own pool), so it runs on PostgreSQL only (npm run test:pg).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types.ts';
import { queryRows } from '../../db/database.ts';
import { establishedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { smsCaps } from '../phone/index.ts';
import { offerUnanswered } from './lead-service.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let ctx: TestContext;
let second: AppInstance;
let owner: Caller;
let agencyId: string;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp();
  second = await ctx.secondApp();
  owner = await establishedUser(ctx);
  const [row] = await queryRows<{ phone: string }>(
    ctx.handle.db,
    sql`SELECT phone FROM users WHERE id = ${owner.user!.id}`,
  );
  const made = await owner.request({
    method: 'POST',
    url: '/api/agencies',
    payload: { name: 'Parklands Agents', areaName: 'Parklands', phone: row!.phone, handoverMinutes: 120 },
  });
  expect(made.statusCode, made.body).toBe(201);
  agencyId = made.json().agency.id;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** A new agent of the agency, joined through an invitation sent to their e-mail address. */
async function join(): Promise<Caller> {
  const member = await establishedUser(ctx);
  const invite = await owner.request({
    method: 'POST',
    url: `/api/agencies/${agencyId}/invites`,
    payload: { email: member.user!.email, role: 'agent' },
  });
  expect(invite.statusCode, invite.body).toBe(201);
  const token = (invite.json().invite.link as string).split('/').pop()!;
  const accepted = await member.request({ method: 'POST', url: `/api/agencies/invites/${token}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}

describe.runIf(onPostgres)('the lead hand-over on two servers', () => {
  it('offers an unanswered enquiry once when both servers run the clock at the same moment', async () => {
    const agent = await join();
    await join(); // the other agent, whom the hand-over tells
    const listing = await createListingAs(agent, { agencyId, name: 'One bedroom in Parklands near the mall' });
    const seeker = await establishedUser(ctx);
    const asked = await seeker.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: listing.id, text: 'Is it still available? I can view on Saturday.' },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const conversationId = asked.json().conversationId as string;

    // A week on, well past two working hours: each server's clock, with its own pool.
    const later = new Date(Date.now() + 7 * 24 * 3_600_000);
    const clock = (app: AppInstance) => ({ db: app.deps.db, jobs: undefined, log: app.log, caps: smsCaps(ctx.config) });
    expect(ctx.app.deps.db).not.toBe(second.deps.db);
    const runs = await Promise.all([offerUnanswered(clock(ctx.app), later), offerUnanswered(clock(second), later)]);

    const rows = await queryRows<{ kind: string; ref_id: string; offered_at: Date | null }>(
      ctx.handle.db,
      sql`SELECT kind, ref_id, offered_at FROM agency_leads WHERE agency_id = ${agencyId}`,
    );
    expect({
      offered: runs.reduce((sum, run) => sum + run.offered, 0),
      offeredRows: rows.filter((row) => row.offered_at !== null).map((row) => [row.kind, row.ref_id]),
    }).toEqual({ offered: 1, offeredRows: [['enquiry', conversationId]] });
  });
});
