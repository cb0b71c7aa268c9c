import type { AgencyRole } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/database.ts';
import { establishedUser, type Caller } from './http.ts';
import type { TestContext } from './test-app.ts';

/** The number `caller` proved by SMS (establishedUser proves one): an agency's phone must be one. */
export async function provedPhone(ctx: TestContext, caller: Caller): Promise<string> {
  const [row] = await queryRows<{ phone: string }>(
    ctx.handle.db,
    sql`SELECT phone FROM phone_numbers WHERE user_id = ${caller.user!.id}`,
  );
  return row!.phone;
}

/** An agency `caller` starts on the number they proved, with `fields` (name and area at least); its id. */
export async function startAgency(
  ctx: TestContext,
  caller: Caller,
  fields: { name: string; areaName: string } & Record<string, unknown>,
): Promise<string> {
  const res = await caller.request({
    method: 'POST',
    url: '/api/agencies',
    payload: { phone: await provedPhone(ctx, caller), ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().agency.id as string;
}

/** A new member of the agency with `role`, joined through an invitation `by` sent to their e-mail address. */
export async function joinAgency(ctx: TestContext, by: Caller, agencyId: string, role: AgencyRole): Promise<Caller> {
  const member = await establishedUser(ctx);
  const invite = await by.request({
    method: 'POST',
    url: `/api/agencies/${agencyId}/invites`,
    payload: { email: member.user!.email, role },
  });
  expect(invite.statusCode, invite.body).toBe(201);
  const token = (invite.json().invite.link as string).split('/').pop()!;
  const accepted = await member.request({ method: 'POST', url: `/api/agencies/invites/${token}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}
