import { pageQuerySchema, saveToggleResponseSchema, savedListingsResponseSchema } from '@nyumba/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-types.ts';
import { requireUser } from '../../plugins/session.ts';
import { mySavedListings, setSaved } from './service.ts';

const listingParams = z.object({ listingId: z.uuid({ error: 'Not a valid listing id' }) });

export async function savedRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;
  const toggle =
    (saved: boolean) => async (request: { params: { listingId: string } } & Parameters<typeof requireUser>[0]) => {
      const user = await requireUser(request);
      return { success: true as const, savedCount: await setSaved(db, user.id, request.params.listingId, saved) };
    };
  const options = {
    config: { access: 'user' as const },
    schema: { params: listingParams, response: { 200: saveToggleResponseSchema } },
  };
  app.post('/api/savedListing/listing/save/:listingId', options, toggle(true));
  app.delete('/api/savedListing/listing/save/:listingId', options, toggle(false));

  app.get(
    '/api/savedListing/my',
    {
      config: { access: 'user' },
      schema: { querystring: pageQuerySchema, response: { 200: savedListingsResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      const { limit, startIndex } = request.query;
      return { success: true as const, savedListings: await mySavedListings(db, user.id, limit, startIndex ?? 0) };
    },
  );
}
