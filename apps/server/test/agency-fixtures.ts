import type { AgencyRole } from '@nyumba/domain';
import { expect } from 'vitest';
import { establishedUser, type Caller } from './http.ts';
import type { TestContext } from './test-app.ts';

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
