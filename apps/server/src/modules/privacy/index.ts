export { consentWithdrawn, recordConsent, stopFrom } from './consents.ts';
export { buildExportJob, expireExportsJob } from './export-job.ts';
export { eraseAccount } from './erase.ts';
export { privacyTexts } from './privacy-texts.ts';
export { retentionJob } from './retention.ts';
export { privacyRoutes } from './routes.ts';
export { checkDocumentRoutes } from './document-routes.ts';
