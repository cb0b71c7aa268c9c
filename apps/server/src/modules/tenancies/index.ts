export { tenancyDepsOf } from './deps.ts';
export type { TenancyDeps } from './deps.ts';
export { tenancyRoutes } from './routes.ts';
export { tenancyTickJob } from './tenancy-clock.ts';
export { assertNoTenancyOfUser, assertNoTenancyOnListing } from './keeps.ts';
