import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

const reportSchemas = () =>
  load().then((s) => ({
    params: s.idParamSchema,
    body: s.reportBodySchema,
    responses: { 200: s.reportResponseSchema, ...s.errors(400, 401, 403, 404, 429) },
  }));

/** Report a listing (once per confirmed user); enough standing among reporters hides it until a moderator looks. */
export const reportListing = defineContract({
  id: 'reportListing',
  method: 'POST',
  path: '/api/listing/:id/report',
  access: 'user',
  tag: 'moderation',
  schemas: reportSchemas,
});

/** Report a post (once per confirmed user); enough standing among reporters hides it until a moderator looks. */
export const reportPost = defineContract({
  id: 'reportPost',
  method: 'POST',
  path: '/api/post/:id/report',
  access: 'user',
  tag: 'moderation',
  schemas: reportSchemas,
});

const moderateSchemas = () =>
  load().then((s) => ({
    params: s.idParamSchema,
    body: s.moderateBodySchema,
    responses: { 200: s.moderateResponseSchema, ...s.errors(400, 401, 403, 404) },
  }));

/** Moderators: dismiss the reports on a listing, or hide, remove or restore it. */
export const moderateListing = defineContract({
  id: 'moderateListing',
  method: 'POST',
  path: '/api/moderation/listings/:id',
  access: 'moderator',
  tag: 'moderation',
  schemas: moderateSchemas,
});

/** Moderators: dismiss the reports on a post, or hide, remove or restore it. */
export const moderatePost = defineContract({
  id: 'moderatePost',
  method: 'POST',
  path: '/api/moderation/posts/:id',
  access: 'moderator',
  tag: 'moderation',
  schemas: moderateSchemas,
});

const itemSchemas = () =>
  load().then((s) => ({
    params: s.idParamSchema,
    responses: { 200: s.moderationItemResponseSchema, ...s.errors(400, 401, 403, 404) },
  }));

/** Moderators: one listing as the queue shows it (state, open reports, owner, decisions). */
export const moderationListing = defineContract({
  id: 'moderationListing',
  method: 'GET',
  path: '/api/moderation/listings/:id',
  access: 'moderator',
  tag: 'moderation',
  schemas: itemSchemas,
});

/** Moderators: one post as the queue shows it (state, open reports, owner, decisions). */
export const moderationPost = defineContract({
  id: 'moderationPost',
  method: 'GET',
  path: '/api/moderation/posts/:id',
  access: 'moderator',
  tag: 'moderation',
  schemas: itemSchemas,
});

/** Moderators: reported and hidden items (or the removed ones), most reported first. */
export const moderationQueue = defineContract({
  id: 'moderationQueue',
  method: 'GET',
  path: '/api/moderation/queue',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      query: s.queueQuerySchema,
      responses: { 200: s.moderationQueueResponseSchema, ...s.errors(400, 401, 403) },
    })),
});

/** Moderators: suspend an account (sessions end, items hidden) or lift it. */
export const suspendUser = defineContract({
  id: 'suspendUser',
  method: 'POST',
  path: '/api/moderation/users/:id/suspend',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.userIdParamSchema,
      body: s.suspendBodySchema,
      responses: { 200: s.suspendResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/** Moderators: place or lift a legal hold on an account (its data is kept, its deletion waits). */
export const legalHold = defineContract({
  id: 'legalHold',
  method: 'POST',
  path: '/api/moderation/users/:id/legal-hold',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.userIdParamSchema,
      body: s.legalHoldBodySchema,
      responses: { 200: s.legalHoldResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const reportsSummaries = {
  legalHold: 'Moderators: place or lift a legal hold on an account (nothing of it is deleted while it lasts)',
  reportListing: 'Report a listing (scam, wrong price, let or sold, duplicate, wrong category, offensive, other)',
  reportPost: 'Report a post, with the same reasons as a listing',
  moderateListing: 'Moderators: dismiss the reports on a listing, or hide, remove or restore it (with a reason)',
  moderatePost: 'Moderators: dismiss the reports on a post, or hide, remove or restore it (with a reason)',
  moderationQueue: "Moderators: reported and hidden items, with reasons, counts, a preview and the lister's history",
  moderationListing: 'Moderators: one listing with its state, open reports, owner history and decisions',
  moderationPost: 'Moderators: one post with its state, open reports, owner history and decisions',
  suspendUser: 'Moderators: suspend an account (its sessions end, its items leave the public) or lift it',
};
