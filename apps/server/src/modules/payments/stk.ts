import { createHash, randomBytes } from 'node:crypto';
import { MPESA_UNREACHABLE, mpesaStkCallback, pathOf, PAYMENT_WAITING } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema-payments.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { sameSecret } from '../../lib/secrets.ts';
import { darajaPhone, DarajaError } from './daraja.ts';
import type { PaymentDeps } from './deps.ts';

export type PaymentRow = typeof payments.$inferSelect;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A callback's secret against the one kept hashed: compared in constant time. */
export function sameHashedSecret(secret: string, storedHash: string): boolean {
  return sameSecret(hash(secret), storedHash);
}

/** A fresh secret for a callback address, and its hash to keep. */
function newSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { secret, secretHash: hash(secret) };
}

export interface PaymentRequest {
  purpose: PaymentRow['purpose'];
  /** What it pays for ('stay:<id>', 'feature:<listing id>'): one open prompt per subject. */
  subject: string;
  payerId: string;
  phone: string;
  amount: number;
  fee?: number;
  stayId?: string;
  tenancyId?: string;
  jobId?: string;
  listingId?: string;
  featureDays?: number;
  what: string;
  /** Shown on the payer's phone: up to 12 characters, and 13 for the description. */
  reference: string;
  description: string;
}

/**
 * Asks M-Pesa to prompt the payer (an STK push). The payment is written first, with the
 * callback address's secret, and committed: a callback that comes back (even to another
 * server, even if this one dies before the push's answer) finds its row. Daraja's refusal or
 * silence marks it failed and answers 503 with words to try again.
 *
 * One action, one prompt, for every kind of payment: while a prompt for the same subject is
 * open (written, or on the phone until M-Pesa or the reconciliation says how it ended) a
 * second is refused with 429, by the unique index, however many taps and servers.
 */
export async function startPayment(deps: PaymentDeps, request: PaymentRequest): Promise<PaymentRow> {
  const { secret, secretHash } = newSecret();
  const [row] = await deps.db
    .insert(payments)
    .values({
      purpose: request.purpose,
      subject: request.subject,
      stayId: request.stayId ?? null,
      tenancyId: request.tenancyId ?? null,
      jobId: request.jobId ?? null,
      listingId: request.listingId ?? null,
      payerId: request.payerId,
      phone: request.phone,
      amount: request.amount,
      fee: request.fee ?? 0,
      featureDays: request.featureDays ?? null,
      what: request.what,
      secretHash,
    })
    .returning()
    .catch((error: unknown) => {
      if (uniqueViolation(error)?.includes('one_open')) throw new HttpError(429, PAYMENT_WAITING);
      throw error;
    });
  const callbackUrl = `${deps.publicUrl}${pathOf(mpesaStkCallback, { id: row!.id, secret })}`;
  try {
    const answer = await deps.daraja.stkPush({
      phone: darajaPhone(request.phone),
      amount: request.amount,
      callbackUrl,
      accountReference: request.reference,
      description: request.description,
    });
    if (answer.ResponseCode !== '0') throw new DarajaError(answer.ResponseDescription ?? 'refused', 200, null, false);
    const [prompted] = await deps.db
      .update(payments)
      .set({
        status: 'prompted',
        merchantRequestId: answer.MerchantRequestID,
        checkoutRequestId: answer.CheckoutRequestID,
        promptedAt: new Date(),
      })
      .where(eq(payments.id, row!.id))
      .returning();
    return prompted!;
  } catch (error) {
    const failure = error instanceof DarajaError ? error.message : String(error);
    deps.log.warn({ paymentId: row!.id, failure }, 'M-Pesa did not take an STK push');
    // No answer at all: the push may have reached the phone. The row stays open, so its
    // callback still credits it, no second prompt goes out meanwhile (payStay), and the
    // reconciliation closes it, flagged for an operator, if nothing ever comes.
    if (error instanceof DarajaError && error.status === 0) {
      throw new HttpError(503, MPESA_UNREACHABLE, undefined, { 'retry-after': '60' });
    }
    await deps.db
      .update(payments)
      .set({ status: 'failed', failure: MPESA_UNREACHABLE, answeredAt: new Date() })
      .where(eq(payments.id, row!.id));
    throw new HttpError(503, MPESA_UNREACHABLE, undefined, { 'retry-after': '60' });
  }
}
