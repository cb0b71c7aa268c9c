import type { FastifyReply } from 'fastify';
import { mapListings as mapListingsContract, searchListings as searchListingsContract } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { compressOnceFor } from '../../plugins/compression.ts';
import { readDb } from '../../plugins/read-routing.ts';
import { viewerId } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { withImageBase } from '../images/index.ts';
import { snapToCells } from './map-grid.ts';
import { mapListings } from './map-service.ts';
import { cacheKey, ResultCache } from './result-cache.ts';
import { searchListings, withViewerSaved } from './search-service.ts';

/** An answer with its JSON, serialised once per cache entry rather than per request. */
interface Cached<T> {
  answer: T;
  json: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The answer as clients get it (photos under this server's image base) and its JSON. */
const withJson = async <T>(imageBase: string, answer: Promise<T>): Promise<Cached<T>> => {
  const value = withImageBase(imageBase, await answer);
  return { answer: value, json: JSON.stringify(value) };
};

/** The entry's JSON as it is, compressed once per entry and encoding. */
function sendCached<T>(reply: FastifyReply, cached: Cached<T>) {
  compressOnceFor(reply, cached);
  return reply
    .type(JSON_TYPE)
    .serializer(() => cached.json)
    .send(cached.answer);
}

export async function searchRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const base = config.IMAGE_BASE_URL;
  const cache = new ResultCache(db);
  // Parsed queries as keys: '?type=rentals' and '?type=rentals&bedrooms=Any&junk=1' share an entry.

  route(app, searchListingsContract, async (request, reply) => {
    const reading = readDb(request);
    const cached = await cache.get(
      cacheKey('search', request.query),
      () => withJson(base, searchListings(reading, request.query)),
      undefined,
      reading,
    );
    const viewer = await viewerId(request);
    // Visitors share the cached bytes; a signed-in caller gets their saved flags added.
    if (!viewer) return sendCached(reply, cached);
    return withViewerSaved(db, viewer, cached.answer);
  });

  route(app, mapListingsContract, async (request, reply) => {
    const reading = readDb(request);
    // Keyed by the view snapped to whole cells: a pan of less than a cell is the same answer.
    const view = snapToCells(request.query);
    const cached = await cache.get(
      cacheKey('map', view),
      () => withJson(base, mapListings(reading, view)),
      undefined,
      reading,
    );
    return sendCached(reply, cached);
  });
}
