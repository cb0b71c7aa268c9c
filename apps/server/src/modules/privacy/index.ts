export { consentGiven, consentWithdrawn, recordConsent } from './consents.ts';
export { buildExportJob, expireExportsJob } from './export-job.ts';
export { eraseAccount, FORMER_MEMBER } from './erase.ts';
export { privacyRoutes } from './routes.ts';
export { privacyTexts } from './privacy-texts.ts';
export { pruneRetained, RETENTION_DAYS, retentionJob } from './retention.ts';
