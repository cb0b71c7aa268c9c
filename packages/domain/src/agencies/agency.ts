import { z } from 'zod';
import { findNeighbourhood } from '../listings/neighbourhoods.ts';
import { parseKenyanPhone, PHONE_ERROR } from '../phone/phone.ts';

// Agencies on Nyumba (docs/agencies.md): an estate agency or letting office whose members share
// its listings and leads, each with a role. The rules of who may do what are here, so the
// server enforces them and the web only offers what the server allows.

export const AGENCY_ROLES = ['owner', 'manager', 'agent', 'caretaker'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

/** An enquiry is a conversation; a viewing and a tenancy request are their own rows. */
export const LEAD_KINDS = ['enquiry', 'viewing', 'tenancy'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'replied', 'viewing-booked', 'let', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATS_PERIODS = [7, 30, 90] as const;
export const AGENCY_NAME_MAX = 100;
export const AGENCY_INVITE_DAYS = 14;
export const IMPORT_MAX_ROWS = 1000;

/** What each role may do: owners everything; managers all but owners and money; agents and caretakers their own. */
export const may = {
  /** Edit the agency, see its money and payout number. */
  manageAgency: (role: AgencyRole | null) => role === 'owner',
  /** Invite, change and remove members (a manager never touches an owner, nor makes one). */
  manageMembers: (role: AgencyRole | null) => role === 'owner' || role === 'manager',
  /** Every listing and lead of the agency, its dashboard, CSV and import. */
  seeAll: (role: AgencyRole | null) => role === 'owner' || role === 'manager',
  /** Prices, money and a tenant's number: never a caretaker's. */
  seeMoney: (role: AgencyRole | null) => role !== null && role !== 'caretaker',
};

export const AGENCY_NOT_FOUND = 'Agency not found';
export const AGENCY_MEMBERS_ONLY = 'Only members of this agency can do this';
export const AGENCY_ROLE_REFUSED = 'Your role in this agency does not allow this';
export const AGENCY_OWNER_ONLY = 'Only an owner of the agency can give or take the owner role';
export const AGENCY_LAST_OWNER = 'An agency keeps at least one owner: make another member owner first';
export const AGENCY_NUMBER_UNPROVEN =
  "Prove this number in Settings first: the agency's number and payouts use a number you proved by SMS";
export const AGENCY_INVITE_GONE = 'This invitation has expired or was already used. Ask the agency for a new one.';
export const AGENCY_INVITE_NOT_YOURS = 'This invitation was sent to another e-mail address or phone number';
export const AGENCY_ALREADY_MEMBER = 'You are already a member of this agency';
export const AGENCY_NOT_MEMBER = 'Not a member of this agency';
export const AGENCY_AGENT_NOT_MEMBER = 'Assign the listing to an agent of this agency';
export const AGENCY_ONE_CONTACT = 'Give either an e-mail address or a phone number to invite';
export const AGENCY_CREATED = 'Agency created. Invite your agents from its page.';
export const AGENCY_INVITE_SENT = `Invitation sent. It works for ${AGENCY_INVITE_DAYS} days.`;
export const AGENCY_JOINED = 'You joined the agency.';
export const LEAD_NOT_FOUND = 'Lead not found';
export const AGENCY_MOVE_CONSENT = 'Only its lister can move a listing into an agency';
export const STATS_NOT_YOURS = 'Only its lister and its agency see these figures';
export const AGENCY_INVITES_OPEN = 'An agency has at most 50 open invitations: wait for some to be used or to expire';
export const IMPORT_TOO_MANY = `At most ${IMPORT_MAX_ROWS} listings in one file: split it and import each part`;
export const IMPORT_TOO_LARGE = 'The file is too large: at most 5 MB';
export const IMPORT_SEND_FILE = 'Send the file as multipart/form-data in the field "file"';
export const IMPORT_NEEDS_HEADER =
  'The first line must be the header: externalId,name,type,price,bedrooms,areaName,description,phone,photoUrls';
export const IMPORT_NO_LISTINGS = 'The feed has no listing elements';
export const IMPORT_NO_DTD = 'A feed may not declare a DTD or entities';

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

const phone = z.string({ error: PHONE_ERROR }).transform((value, ctx) => {
  const result = parseKenyanPhone(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }
  return result.value;
});

const area = z
  .string({ error: 'Choose an area from the list' })
  .max(100, { error: 'Choose an area from the list' })
  .transform((value, ctx) => {
    const known = findNeighbourhood(value.trim());
    if (!known) {
      ctx.addIssue({ code: 'custom', message: 'Choose an area from the list' });
      return z.NEVER;
    }
    return known.name;
  });

const EARB_FORMAT = 'Enter the EARB firm number as the board registered it: letters, digits, spaces, / . and -';

export const agencyBodySchema = z.object({
  name: text(AGENCY_NAME_MAX, `Give the agency's name, up to ${AGENCY_NAME_MAX} characters`),
  phone,
  areaName: area,
  address: z.string().trim().max(200, { error: 'Keep the address to 200 characters' }).optional(),
  location: z
    .object(
      {
        lat: z.number().min(-5).max(5.5),
        lng: z.number().min(33.5).max(42),
      },
      { error: 'Put the office on the map within Kenya' },
    )
    .optional(),
  /** A photo the creator uploaded to Nyumba. */
  logoUrl: z.string().trim().max(2048).optional(),
  earbNumber: z
    .string({ error: EARB_FORMAT })
    .trim()
    .max(30, { error: 'EARB number must be at most 30 characters' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /.-]*$/, { error: EARB_FORMAT })
    .optional(),
  /** Minutes (working time) before an unanswered lead goes to the other agents; 0: never. */
  handoverMinutes: z
    .number({ error: 'Hand-over is a whole number of minutes from 0 to 1440' })
    .int({ error: 'Hand-over is a whole number of minutes from 0 to 1440' })
    .min(0, { error: 'Hand-over is a whole number of minutes from 0 to 1440' })
    .max(1440, { error: 'Hand-over is a whole number of minutes from 0 to 1440' })
    .optional(),
});
export type AgencyBody = z.infer<typeof agencyBodySchema>;

export const agencyRoleSchema = z.enum(AGENCY_ROLES, { error: 'role must be owner, manager, agent or caretaker' });

export const agencyInviteBodySchema = z
  .object({
    email: z
      .string({ error: 'Enter a valid email address' })
      .trim()
      .max(254, { error: 'Email is too long' })
      .pipe(z.email({ error: 'Enter a valid email address' }))
      .optional(),
    phone: phone.optional(),
    role: agencyRoleSchema,
  })
  .superRefine((body, ctx) => {
    if ((body.email === undefined) === (body.phone === undefined))
      ctx.addIssue({ code: 'custom', path: ['email'], message: AGENCY_ONE_CONTACT });
  });
export type AgencyInviteBody = z.infer<typeof agencyInviteBodySchema>;

export const agencyMemberBodySchema = z.object({ role: agencyRoleSchema });
export type AgencyMemberBody = z.infer<typeof agencyMemberBodySchema>;

export const leadUpdateBodySchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'status must be new, replied, viewing-booked, let or lost' }).optional(),
    /** A member to hand it to (managers and owners only). */
    assignedTo: z.uuid({ error: 'Not a valid member id' }).optional(),
    note: z.string().trim().min(1).max(1000, { error: 'Keep a note to 1000 characters' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Give a status, an agent or a note' });
export type LeadUpdateBody = z.infer<typeof leadUpdateBodySchema>;

export const statsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((days) => (STATS_PERIODS as readonly number[]).includes(days), { error: 'days must be 7, 30 or 90' })
    .default(30),
});

/** Listings a visitor was shown in a list (a page of results): counted for their listers. */
export const impressionsBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Not a valid listing id' }))
    .min(1)
    .max(60, { error: 'At most 60 listings at once' }),
});

export const agencyParamSchema = z.object({ id: z.uuid({ error: 'Not a valid agency id' }) });
export const agencyMemberParamSchema = z.object({
  id: z.uuid({ error: 'Not a valid agency id' }),
  userId: z.uuid({ error: 'Not a valid user id' }),
});
export const agencyLeadParamSchema = z.object({
  id: z.uuid({ error: 'Not a valid agency id' }),
  kind: z.enum(LEAD_KINDS, { error: 'kind must be enquiry, viewing or tenancy' }),
  refId: z.uuid({ error: 'Not a valid lead id' }),
});
export const inviteTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Not a valid invitation' }),
});

/**
 * Working time for the lead hand-over: Monday to Saturday, 08:00 to 18:00 in Kenya. The minutes
 * of working time between two instants (a lead sent on Saturday evening waits until Monday).
 */
export function workingMinutesBetween(from: Date, to: Date): number {
  const KENYA = 3 * 3_600_000;
  let minutes = 0;
  let cursor = Math.floor((from.getTime() + KENYA) / 60_000);
  const end = Math.floor((to.getTime() + KENYA) / 60_000);
  while (cursor < end) {
    const day = new Date(cursor * 60_000);
    const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) / 60_000;
    const open = dayStart + 8 * 60;
    const close = dayStart + 18 * 60;
    if (day.getUTCDay() !== 0) minutes += Math.max(0, Math.min(end, close) - Math.max(cursor, open));
    cursor = dayStart + 24 * 60;
  }
  return minutes;
}
