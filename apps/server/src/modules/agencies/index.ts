export { agencyNames } from './agency-service.ts';
export { agencyNumber, agencyPayoutNumber, listingAgent, managesListing, requireRole } from './membership.ts';
export { agencyRoutes } from './routes.ts';
export { agencyTickJob } from './lead-service.ts';
