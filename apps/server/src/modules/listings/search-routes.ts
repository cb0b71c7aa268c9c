import { mapQuerySchema, mapResponseSchema, searchQuerySchema, searchResponseSchema } from '@nyumba/domain';
import type { AppInstance } from '../../app.ts';
import { viewerId } from '../../plugins/session.ts';
import { mapListings } from './map-service.ts';
import { ResultCache } from './result-cache.ts';
import { searchListings, withViewerSaved } from './search-service.ts';

export async function searchRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;
  const cache = new ResultCache(db);
  // Parsed queries as keys: '?type=rentals' and '?type=rentals&bedrooms=Any' share an entry.
  const keyOf = (kind: string, query: object) => `${kind}:${JSON.stringify(query)}`;

  app.get(
    '/api/listing/search',
    { config: { access: 'public' }, schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request) => {
      const answer = await cache.get(keyOf('search', request.query), () => searchListings(db, request.query));
      return withViewerSaved(db, await viewerId(request), answer);
    },
  );

  app.get(
    '/api/listing/map',
    { config: { access: 'public' }, schema: { querystring: mapQuerySchema, response: { 200: mapResponseSchema } } },
    async (request) => cache.get(keyOf('map', request.query), () => mapListings(db, request.query)),
  );
}
