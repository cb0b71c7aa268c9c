import { receiptFor } from './receipt-document.ts';
import {
  FEATURE_SENT,
  featureListing as featureListingContract,
  featureState as featureStateContract,
  mpesaB2cResult,
  mpesaStkCallback,
  myPayments,
  paymentReceipt,
  PAYMENT_SENT,
  paymentQueue as paymentQueueContract,
  paymentQueueCsv,
  PAYMENTS_OFF,
  payStay as payStayContract,
  POLICY_SAVED,
  PROBLEM_REPORTED,
  reportStayProblem,
  setCancellationPolicy as setCancellationPolicyContract,
  SETTLED_REFUNDED,
  SETTLED_RELEASED,
  settleStay,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { assertAdult } from '../auth/index.ts';
import { expectedTotalOf } from './expected-total.ts';
import type { AppInstance } from '../../app-types.ts';
import { payments, payouts } from '../../db/schema-payments.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { PRIVATE_NO_STORE, requireModerator, requireUser } from '../../plugins/session.ts';
import { sameSecret } from '../../lib/secrets.ts';
import { route } from '../../route.ts';
import { receiveCallback } from './credit.ts';
import { setCancellationPolicy } from './listing-terms.ts';
import { paymentDeps, type PaymentDeps } from './deps.ts';
import { reportProblem, settleProblem } from './disputes.ts';
import { featureListing, featureState } from './feature-service.ts';
import { receivePayoutResult } from './payouts.ts';
import { paymentQueue, paymentsOf, queueCsv } from './read.ts';
import { receiveStatusResult } from './payout-status.ts';
import { payStay } from './stay-money.ts';
import { sameHashedSecret } from './stk.ts';

/** What Daraja is told whatever became of its callback: taken (it retries anything else). */
const ACK = { ResultCode: 0, ResultDesc: 'Accepted' };
/** Prompts one account may start in an hour (each is an SMS-like cost, and a phone buzzing). */
const PROMPTS_PER_HOUR = 20;

export async function paymentRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const money = (log: PaymentDeps['log']): PaymentDeps => {
    const deps = paymentDeps(app.deps, log);
    if (!deps) throw new HttpError(404, PAYMENTS_OFF);
    return deps;
  };

  route(
    app,
    payStayContract,
    async (request) => {
      const deps = money(request.log);
      const guest = await requireUser(request);
      assertAdult(guest);
      await payStay(deps, guest, request.params.id, new Date(), expectedTotalOf(request.body));
      return { success: true as const, message: PAYMENT_SENT };
    },
    { rateLimit: perSessionPerHour(PROMPTS_PER_HOUR, 'payment prompts') },
  );

  route(app, reportStayProblem, async (request) => {
    const deps = money(request.log);
    const guest = await requireUser(request);
    await reportProblem(deps, guest, request.params.id, request.body);
    return { success: true as const, message: PROBLEM_REPORTED };
  });

  route(app, setCancellationPolicyContract, async (request) => {
    await setCancellationPolicy(db, await requireUser(request), request.params.id, request.body.policy);
    return { success: true as const, message: POLICY_SAVED };
  });

  route(
    app,
    featureListingContract,
    async (request) => {
      const deps = money(request.log);
      const lister = await requireUser(request);
      assertAdult(lister);
      await featureListing(deps, lister, request.params.id, request.body);
      return { success: true as const, message: FEATURE_SENT };
    },
    { rateLimit: perSessionPerHour(PROMPTS_PER_HOUR, 'payment prompts') },
  );

  route(app, featureStateContract, async (request) =>
    featureState({ db }, await requireUser(request), request.params.id),
  );

  route(app, paymentReceipt, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', PRIVATE_NO_STORE);
    return { success: true as const, receipt: await receiptFor(db, config, user.id, request.params.id) };
  });

  route(app, myPayments, async (request) => {
    const user = await requireUser(request);
    return {
      success: true as const,
      payments: await paymentsOf(db, user.id),
      testMode: paymentDeps(app.deps, request.log)?.testMode ?? false,
    };
  });

  route(app, paymentQueueContract, async (request) => {
    await requireModerator(request, config);
    const queue = await paymentQueue(db);
    return { success: true as const, items: queue.items, totals: queue.totals as never };
  });

  route(app, paymentQueueCsv, async (request, reply) => {
    await requireModerator(request, config);
    const queue = await paymentQueue(db);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="nyumba-payments.csv"')
      .header('cache-control', 'private, no-store')
      .send(queueCsv(queue.items));
  });

  route(app, settleStay, async (request) => {
    const deps = money(request.log);
    const { user } = await requireModerator(request, config);
    await settleProblem(deps, user, request.params.id, request.body);
    return { success: true as const, message: request.body.action === 'refund' ? SETTLED_REFUNDED : SETTLED_RELEASED };
  });

  // Daraja's callbacks. Not signed by Safaricom: the address's secret names one request of
  // ours, and a paid result is confirmed with the STK query before anything is credited. An
  // unknown address answers 404 and changes nothing.
  route(app, mpesaStkCallback, async (request) => {
    const deps = money(request.log);
    const [payment] = await db.select().from(payments).where(eq(payments.id, request.params.id));
    if (!payment || !sameHashedSecret(request.params.secret, payment.secretHash)) throw notFound('Not found');
    await receiveCallback(deps, payment, request.body);
    return ACK;
  });

  route(app, mpesaB2cResult, async (request) => {
    const deps = money(request.log);
    const [payout] = await db.select().from(payouts).where(eq(payouts.id, request.params.id));
    // Kept as sent (a payout sent again names the same address), compared in constant time.
    if (!payout || !sameSecret(request.params.secret, payout.secretHash)) throw notFound('Not found');
    const { outcome } = request.params;
    if (outcome === 'status' || outcome === 'status-timeout') {
      await receiveStatusResult(deps, payout, request.body, outcome === 'status-timeout');
    } else {
      await receivePayoutResult(deps, payout, request.body, outcome === 'timeout');
    }
    return ACK;
  });
}
