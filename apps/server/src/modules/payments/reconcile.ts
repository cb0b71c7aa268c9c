import { MPESA_UNREACHABLE, PAYMENT_QUERY_AFTER_SECONDS } from '@nyumba/domain';
import { and, inArray, lt, or, isNull, eq } from 'drizzle-orm';
import { payments } from '../../db/schema-payments.ts';
import { defineJob } from '../../jobs/engine.ts';
import { queryOutcome, settlePayment } from './credit.ts';
import type { PaymentDeps } from './deps.ts';
import { sendOpenPayouts } from './payouts.ts';
import { lapseUnpaid, releaseDue } from './stay-money.ts';

/** Prompts M-Pesa never answered about are given up after this long (its prompts last a minute). */
const GIVE_UP_MS = 10 * 60_000;
/** A payment whose push never got an answer (the server died mid-call) is closed after this long. */
const STARTING_MS = 2 * 60_000;

/**
 * Payments with no callback a minute after their prompt: the STK query says how they ended,
 * and they are credited (with what a callback reported, if one came unconfirmed) or failed.
 */
export async function reconcilePayments(deps: PaymentDeps, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - PAYMENT_QUERY_AFTER_SECONDS * 1000);
  const open = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['starting', 'prompted']),
        lt(payments.createdAt, since),
        or(isNull(payments.queriedAt), lt(payments.queriedAt, new Date(now.getTime() - 30_000))),
      ),
    )
    .limit(100);
  let settled = 0;
  for (const payment of open) {
    if (!payment.checkoutRequestId) {
      // Never prompted as far as we know; a callback that still comes to its address is heard.
      if (now.getTime() - payment.createdAt.getTime() > STARTING_MS) {
        await deps.db
          .update(payments)
          .set({
            status: 'failed',
            failure: MPESA_UNREACHABLE,
            // The push may have reached the phone and been paid: only M-Pesa's statement can say.
            flag: 'the push was never answered: look for its account reference in the M-Pesa statement',
            answeredAt: now,
          })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'starting')));
      }
      continue;
    }
    const outcome = await queryOutcome(deps, payment.checkoutRequestId);
    if (outcome === 'waiting') {
      const stale = now.getTime() - payment.createdAt.getTime() > GIVE_UP_MS;
      await deps.db
        .update(payments)
        .set(
          stale
            ? {
                status: 'failed',
                failure: 'M-Pesa did not say how the payment ended.',
                flag: 'no result after 10 minutes',
                answeredAt: now,
                queriedAt: now,
              }
            : { queriedAt: now },
        )
        .where(eq(payments.id, payment.id));
      continue;
    }
    const reported = outcome.paid && payment.reported ? { paid: true as const, ...payment.reported } : outcome;
    await settlePayment(deps, payment.id, payment.checkoutRequestId, reported, now);
    settled += 1;
  }
  return settled;
}

/** Everything money waits on, once a minute for the cluster: lapses, payouts due, prompts unanswered, payouts to send. */
export async function paymentsTick(deps: PaymentDeps, now = new Date()) {
  const lapsed = await lapseUnpaid(deps, now);
  const released = await releaseDue(deps, now);
  const reconciled = await reconcilePayments(deps, now);
  const sent = await sendOpenPayouts(deps, now);
  return { lapsed, released, reconciled, sent };
}

export function paymentsTickJob(payments: () => PaymentDeps | null) {
  return defineJob({
    name: 'payments-tick',
    schedule: '* * * * *',
    pollingIntervalSeconds: 15,
    queue: { policy: 'singleton', retryLimit: 0, expireInSeconds: 240 },
    handler: async () => {
      const deps = payments();
      if (!deps) return;
      const done = await paymentsTick(deps);
      if (done.lapsed + done.released + done.reconciled + done.sent > 0) deps.log.info(done, 'payments reconciled');
    },
  });
}
