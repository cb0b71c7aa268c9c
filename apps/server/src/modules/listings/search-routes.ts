import { mapQuerySchema, mapResponseSchema, searchQuerySchema, searchResponseSchema } from '@nyumba/domain';
import type { AppInstance } from '../../app.ts';
import { viewerId } from '../../plugins/session.ts';
import { mapListings } from './map-service.ts';
import { searchListings } from './search-service.ts';

export async function searchRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/api/listing/search',
    { config: { access: 'public' }, schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request) => searchListings(db, request.query, await viewerId(request)),
  );

  app.get(
    '/api/listing/map',
    { config: { access: 'public' }, schema: { querystring: mapQuerySchema, response: { 200: mapResponseSchema } } },
    async (request) => mapListings(db, request.query),
  );
}
