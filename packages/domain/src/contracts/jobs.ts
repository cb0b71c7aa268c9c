import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Jobs on Nyumba (issue 59, docs/jobs.md): a client posts the work, matching providers quote,
// the price is held until the work is confirmed done.

/** A client with a proven number posts a job: trade, area or pin, what needs doing, photos, when, a budget. */
export const postJob = defineContract({
  id: 'postJob',
  method: 'POST',
  path: '/api/jobs',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      body: s.jobBodySchema,
      responses: { 201: s.jobResponseSchema, ...s.errors(400, 401, 403, 409, 429) },
    })),
});

/** The caller’s jobs, as client and as provider. */
export const myJobs = defineContract({
  id: 'myJobs',
  method: 'GET',
  path: '/api/jobs',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.jobsResponseSchema, ...s.errors(401) },
    })),
});

/** A provider’s matching open jobs: their trades, in the areas they serve. */
export const jobsNear = defineContract({
  id: 'jobsNear',
  method: 'GET',
  path: '/api/jobs/near',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.jobsResponseSchema, ...s.errors(401) },
    })),
});

/** One job, for its client, a matching provider and moderators. */
export const job = defineContract({
  id: 'job',
  method: 'GET',
  path: '/api/jobs/:id',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.jobResponseSchema, ...s.errors(400, 401, 404) },
    })),
});

/** A matching provider quotes (or revises their quote until it is accepted): price, what it includes, start, days, stages. */
export const quoteJob = defineContract({
  id: 'quoteJob',
  method: 'POST',
  path: '/api/jobs/:id/quotes',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.quoteBodySchema,
      responses: { 201: s.quoteResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429) },
    })),
});

/** The client accepts a quote: the others are declined, and the job waits for payment. */
export const acceptQuote = defineContract({
  id: 'acceptQuote',
  method: 'POST',
  path: '/api/jobs/:id/quotes/:quoteId/accept',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      params: s.jobQuoteParamSchema,
      responses: { 200: s.jobResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

/** The client pays the accepted price (or its stage) by M-Pesa into Nyumba’s hold. */
export const payJob = defineContract({
  id: 'payJob',
  method: 'POST',
  path: '/api/jobs/:id/pay',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.payBodySchema,
      responses: { 200: s.jobResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429, 503) },
    })),
});

/** The provider marks the job (or its stage) done, with photos and a note. */
export const jobDone = defineContract({
  id: 'jobDone',
  method: 'POST',
  path: '/api/jobs/:id/done',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.jobDoneBodySchema,
      responses: { 200: s.jobResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

/** The client confirms the work: the held money goes to the provider by M-Pesa. */
export const confirmJob = defineContract({
  id: 'confirmJob',
  method: 'POST',
  path: '/api/jobs/:id/confirm',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.jobResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

/** Not done, not as agreed, no show: the money stays held for a moderator. */
export const jobProblem = defineContract({
  id: 'jobProblem',
  method: 'POST',
  path: '/api/jobs/:id/problem',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.jobProblemBodySchema,
      responses: { 200: s.jobResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

/** The client cancels before the work starts, or the provider after accepting: the money back in full. */
export const cancelJob = defineContract({
  id: 'cancelJob',
  method: 'POST',
  path: '/api/jobs/:id/cancel',
  access: 'user',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.jobCancelBodySchema,
      responses: { 200: s.jobResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

/** Moderators: jobs held for a decision. */
export const jobQueue = defineContract({
  id: 'jobQueue',
  method: 'GET',
  path: '/api/moderation/jobs',
  access: 'moderator',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.jobsResponseSchema, ...s.errors(401, 403) },
    })),
});

/** Moderators: release, refund or split a disputed job’s held money, with a reason. */
export const decideJob = defineContract({
  id: 'decideJob',
  method: 'POST',
  path: '/api/moderation/jobs/:id/decide',
  access: 'moderator',
  tag: 'jobs',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.jobDecisionBodySchema,
      responses: { 200: s.jobResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const jobsSummaries = {
  postJob: 'A client with a proven number posts a job: trade, area or pin, what needs doing, photos, when, a budget',
  myJobs: 'The caller’s jobs, as client and as provider',
  jobsNear: 'A provider’s matching open jobs: their trades, in the areas they serve',
  job: 'One job, for its client, a matching provider and moderators',
  quoteJob:
    'A matching provider quotes (or revises their quote until it is accepted): price, what it includes, start, days, stages',
  acceptQuote: 'The client accepts a quote: the others are declined, and the job waits for payment',
  payJob: 'The client pays the accepted price (or its stage) by M-Pesa into Nyumba’s hold',
  jobDone: 'The provider marks the job (or its stage) done, with photos and a note',
  confirmJob: 'The client confirms the work: the held money goes to the provider by M-Pesa',
  jobProblem: 'Not done, not as agreed, no show: the money stays held for a moderator',
  cancelJob: 'The client cancels before the work starts, or the provider after accepting: the money back in full',
  jobQueue: 'Moderators: jobs held for a decision',
  decideJob: 'Moderators: release, refund or split a disputed job’s held money, with a reason',
};
