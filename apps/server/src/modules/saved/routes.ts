import { mySavedListings as mySavedListingsContract, saveListing, unsaveListing } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { requireUser } from '../../plugins/session.ts';
import { route, type ContractHandler } from '../../route.ts';
import { mySavedListings, setSaved } from './service.ts';

export async function savedRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;
  const toggle =
    (saved: boolean): ContractHandler<typeof saveListing> =>
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, savedCount: await setSaved(db, user.id, request.params.listingId, saved) };
    };
  route(app, saveListing, toggle(true));
  route(app, unsaveListing, toggle(false));

  route(app, mySavedListingsContract, async (request) => {
    const user = await requireUser(request);
    const { limit, startIndex } = request.query;
    return { success: true as const, savedListings: await mySavedListings(db, user.id, limit, startIndex ?? 0) };
  });
}
