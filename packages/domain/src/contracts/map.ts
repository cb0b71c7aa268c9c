import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Apart from search.ts so that a page searching does not carry the map's contract.
export const mapListings = defineContract({
  id: 'mapListings',
  method: 'GET',
  path: '/api/listing/map',
  access: 'public',
  tag: 'search',
  schemas: () =>
    load().then((s) => ({
      query: s.mapQuerySchema,
      responses: { 200: s.mapResponseSchema, ...s.errors(400) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const mapSummaries = {
  mapListings: 'Listings or clusters inside a bounding box at a zoom level',
};
