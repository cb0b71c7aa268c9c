import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

export const searchListings = defineContract({
  id: 'searchListings',
  method: 'GET',
  path: '/api/listing/search',
  access: 'public',
  tag: 'search',
  schemas: () =>
    load().then((s) => ({
      query: s.searchQuerySchema,
      responses: { 200: s.searchResponseSchema, ...s.errors(400) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const searchSummaries = {
  searchListings: 'Listings matching a term and filters, with counts per type; forgives typos',
};
