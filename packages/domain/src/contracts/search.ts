import { defineContract } from './contract.ts';

const load = () => import('./schemas.ts');

export const searchListings = defineContract({
  id: 'searchListings',
  method: 'GET',
  path: '/api/listing/search',
  access: 'public',
  tag: 'search',
  summary: 'Listings matching a term and filters, with counts per type; forgives typos',
  schemas: () =>
    load().then((s) => ({
      query: s.searchQuerySchema,
      responses: { 200: s.searchResponseSchema, ...s.errors(400) },
    })),
});

export const mapListings = defineContract({
  id: 'mapListings',
  method: 'GET',
  path: '/api/listing/map',
  access: 'public',
  tag: 'search',
  summary: 'Listings or clusters inside a bounding box at a zoom level',
  schemas: () =>
    load().then((s) => ({
      query: s.mapQuerySchema,
      responses: { 200: s.mapResponseSchema, ...s.errors(400) },
    })),
});
