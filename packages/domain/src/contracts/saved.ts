import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

const toggleSchemas = () =>
  load().then((s) => ({
    params: s.listingIdParamSchema,
    responses: { 200: s.saveToggleResponseSchema, ...s.errors(400, 401, 404) },
  }));

export const saveListing = defineContract({
  id: 'saveListing',
  method: 'POST',
  path: '/api/savedListing/listing/save/:listingId',
  access: 'user',
  tag: 'saved',
  schemas: toggleSchemas,
});

export const unsaveListing = defineContract({
  id: 'unsaveListing',
  method: 'DELETE',
  path: '/api/savedListing/listing/save/:listingId',
  access: 'user',
  tag: 'saved',
  schemas: toggleSchemas,
});

export const mySavedListings = defineContract({
  id: 'mySavedListings',
  method: 'GET',
  path: '/api/savedListing/my',
  access: 'user',
  tag: 'saved',
  schemas: () =>
    load().then((s) => ({
      query: s.pageQuerySchema,
      responses: { 200: s.savedListingsResponseSchema, ...s.errors(400, 401) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const savedSummaries = {
  saveListing: 'Save a listing (idempotent); answers its new saved count',
  unsaveListing: 'Take a listing off the saved list (idempotent); answers its new saved count',
  mySavedListings: "The caller's saved listings, newest save first",
};
