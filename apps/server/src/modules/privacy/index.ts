export { consentGiven, consentWithdrawn, recordConsent } from './consents.ts';
export { buildExportJob, expireExportsJob } from './export-job.ts';
export { eraseAccount, FORMER_MEMBER } from './erase.ts';
export { privacyRoutes } from './routes.ts';
