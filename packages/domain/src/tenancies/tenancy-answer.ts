import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { INVENTORY_CONDITIONS, TENANCY_PROBLEMS, TENANCY_STATUSES } from './tenancy.ts';

// A tenancy as its two parties and moderators read it (GET /api/tenancies/:id and every
// step's answer): the terms, the agreement and its signatures, the inventories, the money
// as the ledger has it, and what each side may do next. The bodies sent are in tenancy.ts.

const signatureSchema = z.object({
  role: z.enum(['tenant', 'lister']),
  name: z.string(),
  /** The number the code went to, masked but its last three digits. */
  phone: z.string(),
  signedAt: z.string(),
});

const inventoryViewSchema = z.object({
  rooms: z.array(
    z.object({
      room: z.string(),
      condition: z.enum(INVENTORY_CONDITIONS),
      notes: z.string(),
      photos: z.array(z.string()),
    }),
  ),
  recordedAt: z.string(),
});

export const tenancySchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  /** Which side the caller is ('moderator' for a moderator reading it). */
  role: z.enum(['tenant', 'lister', 'moderator']),
  tenantName: z.string(),
  listerName: z.string(),
  status: z.enum(TENANCY_STATUSES),
  rent: z.number(),
  deposit: z.number(),
  depositMonths: z.number(),
  moveIn: z.string(),
  months: z.number().nullable(),
  dueDay: z.number(),
  noticeMonths: z.number(),
  utilities: z.string(),
  houseRules: z.string(),
  message: z.string(),
  declineReason: z.string().nullable(),
  agreement: z
    .object({
      text: z.string(),
      /** SHA-256 of the text, in hex: what each signature signed. */
      hash: z.string(),
      signatures: z.array(signatureSchema),
    })
    .nullable(),
  /** Until when the tenant may pay (once both signed). */
  payBy: z.string().nullable(),
  /** When the first month goes to the lister by itself if nobody speaks. */
  releaseAt: z.string().nullable(),
  inventoryIn: inventoryViewSchema.nullable(),
  inventoryAnswer: z
    .object({ answer: z.enum(['countersign', 'comment']), note: z.string(), at: z.string() })
    .nullable(),
  problem: z.object({ kind: z.enum(TENANCY_PROBLEMS), note: z.string(), at: z.string() }).nullable(),
  decision: z.object({ outcome: z.string(), reason: z.string(), at: z.string() }).nullable(),
  moveOut: z.string().nullable(),
  /** Who gave notice, and whether the other side agreed the date (an earlier one needs both). */
  notice: z.object({ by: z.enum(['tenant', 'lister']), at: z.string(), agreed: z.boolean() }).nullable(),
  inventoryOut: inventoryViewSchema.nullable(),
  deductions: z
    .object({
      items: z.array(z.object({ amount: z.number(), reason: z.string(), photos: z.array(z.string()) })),
      total: z.number(),
      at: z.string(),
      answer: z.enum(['accept', 'dispute']).nullable(),
      note: z.string(),
    })
    .nullable(),
  /** The money, read from the ledger: held now, paid to the lister, given back to the tenant. */
  money: z.object({ heldRent: z.number(), heldDeposit: z.number(), toLister: z.number(), toTenant: z.number() }),
  /** What the tenant would get back cancelling now (before the keys), and why. */
  cancelRefund: z.object({ deposit: z.number(), firstMonth: z.number() }).nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['tenant', 'lister']).nullable(),
  /** How the tenant's last M-Pesa prompt ended when it did not pay, in words. */
  failure: z.string().nullable(),
  failureCode: z.string().optional(),
  /** A prompt is on the tenant's phone now: no second one until it ends. */
  paying: z.boolean().optional(),
  /** While an M-Pesa prompt waits on the tenant's phone: when it went. The screen waits, and sends no second one. */
  promptedAt: z.string().nullable().optional(),
  /** The M-Pesa receipt of the first month and the deposit, once paid. */
  receipt: z.string().nullable().optional(),
  /** The conversation the request started in, for "Open the conversation". */
  conversationId: z.string().nullable().optional(),
  testMode: z.boolean(),
  createdAt: z.string(),
});
export type Tenancy = z.infer<typeof tenancySchema>;

export const tenancyResponseSchema = z.object({
  success: z.literal(true),
  tenancy: tenancySchema,
  message: z.string().optional(),
  ...saidFields,
});
export type TenancyResponse = z.infer<typeof tenancyResponseSchema>;

export const tenanciesResponseSchema = z.object({ success: z.literal(true), tenancies: z.array(tenancySchema) });
export type TenanciesResponse = z.infer<typeof tenanciesResponseSchema>;
