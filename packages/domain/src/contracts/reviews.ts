import { REVIEW_BLIND_DAYS } from '../reviews/review-times.ts';
import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Hires and reviews (issue 32): a conversation's hire, both sides' double-blind reviews, the
// provider's reply, reports, and the moderator's held and reported reviews.

export const conversationDeals = defineContract({
  id: 'conversationDeals',
  method: 'GET',
  path: '/api/conversations/:id/deals',
  access: 'user',
  tag: 'reviews',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.dealListResponseSchema, ...s.errors(400, 401, 404) },
    })),
});

export const hireAction = defineContract({
  id: 'hireAction',
  method: 'POST',
  path: '/api/conversations/:id/hire',
  access: 'user',
  tag: 'reviews',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.hireActionBodySchema,
      responses: { 200: s.dealListResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

export const writeReview = defineContract({
  id: 'writeReview',
  method: 'POST',
  path: '/api/reviews',
  access: 'user',
  tag: 'reviews',
  schemas: () =>
    load().then((s) => ({
      body: s.reviewBodySchema,
      responses: { 201: s.reviewResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429) },
    })),
});

export const replyToReview = defineContract({
  id: 'replyToReview',
  method: 'POST',
  path: '/api/reviews/:id/reply',
  access: 'user',
  tag: 'reviews',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.reviewReplyBodySchema,
      responses: { 200: s.reviewResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

export const reportReview = defineContract({
  id: 'reportReview',
  method: 'POST',
  path: '/api/reviews/:id/report',
  access: 'user',
  tag: 'reviews',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.reviewReportBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 404, 429) },
    })),
});

export const listingReviews = defineContract({
  id: 'listingReviews',
  method: 'GET',
  path: '/api/listing/:id/reviews',
  access: 'public',
  tag: 'reviews',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.reviewListResponseSchema, ...s.errors(400, 404) },
    })),
});

export const reviewQueue = defineContract({
  id: 'reviewQueue',
  method: 'GET',
  path: '/api/moderation/reviews',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.reviewListResponseSchema, ...s.errors(401, 403) },
    })),
});

export const moderateReview = defineContract({
  id: 'moderateReview',
  method: 'POST',
  path: '/api/moderation/reviews/:id',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.reviewModerationBodySchema,
      responses: { 200: s.reviewResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const checkLicence = defineContract({
  id: 'checkLicence',
  method: 'POST',
  path: '/api/moderation/listings/:id/licence',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.licenceCheckBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

export const reviewsSummaries = {
  conversationDeals: 'A conversation’s hires or completed stays, with both sides’ reviews as the caller may see them',
  hireAction: 'Propose or confirm a hire, decline one, or (the provider) mark the job done',
  writeReview: `Review the other side of a hire or a stay: sealed until both wrote or ${REVIEW_BLIND_DAYS} days passed`,
  replyToReview: 'The person reviewed: one public reply to a published review',
  reportReview: 'Report a published review to the moderators',
  listingReviews: 'A listing’s published client reviews, newest first, with its average',
  reviewQueue: 'Moderators: reviews held (bursts, shared addresses) and reported',
  moderateReview: 'Moderators: publish a held review or remove one, which recomputes the average',
  checkLicence: 'Moderators: mark a service’s registration number checked with its body (or not)',
};
