import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { PAYOUT_AFTER_CHECK_IN_HOURS } from './hold-times.ts';
import { kenyaInstant } from './stay-dates.ts';

// Paying on Nyumba with M-Pesa (issue 40, docs/payments.md): a guest pays a stay by an STK
// push to their proven number, the money is held, and the host is paid by B2C 24 hours after
// check-in unless the guest reports a problem; refunds follow the host's cancellation policy.
// Listers pay to feature a listing. Amounts are whole Kenyan shillings.

/** How long a guest has to pay once the host accepts; unpaid, the acceptance lapses. */
export const PAY_WITHIN_MINUTES = 30;
/** A prompt with no callback after this long is asked about (the STK query). */
export const PAYMENT_QUERY_AFTER_SECONDS = 60;

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/**
 * What a guest's cancellation gives back, by how long before check-in it comes: flexible,
 * all of it up to 24 hours before; moderate, all of it up to 5 days before; strict, half of
 * it up to 7 days before. Later, nothing. A host's cancellation always gives back everything.
 */
export const POLICY_RULES: Record<CancellationPolicy, { hoursBefore: number; share: number }> = {
  flexible: { hoursBefore: 24, share: 1 },
  moderate: { hoursBefore: 5 * 24, share: 1 },
  strict: { hoursBefore: 7 * 24, share: 0.5 },
};

/** The shillings a guest's cancellation refunds of a stay's price (Nyumba's fee is kept). */
export function policyRefund(policy: CancellationPolicy, price: number, hoursBeforeCheckIn: number): number {
  const rule = POLICY_RULES[policy];
  return hoursBeforeCheckIn >= rule.hoursBefore ? Math.floor(price * rule.share) : 0;
}

/**
 * Whether a guest may report a problem with a held stay at `now`: from its check-in (the
 * stay's date and check-in time, Kenyan) until its payout. Before check-in nothing has gone
 * wrong yet (a report would hold the host's money for a moderator); once the payout is due
 * the host is paid. The server refuses outside it, and the stay's card offers it only inside.
 */
export function problemTiming(
  stay: { checkIn: string; checkInTime: string },
  payoutAt: Date | string | null,
  now: Date,
): 'early' | 'open' | 'late' {
  if (now.getTime() < kenyaInstant(stay.checkIn, stay.checkInTime).getTime()) return 'early';
  if (payoutAt !== null && new Date(payoutAt).getTime() <= now.getTime()) return 'late';
  return 'open';
}

/** Nyumba's fee on a stay's price, in whole shillings (rounded up: never a fraction owed). */
export function stayFee(price: number, feePercent: number): number {
  return feePercent > 0 ? Math.ceil((price * feePercent) / 100) : 0;
}

export const FEATURE_DAYS = [7, 30] as const;
export type FeatureDays = (typeof FEATURE_DAYS)[number];
/** Featured listings take at most one place in this many of a results page. */
export const FEATURED_EVERY = 5;

/** Where a stay's money stands, as both sides see it. */
export const STAY_PAYMENT_STATES = [
  /** Accepted: the guest pays within PAY_WITHIN_MINUTES. */
  'due',
  /** A prompt is on the guest's phone. */
  'prompted',
  /** Paid and held until 24 hours after check-in. */
  'held',
  /** The guest reported a problem: held for a moderator. */
  'disputed',
  /** Paid to the host. */
  'released',
  /** Given back to the guest (all, or by the policy, the rest to the host). */
  'refunded',
  /** Not paid in time: the acceptance lapsed. */
  'lapsed',
] as const;
export type StayPaymentState = (typeof STAY_PAYMENT_STATES)[number];

export const PAYMENTS_OFF = 'Payments are not set up on this server.';
export const PAY_NEEDS_NUMBER = 'Prove your phone number in Settings to pay by M-Pesa: the prompt goes to that number.';
export const HOST_NEEDS_NUMBER = 'The host has not proven a phone number to be paid on yet. Ask them to in Settings.';
export const STAY_NOT_DUE = 'This stay is not waiting for a payment.';
export const PAY_TOO_LATE = 'The time to pay has passed: the acceptance lapsed and the nights are free again.';
export const PAYMENT_WAITING = 'A prompt is already on your phone. Answer it, or wait a minute and try again.';
export const MPESA_UNREACHABLE = 'M-Pesa did not answer. Try again in a minute.';
export const PAYMENT_SENT = 'Check your phone: enter your M-Pesa PIN to pay.';
export const PROBLEM_TOO_LATE = `A problem can be reported until ${PAYOUT_AFTER_CHECK_IN_HOURS} hours after check-in; after that the host is paid.`;
export const PROBLEM_TOO_EARLY =
  'A problem can be reported from check-in, once you are there. Until then the money stays held and the host is not paid.';
export const PROBLEM_NOT_HELD = 'Only a paid stay whose money is still held can be reported.';
export const PROBLEM_REPORTED = 'Reported. The money stays held while a moderator looks at it; both of you will hear.';
export const SETTLE_NOT_DISPUTED = 'This stay is not held for a moderator.';
export const SETTLED_RELEASED = 'Released: the host is paid.';
export const SETTLED_REFUNDED = 'Refunded: the guest gets the money back.';
export const FEATURE_SENT = 'Check your phone: enter your M-Pesa PIN to feature the listing.';
export const FEATURE_NOT_PUBLIC = 'Only a public listing can be featured.';
export const FEATURE_ACTIVE = 'This listing is already featured. Choose Extend to add days to it.';
export const POLICY_SAVED = 'Cancellation policy saved';

/** Why M-Pesa did not take a payment, in words (Daraja's STK result codes). */
export function stkFailure(code: number): string {
  switch (code) {
    case 1032:
      return 'You cancelled the M-Pesa prompt.';
    case 1037:
      return 'Your phone did not answer the M-Pesa prompt in time (it may be off or out of network).';
    case 1:
      return 'Your M-Pesa balance was too low.';
    case 2001:
      return 'The M-Pesa PIN was wrong.';
    case 1019:
      return 'The M-Pesa prompt expired before it was answered.';
    case 1001:
      return 'Another M-Pesa payment was in progress on your phone. Try again in a minute.';
    default:
      return 'M-Pesa did not take the payment. Try again.';
  }
}

/**
 * The all-in total the person was shown and confirmed (Consumer Protection Act: the whole
 * price before paying). Optional for older clients; when given and the price has changed
 * since, nothing is charged and the answer says the new total.
 */
export const expectedTotal = z
  .number({ error: 'expectedTotal must be the total in shillings you were shown' })
  .int({ error: 'expectedTotal must be the total in shillings you were shown' })
  .min(0, { error: 'expectedTotal must be the total in shillings you were shown' })
  .optional();
export const PRICE_CHANGED = 'The price changed since you looked. Look at the new total and confirm again.';

/** Paying a stay or a tenancy: the body is optional (older clients send none). */
export const payBodySchema = z.preprocess((value) => value ?? {}, z.object({ expectedTotal }));
export type PayBody = z.infer<typeof payBodySchema>;

/** What a guest may report before the host is paid. */
export const PROBLEM_REASONS = ['no-access', 'not-as-described'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

export const problemBodySchema = z.object({
  reason: z.enum(PROBLEM_REASONS, { error: 'Choose what is wrong: no access, or not as described' }),
  note: z
    .string({ error: 'Say what happened' })
    .trim()
    .min(1, { error: 'Say what happened' })
    .max(1000, { error: 'Keep it to 1000 characters or fewer' }),
});
export type ProblemBody = z.infer<typeof problemBodySchema>;

export const settleBodySchema = z.object({
  action: z.enum(['release', 'refund'], { error: 'Choose release or refund' }),
  reason: z
    .string({ error: 'Give the reason for your decision' })
    .trim()
    .min(3, { error: 'Give the reason for your decision' })
    .max(500, { error: 'Keep the reason to 500 characters or fewer' }),
});
export type SettleBody = z.infer<typeof settleBodySchema>;

export const policyBodySchema = z.object({
  policy: z.enum(CANCELLATION_POLICIES, { error: 'Choose flexible, moderate or strict' }),
});
export type PolicyBody = z.infer<typeof policyBodySchema>;

export const featureBodySchema = z.object({
  days: z.union([z.literal(7), z.literal(30)], { error: 'Choose 7 or 30 days' }),
  /** Add the days to a feature that has not ended: its own choice, never a second tap's. */
  extend: z.boolean().optional(),
  expectedTotal,
});
export type FeatureBody = z.infer<typeof featureBodySchema>;

/** A stay's money, on the stay (null until the host accepts, or where payments are off). */
export const stayPaymentSchema = z.object({
  state: z.enum(STAY_PAYMENT_STATES),
  /** What the guest pays: the nights' price and Nyumba's fee. */
  price: z.number(),
  fee: z.number(),
  total: z.number(),
  policy: z.enum(CANCELLATION_POLICIES),
  /** Until when the guest may pay (state 'due' or 'prompted'). */
  payBy: z.string().nullable(),
  /** The M-Pesa receipt of the guest's payment. */
  receipt: z.string().nullable(),
  /** Why the last prompt failed, in words. */
  failure: z.string().nullable(),
  failureCode: z.string().optional(),
  /** When the host is paid, if nothing is reported before. */
  payoutAt: z.string().nullable(),
  /** Shillings given back to the guest, and to the host, once settled. */
  refunded: z.number(),
  released: z.number(),
  /** Payments go to the development simulator, not M-Pesa. */
  testMode: z.boolean(),
});
export type StayPayment = z.infer<typeof stayPaymentSchema>;

export const paymentAnswerSchema = z.object({ success: z.literal(true), message: z.string(), ...saidFields });

/** A listing's feature for its lister: the screen follows it (a prompt waiting, then the end date). */
export const featureStateSchema = z.object({
  success: z.literal(true),
  /** When the feature ends (ISO), or null when the listing is not featured. */
  featuredUntil: z.string().nullable(),
  /** A prompt is open on the lister's phone: no other may be asked for until it ends. */
  pending: z.boolean(),
  /** How the last prompt ended when it did not pay (cancelled, timed out), in words. */
  failure: z.string().nullable(),
  failureCode: z.string().optional(),
});
export type FeatureState = z.infer<typeof featureStateSchema>;

/** One line of a person's payments: money they paid, or were paid, with M-Pesa's receipt. */
export const paymentLineSchema = z.object({
  id: z.string(),
  kind: z.enum(['paid', 'payout', 'refund']),
  purpose: z.enum(['stay', 'feature', 'tenancy', 'job']),
  amount: z.number(),
  status: z.enum(['pending', 'done', 'failed', 'held']),
  receipt: z.string().nullable(),
  what: z.string(),
  listingId: z.string().nullable(),
  stayId: z.string().nullable(),
  at: z.string(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;
export const paymentListResponseSchema = z.object({
  success: z.literal(true),
  payments: z.array(paymentLineSchema),
  testMode: z.boolean(),
});

/** The moderators' view: money held, due, failed or that did not match what was asked. */
export const paymentQueueItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['disputed', 'due', 'failed', 'mismatch']),
  stayId: z.string().nullable(),
  listingName: z.string(),
  amount: z.number(),
  phone: z.string(),
  receipt: z.string().nullable(),
  detail: z.string(),
  at: z.string(),
});
export type PaymentQueueItem = z.infer<typeof paymentQueueItemSchema>;
export const paymentQueueResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(paymentQueueItemSchema),
  totals: z.object({ held: z.number(), due: z.number(), paidOut: z.number(), refunded: z.number(), fees: z.number() }),
});

/** A callback address's id and secret (unknown ones change nothing: 404). */
export const callbackParamSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  secret: z
    .string()
    .min(16, { error: 'Not found' })
    .max(128, { error: 'Not found' })
    .regex(/^[\w-]+$/, { error: 'Not found' }),
});
/** A payout's B2C result or queue timeout, and the same two for a transaction status query about it. */
export const b2cCallbackParamSchema = callbackParamSchema.extend({
  outcome: z.enum(['result', 'timeout', 'status', 'status-timeout'], { error: 'Not found' }),
});
/** Daraja's callbacks as it posts them: read field by field by the server, any extra kept out. */
export const darajaCallbackBodySchema = z.looseObject({});
/** What Daraja expects back from a callback address. */
export const darajaAckSchema = z.object({ ResultCode: z.number(), ResultDesc: z.string() });
