export { reviewJobs } from './jobs.ts';
export { providerSummary, responseMinutesOf } from './provider-summary.ts';
export { recountRating } from './rating-service.ts';
export { reviewRoutes } from './routes.ts';
export { recordFinishedHire } from './hire-service.ts';
