import { idParamSchema, listingListResponseSchema, listingResponseSchema, pageQuerySchema } from '@nyumba/domain';
import type { AppInstance } from '../../app.ts';
import { getListing, pageListings } from './service.ts';

export async function listingRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/api/listing/getall',
    { schema: { querystring: pageQuerySchema, response: { 200: listingListResponseSchema } } },
    async (request) => ({ success: true as const, ...(await pageListings(db, request.query)) }),
  );

  app.get(
    '/api/listing/get/:id',
    { schema: { params: idParamSchema, response: { 200: listingResponseSchema } } },
    async (request) => ({ success: true as const, listing: await getListing(db, request.params.id) }),
  );
}
