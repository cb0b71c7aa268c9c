import type { AppInstance } from '../../app-types.ts';
import { numberDeps } from '../phone/index.ts';
import type { ListingDeps } from './write-service.ts';

/**
 * What writing a listing needs, for one request: read per request because the job engine
 * starts after the routes are registered, and numbers are proven from the request's address.
 */
export function writeDeps(app: AppInstance) {
  const { db, store, config } = app.deps;
  const deps: ListingDeps = { db, store, imageBaseUrl: config.IMAGE_BASE_URL, newListerDays: config.NEW_LISTER_DAYS };
  return (request: { log: AppInstance['log']; ip: string }): ListingDeps => ({
    ...deps,
    notices: { jobs: app.deps.jobs, log: request.log, publicUrl: config.PUBLIC_URL },
    ...(config.PHONE_FEATURES && config.LISTING_NUMBER_PROOF
      ? { numbers: { ...numberDeps(app, request), address: request.ip } }
      : {}),
  });
}
