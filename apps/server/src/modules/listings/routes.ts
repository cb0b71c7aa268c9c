import {
  idParamSchema,
  listingBodySchema,
  listingListResponseSchema,
  listingResponseSchema,
  messageResponseSchema,
  pageQuerySchema,
} from '@nyumba/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-types.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireUser, viewerId } from '../../plugins/session.ts';
import { getListing, ownedBy, pageListings } from './service.ts';
import { createListing, deleteListing, updateListing, type ListingDeps } from './write-service.ts';

const userParamSchema = z.object({ userId: z.uuid({ error: 'Not a valid user id' }) });

export async function listingRoutes(app: AppInstance): Promise<void> {
  const { db, store, config } = app.deps;
  const deps: ListingDeps = { db, store, imageBaseUrl: config.IMAGE_BASE_URL };

  app.get(
    '/api/listing/getall',
    {
      config: { access: 'public' },
      schema: { querystring: pageQuerySchema, response: { 200: listingListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await pageListings(db, request.query, { viewerId: await viewerId(request) })),
    }),
  );

  app.get(
    '/api/listing/get/:id',
    { config: { access: 'public' }, schema: { params: idParamSchema, response: { 200: listingResponseSchema } } },
    async (request) => ({
      success: true as const,
      listing: await getListing(db, request.params.id, await viewerId(request)),
    }),
  );

  // A lister's own listings, private to them (spec: "answers the owner only").
  app.get(
    '/api/listing/user/:userId',
    {
      config: { access: 'user' },
      schema: { params: userParamSchema, querystring: pageQuerySchema, response: { 200: listingListResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      if (user.id !== request.params.userId) throw forbidden('You can only see your own listings here');
      return {
        success: true as const,
        ...(await pageListings(db, request.query, { where: ownedBy(user.id), viewerId: user.id })),
      };
    },
  );

  app.post(
    '/api/listing/create',
    {
      config: { access: 'user', rateLimit: perSessionPerHour(config.RATE_LIMIT_LISTINGS_PER_HOUR) },
      schema: { body: listingBodySchema, response: { 201: listingResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const listing = await createListing(deps, user.id, request.body);
      return reply.code(201).send({ success: true as const, listing });
    },
  );

  // POST is what the form sends; PUT is what an older form sent (spec section 7).
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/listing/update/:id',
      config: { access: 'user' },
      schema: { params: idParamSchema, body: listingBodySchema, response: { 200: listingResponseSchema } },
      handler: async (request) => {
        const user = await requireUser(request);
        return { success: true as const, listing: await updateListing(deps, request.params.id, user.id, request.body) };
      },
    });
  }

  app.delete(
    '/api/listing/delete/:id',
    { config: { access: 'user' }, schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await deleteListing(deps, request.params.id, user.id);
      return { success: true, message: 'Listing deleted' };
    },
  );
}
