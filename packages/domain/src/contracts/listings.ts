import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

export const listListings = defineContract({
  id: 'listListings',
  method: 'GET',
  path: '/api/listing/getall',
  access: 'public',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      query: s.pageQuerySchema,
      responses: { 200: s.listingListResponseSchema, ...s.errors(400) },
    })),
});

export const getListing = defineContract({
  id: 'getListing',
  method: 'GET',
  path: '/api/listing/get/:id',
  access: 'public',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.listingResponseSchema, ...s.errors(400, 404) },
    })),
});

export const similarListings = defineContract({
  id: 'similarListings',
  method: 'GET',
  path: '/api/listing/similar/:id',
  access: 'public',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.similarListingsResponseSchema, ...s.errors(400, 404) },
    })),
});

/** A lister's public page: anyone may see who lists and what else they list. */
export const listerPage = defineContract({
  id: 'listerPage',
  method: 'GET',
  path: '/api/lister/:id',
  access: 'public',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      query: s.pageQuerySchema,
      responses: { 200: s.listerPageResponseSchema, ...s.errors(400, 404) },
    })),
});

export const userListings = defineContract({
  id: 'userListings',
  method: 'GET',
  path: '/api/listing/user/:userId',
  access: 'user',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.ownerParamSchema,
      query: s.pageQuerySchema,
      responses: { 200: s.listingListResponseSchema, ...s.errors(400, 401, 403) },
    })),
});

export const createListing = defineContract({
  id: 'createListing',
  method: 'POST',
  path: '/api/listing/create',
  access: 'user',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      body: s.listingBody,
      responses: { 201: s.listingResponseSchema, ...s.errors(400, 401, 403, 429) },
    })),
});

const updateListingSchemas = () =>
  load().then((s) => ({
    params: s.idParamSchema,
    body: s.listingBody,
    responses: { 200: s.listingResponseSchema, ...s.errors(400, 401, 403, 404) },
  }));

export const updateListing = defineContract({
  id: 'updateListing',
  method: 'POST',
  path: '/api/listing/update/:id',
  access: 'user',
  tag: 'listings',
  schemas: updateListingSchemas,
});

export const updateListingPut = defineContract({
  id: 'updateListingPut',
  method: 'PUT',
  path: '/api/listing/update/:id',
  access: 'user',
  tag: 'listings',
  schemas: updateListingSchemas,
});

export const deleteListing = defineContract({
  id: 'deleteListing',
  method: 'DELETE',
  path: '/api/listing/delete/:id',
  access: 'user',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/** The lister marks one of their listings let, sold, paused or available again. */
export const setListingAvailability = defineContract({
  id: 'setListingAvailability',
  method: 'POST',
  path: '/api/listing/:id/availability',
  access: 'user',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.availabilityBodySchema,
      responses: { 200: s.listingResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/**
 * The "still available?" mail's one-click answers, with no sign-in: the token in the link is
 * the proof (listing-freshness.ts). The page /listings/confirm posts it once it is open, so a
 * mail scanner that only fetches the link changes nothing.
 */
export const confirmListing = defineContract({
  id: 'confirmListing',
  method: 'POST',
  path: '/api/listing/confirm',
  access: 'public',
  secrets: ['token'],
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      query: s.confirmListingQuerySchema,
      responses: { 200: s.confirmListingResponseSchema, ...s.errors(400, 404, 429) },
    })),
});

/** A tap on Call or WhatsApp on a listing's page: counted for its lister's figures. */
export const recordListingContact = defineContract({
  id: 'recordListingContact',
  method: 'POST',
  path: '/api/listing/:id/contact',
  access: 'public',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.contactBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 404, 429) },
    })),
});

/** The lister of a listing held as a copy: these photos and words are mine, with a note for the moderator. */
export const claimCopyOriginal = defineContract({
  id: 'claimCopyOriginal',
  method: 'POST',
  path: '/api/listing/:id/copy-claim',
  access: 'user',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.copyClaimBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const listingsSummaries = {
  listListings: 'Every listing, newest first, a page at a time',
  getListing: 'One listing, with whether the caller saved it, and its lister',
  similarListings: 'Up to six listings like one: same type, nearby, similar price',
  listerPage: "A lister's public page: who they are, their listings a page at a time, their newest posts",
  userListings: "The caller's own listings (anyone else's answers 403)",
  createListing: 'Publish a listing owned by the caller',
  updateListing: "Replace one of the caller's listings (the form sends POST)",
  updateListingPut: 'The same as POST, for the older form and REST clients',
  deleteListing: "Delete one of the caller's listings and the photos no one else uses",
  setListingAvailability: 'Mark one of the caller’s listings let, sold, paused, or available again',
  confirmListing:
    'The reminder mail’s one-click answers (still available, let or sold, pause), by the token in its link',
  recordListingContact: 'Count a tap on Call or WhatsApp on a listing’s page, for its lister’s figures',
  claimCopyOriginal: 'The lister of a listing held as a copy says the photos and words are theirs, with a note',
};
