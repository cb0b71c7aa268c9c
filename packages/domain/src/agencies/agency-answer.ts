import { z } from 'zod';
import { AGENCY_ROLES, LEAD_KINDS, LEAD_STATUSES } from './agency.ts';

// What the agency routes answer (docs/agencies.md). A caretaker's answers carry no price and
// no seeker's number: the fields are null for them, never left for the screen to hide.

export const agencyMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(AGENCY_ROLES),
  /** Public listings assigned to them. */
  listingCount: z.number(),
});
export type AgencyMember = z.infer<typeof agencyMemberSchema>;

export const agencySchema = z.object({
  id: z.string(),
  name: z.string(),
  areaName: z.string(),
  address: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  logoUrl: z.string().nullable(),
  phone: z.string(),
  /** The EARB firm number and whether a moderator checked it ("EARB checked" only then). */
  earb: z.object({ number: z.string(), checked: z.boolean() }).nullable(),
  handoverMinutes: z.number(),
  /** Agents and managers publicly; every member with their role for members. */
  members: z.array(agencyMemberSchema),
  listingCount: z.number(),
  /** Median minutes to a first reply over the agency's enquiries of the last 90 days; null under 3. */
  responseMinutes: z.number().nullable(),
  /** Clients' reviews of its listings, together. */
  rating: z.object({ count: z.number(), stars: z.number() }).nullable(),
  /** The caller's role here, or null. */
  myRole: z.enum(AGENCY_ROLES).nullable(),
  /** Where its money goes: owners only. */
  payoutPhone: z.string().nullable(),
  createdAt: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

export const agencyResponseSchema = z.object({
  success: z.literal(true),
  agency: agencySchema,
  message: z.string().optional(),
});

export const agenciesResponseSchema = z.object({
  success: z.literal(true),
  agencies: z.array(agencySchema.pick({ id: true, name: true, logoUrl: true, myRole: true })),
});

export const agencyInviteSchema = z.object({
  id: z.string(),
  role: z.enum(AGENCY_ROLES),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  expiresAt: z.string(),
  /** The link to send: only in the answer to whoever made it. */
  link: z.string().optional(),
});

export const agencyInviteResponseSchema = z.object({
  success: z.literal(true),
  invite: agencyInviteSchema,
  message: z.string().optional(),
});

/** What the invitation's page shows before accepting. */
export const inviteViewResponseSchema = z.object({
  success: z.literal(true),
  agency: agencySchema.pick({ id: true, name: true, logoUrl: true, areaName: true }),
  role: z.enum(AGENCY_ROLES),
  /** To whom it was sent, half hidden (j***@mail.com, +254 7** *** 678). */
  sentTo: z.string(),
  expiresAt: z.string(),
});

export const leadSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  refId: z.string(),
  listing: z.object({ id: z.string(), name: z.string(), price: z.number().nullable() }),
  seeker: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  /** The first message, the viewing's time or the tenancy's move-in, in a line. */
  summary: z.string(),
  createdAt: z.string(),
  status: z.enum(LEAD_STATUSES),
  /** The member answering it now: the listing's agent, or whoever it was handed to. */
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Offered to every agent after the hand-over time without an answer. */
  offeredAt: z.string().nullable(),
  /** When the agency first answered (a reply, or the request answered); null while waiting. */
  answeredAt: z.string().nullable(),
  notes: z.array(z.object({ author: z.string(), body: z.string(), at: z.string() })),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsResponseSchema = z.object({ success: z.literal(true), leads: z.array(leadSchema) });
export const leadResponseSchema = z.object({ success: z.literal(true), lead: leadSchema });

export const STAT_FIGURES = [
  'impressions',
  'views',
  'saves',
  'enquiries',
  'reveals',
  'viewingsBooked',
  'viewingsHeld',
  'deals',
] as const;
export type StatFigure = (typeof STAT_FIGURES)[number];

const figuresShape = Object.fromEntries(STAT_FIGURES.map((figure) => [figure, z.number()])) as Record<
  StatFigure,
  z.ZodNumber
>;
export const statFiguresSchema = z.object(figuresShape);
export type StatFigures = z.infer<typeof statFiguresSchema>;

export const statsSchema = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  series: z.array(z.object({ day: z.string(), ...figuresShape })),
  totals: statFiguresSchema.extend({ replyMinutes: z.number().nullable() }),
  /** Each step's count and its share of the step before. */
  funnel: z.array(z.object({ step: z.enum(STAT_FIGURES), count: z.number(), rate: z.number().nullable() })),
  /** The median of similar listings (same type, same area) over the same days; null without any. */
  area: statFiguresSchema.extend({ listings: z.number() }).nullable(),
  agents: z.array(z.object({ id: z.string(), name: z.string(), totals: statFiguresSchema })).optional(),
  listings: z.array(z.object({ id: z.string(), name: z.string(), totals: statFiguresSchema })).optional(),
});
export type Stats = z.infer<typeof statsSchema>;

export const statsResponseSchema = z.object({ success: z.literal(true), stats: statsSchema });

export const importResponseSchema = z.object({
  success: z.literal(true),
  created: z.number(),
  updated: z.number(),
  refused: z.array(z.object({ row: z.number(), externalId: z.string().nullable(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResponseSchema>;

export const countedResponseSchema = z.object({ success: z.literal(true), counted: z.number() });
