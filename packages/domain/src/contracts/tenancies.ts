import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Tenancies on Nyumba (issue 57, docs/tenancies.md): the request, the agreement and its
// signatures, the money held until the keys and the deposit until move-out.

/** A tenant asks to rent a rental listing: move-in date, months or open-ended, a message. */
export const requestTenancy = defineContract({
  id: 'requestTenancy',
  method: 'POST',
  path: '/api/tenancies',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      body: s.tenancyRequestBodySchema,
      responses: { 201: s.tenancyResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429) },
    })),
});

/** The caller’s tenancies, as tenant and as lister. */
export const myTenancies = defineContract({
  id: 'myTenancies',
  method: 'GET',
  path: '/api/tenancies',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.tenanciesResponseSchema, ...s.errors(401) },
    })),
});

/** One tenancy, for its two parties and moderators. */
export const tenancy = defineContract({
  id: 'tenancy',
  method: 'GET',
  path: '/api/tenancies/:id',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404) },
    })),
});

/** The lister accepts (the terms fixed, the agreement drafted) or declines with a reason. */
export const answerTenancy = defineContract({
  id: 'answerTenancy',
  method: 'POST',
  path: '/api/tenancies/:id/answer',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyAnswerBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** The lister edits the due day, notice, utilities and house rules before payment; signatures are voided. */
export const tenancyTerms = defineContract({
  id: 'tenancyTerms',
  method: 'PUT',
  path: '/api/tenancies/:id/agreement',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyTermsBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** A code by SMS to the caller’s proven number, to sign the agreement. */
export const tenancySignCode = defineContract({
  id: 'tenancySignCode',
  method: 'POST',
  path: '/api/tenancies/:id/sign/code',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409, 429, 503) },
    })),
});

/** Sign the agreement with the SMS code. */
export const signTenancy = defineContract({
  id: 'signTenancy',
  method: 'POST',
  path: '/api/tenancies/:id/sign',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancySignBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409, 429) },
    })),
});

/** The agreement as a PDF, for its two parties. */
export const tenancyAgreementPdf = defineContract({
  id: 'tenancyAgreementPdf',
  method: 'GET',
  path: '/api/tenancies/:id/agreement.pdf',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: {
        200: s.file('application/pdf', 'the agreement with its hash and signatures'),
        ...s.errors(400, 401, 404, 409),
      },
    })),
});

/** The tenant pays the first month and the deposit by M-Pesa into Nyumba’s hold. */
export const payTenancy = defineContract({
  id: 'payTenancy',
  method: 'POST',
  path: '/api/tenancies/:id/pay',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.payBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409, 429, 503) },
    })),
});

/** The tenant has the keys and records the move-in inventory: the first month goes to the lister. */
export const tenancyKeys = defineContract({
  id: 'tenancyKeys',
  method: 'POST',
  path: '/api/tenancies/:id/keys',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyKeysBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** The lister countersigns or comments on the move-in inventory. */
export const tenancyInventoryAnswer = defineContract({
  id: 'tenancyInventoryAnswer',
  method: 'POST',
  path: '/api/tenancies/:id/inventory',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyInventoryAnswerBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** No keys, occupied, not as listed: the money stays held for a moderator. */
export const tenancyProblem = defineContract({
  id: 'tenancyProblem',
  method: 'POST',
  path: '/api/tenancies/:id/problem',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyProblemBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** Cancel before the keys: the money back as the agreement says. */
export const cancelTenancy = defineContract({
  id: 'cancelTenancy',
  method: 'POST',
  path: '/api/tenancies/:id/cancel',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyCancelBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** Give notice (the signed period), or agree an earlier move-out date with the other side. */
export const tenancyNotice = defineContract({
  id: 'tenancyNotice',
  method: 'POST',
  path: '/api/tenancies/:id/notice',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyNoticeBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** The lister records the move-out inventory and proposes deductions from the deposit, or none. */
export const tenancyMoveOut = defineContract({
  id: 'tenancyMoveOut',
  method: 'POST',
  path: '/api/tenancies/:id/move-out',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyMoveOutBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** The tenant accepts or disputes the deductions. */
export const tenancyDeductions = defineContract({
  id: 'tenancyDeductions',
  method: 'POST',
  path: '/api/tenancies/:id/deductions',
  access: 'user',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyDeductionsBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** Moderators: tenancies held for a decision (a problem before the keys, a disputed deposit). */
export const tenancyQueue = defineContract({
  id: 'tenancyQueue',
  method: 'GET',
  path: '/api/moderation/tenancies',
  access: 'moderator',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.tenanciesResponseSchema, ...s.errors(401, 403) },
    })),
});

/** Moderators: refund, release the first month, or split the deposit, with a reason. */
export const decideTenancy = defineContract({
  id: 'decideTenancy',
  method: 'POST',
  path: '/api/moderation/tenancies/:id/decide',
  access: 'moderator',
  tag: 'tenancies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.tenancyDecisionBodySchema,
      responses: { 200: s.tenancyResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const tenanciesSummaries = {
  requestTenancy: 'A tenant asks to rent a rental listing: move-in date, months or open-ended, a message',
  myTenancies: 'The caller’s tenancies, as tenant and as lister',
  tenancy: 'One tenancy, for its two parties and moderators',
  answerTenancy: 'The lister accepts (the terms fixed, the agreement drafted) or declines with a reason',
  tenancyTerms: 'The lister edits the due day, notice, utilities and house rules before payment; signatures are voided',
  tenancySignCode: 'A code by SMS to the caller’s proven number, to sign the agreement',
  signTenancy: 'Sign the agreement with the SMS code',
  tenancyAgreementPdf: 'The agreement as a PDF, for its two parties',
  payTenancy: 'The tenant pays the first month and the deposit by M-Pesa into Nyumba’s hold',
  tenancyKeys: 'The tenant has the keys and records the move-in inventory: the first month goes to the lister',
  tenancyInventoryAnswer: 'The lister countersigns or comments on the move-in inventory',
  tenancyProblem: 'No keys, occupied, not as listed: the money stays held for a moderator',
  cancelTenancy: 'Cancel before the keys: the money back as the agreement says',
  tenancyNotice: 'Give notice (the signed period), or agree an earlier move-out date with the other side',
  tenancyMoveOut: 'The lister records the move-out inventory and proposes deductions from the deposit, or none',
  tenancyDeductions: 'The tenant accepts or disputes the deductions',
  tenancyQueue: 'Moderators: tenancies held for a decision (a problem before the keys, a disputed deposit)',
  decideTenancy: 'Moderators: refund, release the first month, or split the deposit, with a reason',
};
