export type { DarajaCredentials } from './daraja.ts';
export { STATUS_NOT_FOUND } from './daraja.ts';
export { SIMULATOR_CREDENTIALS, SIMULATOR_PATH, paymentDeps } from './deps.ts';
export type { PaymentDeps } from './deps.ts';
export { sendPayoutJob } from './payouts.ts';
export { paymentsTickJob } from './reconcile.ts';
export { paymentRoutes } from './routes.ts';
export { moneyOnCancel } from './settle.ts';
export { termsOnAccept } from './stay-money.ts';
export { stayPayments } from './stay-payment-view.ts';
export { creditPaymentsWith } from './credit.ts';
export {
  holdTenancyPayment,
  payFromHold,
  promptTenancy,
  refundLatePayment,
  tenancyMoney,
  tenancyPrompts,
} from './tenancy-money.ts';
export type { TenancyMoney, TenancyPrompt } from './tenancy-money.ts';
export { provenNumberOf } from './settle.ts';
export { assertExpectedTotal, expectedTotalOf } from './expected-total.ts';
export { holdJobPayment, jobMoney, jobPrompts, payFromJobHold, promptJob } from './job-money.ts';
export { dealDepsOf } from './deal-deps.ts';
export type { DealDeps } from './deal-deps.ts';
export { paymentsOf } from './read.ts';
