import { randomBytes } from 'node:crypto';
import {
  AGENCY_ALREADY_MEMBER,
  AGENCY_INVITE_DAYS,
  AGENCY_INVITE_GONE,
  AGENCY_INVITES_OPEN,
  AGENCY_INVITE_NOT_YOURS,
  AGENCY_OWNER_ONLY,
  may,
  type AgencyInviteBody,
  agencyAddress,
} from '@nyumba/domain';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { agencies, type UserRow } from '../../db/schema.ts';
import { agencyInvites, agencyMembers } from '../../db/schema-agencies.ts';
import { phoneNumbers } from '../../db/schema-phone.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { SEND_MAIL } from '../../jobs/send-mail.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { hashToken } from '../../plugins/session-store.ts';
import { claimRecipientMail, composeMail } from '../mail/index.ts';
import { smsCaps, smsNotice } from '../phone/index.ts';
import { requireRole } from './membership.ts';
import type { AppInstance } from '../../app-types.ts';

// Members join by invitation only: a link sent to an e-mail address or to a number its holder
// proved. Whoever opens the link must be that address's or that number's holder; the link
// works once, for 14 days. The link is also given to whoever invited, to pass on by hand
// (WhatsApp): Nyumba sends at most one mail or SMS per invitation, and SMS only to a number
// already proven on Nyumba, within the SMS gate's caps (no invitation turns Nyumba into a
// sender to arbitrary numbers).

/** Open invitations an agency may have at once. */
const OPEN_INVITES = 50;

export interface InviteDeps {
  db: Database;
  jobs: JobEngine | undefined;
  log: Logger;
  config: AppInstance['deps']['config'];
}

const site = (deps: InviteDeps) => deps.config.PUBLIC_URL.replace(/\/$/, '');

export async function inviteMember(deps: InviteDeps, agencyId: string, caller: UserRow, body: AgencyInviteBody) {
  const { agency, role } = await requireRole(deps.db, agencyId, caller.id, may.manageMembers);
  if (body.role === 'owner' && role !== 'owner') throw forbidden(AGENCY_OWNER_ONLY);
  const token = randomBytes(24).toString('base64url');
  const link = `${site(deps)}${agencyAddress.invite(token)}`;
  const row = await deps.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ n: count() })
      .from(agencyInvites)
      .where(
        and(
          eq(agencyInvites.agencyId, agencyId),
          isNull(agencyInvites.acceptedAt),
          gt(agencyInvites.expiresAt, sql`now()`),
        ),
      );
    if ((open?.n ?? 0) >= OPEN_INVITES) throw conflict(AGENCY_INVITES_OPEN);
    const [made] = await tx
      .insert(agencyInvites)
      .values({
        agencyId,
        tokenHash: hashToken(token),
        email: body.email?.toLowerCase() ?? null,
        phone: body.phone ?? null,
        role: body.role,
        invitedBy: caller.id,
        expiresAt: new Date(Date.now() + AGENCY_INVITE_DAYS * 24 * 3_600_000),
      })
      .returning();
    if (body.email && (await claimRecipientMail(tx, body.email))) {
      const message = composeMail({
        to: body.email,
        subject: `${agency.name} invites you to Nyumba`,
        paragraphs: [
          `${caller.username} invites you to join ${agency.name} as ${body.role}. The invitation works for ${AGENCY_INVITE_DAYS} days.`,
        ],
        action: { label: 'See the invitation', url: link },
        siteUrl: site(deps),
        language: null,
      });
      if (deps.jobs) await deps.jobs.enqueue(SEND_MAIL, message, { tx });
    }
    if (body.phone) {
      const [holder] = await tx
        .select({ userId: phoneNumbers.userId })
        .from(phoneNumbers)
        .where(eq(phoneNumbers.phone, body.phone))
        .limit(1);
      if (holder)
        await smsNotice(
          { jobs: deps.jobs, log: deps.log, caps: smsCaps(deps.config), address: null },
          tx,
          holder.userId,
          'message',
          { words: 'agencyInvite' },
          agencyAddress.invite(token),
        );
    }
    return made!;
  });
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    phone: row.phone,
    expiresAt: row.expiresAt.toISOString(),
    link,
  };
}

/** The invitation behind a link, if it can still be used: 404 unknown, 410 used or expired. */
async function openInvite(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(agencyInvites)
    .where(eq(agencyInvites.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw notFound(AGENCY_INVITE_GONE);
  if (row.acceptedAt || row.expiresAt.getTime() <= Date.now()) throw new HttpError(410, AGENCY_INVITE_GONE);
  return row;
}

/** j***@mail.com, +254 7** *** 678: enough to know it is theirs, not enough to learn it. */
function halfHidden(invite: { email: string | null; phone: string | null }): string {
  if (invite.email) {
    const [name = '', domain = ''] = invite.email.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  const phone = invite.phone ?? '';
  return `${phone.slice(0, 5)}** *** ${phone.slice(-3)}`;
}

export async function viewInvite(db: Database, token: string) {
  const invite = await openInvite(db, token);
  const [agency] = await db
    .select({ id: agencies.id, name: agencies.name, logoUrl: agencies.logoUrl, areaName: agencies.areaName })
    .from(agencies)
    .where(eq(agencies.id, invite.agencyId));
  return { agency: agency!, role: invite.role, sentTo: halfHidden(invite), expiresAt: invite.expiresAt.toISOString() };
}

/**
 * The caller joins, if the invitation was sent to their confirmed e-mail address or to a number
 * they proved. Returns the agency's id.
 */
export async function acceptInvite(db: Database, token: string, user: UserRow): Promise<string> {
  const invite = await openInvite(db, token);
  const byMail =
    invite.email !== null && user.emailVerifiedAt !== null && user.email?.toLowerCase() === invite.email.toLowerCase();
  let byPhone = false;
  if (invite.phone) {
    const [held] = await db
      .select({ phone: phoneNumbers.phone })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.phone, invite.phone), eq(phoneNumbers.userId, user.id)));
    byPhone = held !== undefined;
  }
  if (!byMail && !byPhone) throw forbidden(AGENCY_INVITE_NOT_YOURS);
  await db.transaction(async (tx) => {
    // One use: whoever marks it first joins; a second tap finds it used.
    const [claimed] = await tx
      .update(agencyInvites)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(and(eq(agencyInvites.id, invite.id), isNull(agencyInvites.acceptedAt)))
      .returning({ id: agencyInvites.id });
    if (!claimed) throw new HttpError(410, AGENCY_INVITE_GONE);
    const [joined] = await tx
      .insert(agencyMembers)
      .values({ agencyId: invite.agencyId, userId: user.id, role: invite.role })
      .onConflictDoNothing()
      .returning({ userId: agencyMembers.userId });
    if (!joined) throw conflict(AGENCY_ALREADY_MEMBER);
  });
  return invite.agencyId;
}
