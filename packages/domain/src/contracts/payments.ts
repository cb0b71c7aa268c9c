import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Paying on Nyumba with M-Pesa (docs/payments.md): a guest pays a stay, reports a problem
// before the host is paid; moderators settle and see the money; a lister features a listing;
// Daraja posts its callbacks and results to addresses that carry a secret.

/** The guest pays an accepted stay: an STK push to their proven number. */
export const payStay = defineContract({
  id: 'payStay',
  method: 'POST',
  path: '/api/stays/:id/pay',
  access: 'user',
  tag: 'payments',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.payBodySchema,
      responses: {
        200: s.paymentAnswerSchema,
        ...s.errors(400, 401, 404, 409, 429, 503),
      },
    })),
});

/** The guest reports a problem before the host is paid: the money stays held for a moderator. */
export const reportStayProblem = defineContract({
  id: 'reportStayProblem',
  method: 'POST',
  path: '/api/stays/:id/problem',
  access: 'user',
  tag: 'payments',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.problemBodySchema,
      responses: {
        200: s.paymentAnswerSchema,
        ...s.errors(400, 401, 404, 409),
      },
    })),
});

/** A host's cancellation policy for a bnb, shown to guests before they pay. */
export const setCancellationPolicy = defineContract({
  id: 'setCancellationPolicy',
  method: 'PUT',
  path: '/api/listing/:id/policy',
  access: 'user',
  tag: 'payments',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.policyBodySchema,
      responses: { 200: s.paymentAnswerSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/** A lister pays to feature a listing for 7 or 30 days: an STK push to their proven number. */
export const featureListing = defineContract({
  id: 'featureListing',
  method: 'POST',
  path: '/api/listing/:id/feature',
  access: 'user',
  tag: 'payments',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.featureBodySchema,
      responses: { 200: s.paymentAnswerSchema, ...s.errors(400, 401, 403, 404, 409, 429, 503) },
    })),
});

/** A listing's feature as its lister sees it: until when, and whether a prompt is waiting on their phone. */
export const featureState = defineContract({
  id: 'featureState',
  method: 'GET',
  path: '/api/listing/:id/feature',
  access: 'user',
  tag: 'payments',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.featureStateSchema, ...s.errors(401, 403, 404) },
    })),
});

/** The caller's payments: what they paid, and were paid or refunded, with M-Pesa's receipts. */
export const myPayments = defineContract({
  id: 'myPayments',
  method: 'GET',
  path: '/api/payments',
  access: 'user',
  tag: 'payments',
  schemas: () => load().then((s) => ({ responses: { 200: s.paymentListResponseSchema, ...s.errors(401) } })),
});

/** One payment's or payout's receipt, for the person it is made out to. */
export const paymentReceipt = defineContract({
  id: 'paymentReceipt',
  method: 'GET',
  path: '/api/payments/:id/receipt',
  access: 'user',
  tag: 'payments',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.receiptResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** Moderators: money held for them, payouts due or failed, payments that did not match. */
export const paymentQueue = defineContract({
  id: 'paymentQueue',
  method: 'GET',
  path: '/api/moderation/payments',
  access: 'moderator',
  tag: 'payments',
  schemas: () => load().then((s) => ({ responses: { 200: s.paymentQueueResponseSchema, ...s.errors(401, 403) } })),
});

/** The same queue as CSV. */
export const paymentQueueCsv = defineContract({
  id: 'paymentQueueCsv',
  method: 'GET',
  path: '/api/moderation/payments.csv',
  access: 'moderator',
  tag: 'payments',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.file('text/csv', 'the queue as CSV'), ...s.errors(401, 403) },
    })),
});

/** A moderator settles a reported stay: release to the host, or refund the guest. */
export const settleStay = defineContract({
  id: 'settleStay',
  method: 'POST',
  path: '/api/moderation/stays/:id/settle',
  access: 'moderator',
  tag: 'payments',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.settleBodySchema,
      responses: { 200: s.paymentAnswerSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

/** Daraja's STK result for one payment, at the address with its secret. */
export const mpesaStkCallback = defineContract({
  id: 'mpesaStkCallback',
  method: 'POST',
  path: '/api/payments/mpesa/stk/:id/:secret',
  access: 'public',
  tag: 'payments',
  secrets: ['secret'],
  schemas: () =>
    load().then((s) => ({
      params: s.callbackParamSchema,
      body: s.darajaCallbackBodySchema,
      responses: { 200: s.darajaAckSchema, ...s.errors(400, 404) },
    })),
});

/** Daraja's B2C result (or queue timeout) for one payout, at the address with its secret. */
export const mpesaB2cResult = defineContract({
  id: 'mpesaB2cResult',
  method: 'POST',
  path: '/api/payments/mpesa/b2c/:id/:secret/:outcome',
  access: 'public',
  tag: 'payments',
  secrets: ['secret'],
  schemas: () =>
    load().then((s) => ({
      params: s.b2cCallbackParamSchema,
      body: s.darajaCallbackBodySchema,
      responses: { 200: s.darajaAckSchema, ...s.errors(400, 404) },
    })),
});

export const paymentsSummaries = {
  payStay: 'Pay an accepted stay by M-Pesa: a prompt on the guest’s proven number',
  reportStayProblem: 'Report a problem with a paid stay before the host is paid: the money stays held',
  setCancellationPolicy: 'Choose a bnb’s cancellation policy (flexible, moderate, strict)',
  featureListing:
    'Pay by M-Pesa to feature a listing for 7 or 30 days (more days to a running feature only with extend)',
  featureState: 'Until when a listing of the caller’s is featured, and whether its prompt is waiting',
  myPayments: 'The caller’s payments, payouts and refunds, with M-Pesa receipts',
  paymentReceipt: 'A receipt for one payment, payout or refund: Nyumba’s KRA PIN, each amount, VAT and levies',
  paymentQueue: 'Moderators: money held, payouts due or failed, payments that did not match',
  paymentQueueCsv: 'Moderators: the payments queue as CSV',
  settleStay: 'Moderators: release a reported stay’s money to the host, or refund the guest',
  mpesaStkCallback: 'Daraja’s STK push result for one payment',
  mpesaB2cResult: 'Daraja’s B2C result or queue timeout for one payout, or those of a status query about it',
};
