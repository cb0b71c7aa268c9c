import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { TRADES, type Trade } from '../listings/services.ts';
import { JOB_PROBLEMS, JOB_STATUSES } from './job.ts';

// A job as each side reads it (GET /api/jobs/:id and every step's answer). A matching
// provider sees the work, the area and their own quote; the client sees every quote side by
// side with what each provider has earned; a declined provider sees nothing of the chosen
// quote. The client's number and exact pin are never in it. The bodies sent are in job.ts.

const stageSchema = z.object({ label: z.string(), amount: z.number() });

/** A provider's named checks, each with the day it was checked: never one vague "Verified". */
export const providerCheckSchema = z.object({
  kind: z.enum(['phone', 'licence']),
  /** The body for a licence (NCA, EPRA, EBK, BORAQS). */
  body: z.string().nullable(),
  since: z.string(),
});
export type ProviderCheck = z.infer<typeof providerCheckSchema>;

export const jobQuoteSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  price: z.number(),
  includes: z.string(),
  startsOn: z.string(),
  days: z.number(),
  stages: z.array(stageSchema),
  status: z.enum(['sent', 'accepted', 'declined', 'withdrawn']),
  /** The provider's rating from clients' published reviews: average of 5, and how many. */
  rating: z.number().nullable(),
  reviews: z.number(),
  checks: z.array(providerCheckSchema),
  /** Jobs finished and paid on Nyumba. */
  jobsDone: z.number(),
  /** Clients who came back: more than one finished hire with this provider. */
  repeatClients: z.number(),
  /** Median minutes from a job being posted to their quote, over their quotes; null before any. */
  responseMinutes: z.number().nullable(),
  /** From the provider's pin to the job's area, rounded to the kilometre. */
  distanceKm: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobQuote = z.infer<typeof jobQuoteSchema>;

export const jobSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  trade: z.enum(Object.keys(TRADES) as Trade[]),
  /** The caller's side ('moderator' for a moderator reading it). */
  role: z.enum(['client', 'provider', 'moderator']),
  clientName: z.string(),
  areaName: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  when: z.string(),
  budget: z.number().nullable(),
  /** How many quotes it has (a provider sees the count, not the others' prices). */
  quoteCount: z.number(),
  /** Every quote for the client and a moderator; the provider's own for a provider. */
  quotes: z.array(jobQuoteSchema),
  /** The accepted quote, for the client, a moderator and the chosen provider. */
  accepted: jobQuoteSchema.nullable(),
  /** The stage being paid or worked on (1-based), of how many, and its amount. */
  stage: z.object({ number: z.number(), of: z.number(), label: z.string(), amount: z.number() }).nullable(),
  /** The money as the ledger has it: held now, paid to the provider, given back to the client. */
  money: z.object({ held: z.number(), toProvider: z.number(), toClient: z.number() }),
  done: z.object({ note: z.string(), photos: z.array(z.string()), at: z.string() }).nullable(),
  /** When the held stage goes to the provider by itself if the client says nothing. */
  releaseAt: z.string().nullable(),
  problem: z
    .object({ kind: z.enum(JOB_PROBLEMS), note: z.string(), photos: z.array(z.string()), at: z.string() })
    .nullable(),
  decision: z.object({ outcome: z.string(), reason: z.string(), at: z.string() }).nullable(),
  cancelledBy: z.enum(['client', 'provider']).nullable(),
  cancelReason: z.string().nullable(),
  /** A prompt is on the client's phone now: no second one until it ends. */
  paying: z.boolean(),
  promptedAt: z.string().nullable(),
  failure: z.string().nullable(),
  failureCode: z.string().optional(),
  receipt: z.string().nullable(),
  /** The review hire a released job opens (reviews by both sides, in its conversation). */
  conversationId: z.string().nullable(),
  testMode: z.boolean(),
  createdAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobResponseSchema = z.object({
  success: z.literal(true),
  job: jobSchema,
  message: z.string().optional(),
  ...saidFields,
});
export type JobResponse = z.infer<typeof jobResponseSchema>;

export const jobsResponseSchema = z.object({ success: z.literal(true), jobs: z.array(jobSchema) });
export type JobsResponse = z.infer<typeof jobsResponseSchema>;

export const quoteResponseSchema = z.object({
  success: z.literal(true),
  quote: jobQuoteSchema,
  job: jobSchema,
  message: z.string().optional(),
  ...saidFields,
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
