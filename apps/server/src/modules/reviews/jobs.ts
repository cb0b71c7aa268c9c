import { REVIEW_BLIND_DAYS } from '@nyumba/domain';
import { defineJob, type Logger } from '../../jobs/engine.ts';
import type { Database } from '../../db/database.ts';
import { publishDueReviews } from './review-service.ts';

/** Hourly: a review sealed for 14 days publishes within the hour after. */
const PUBLISH_REVIEWS_SCHEDULE = '29 * * * *';

export function reviewJobs(deps: { db: Database; log: Logger }) {
  return [
    defineJob({
      name: 'publish-due-reviews',
      schedule: PUBLISH_REVIEWS_SCHEDULE,
      pollingIntervalSeconds: 60,
      queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 300 },
      handler: async () => {
        const published = await publishDueReviews(deps.db);
        if (published > 0) deps.log.info({ published }, `published reviews whose ${REVIEW_BLIND_DAYS} days passed`);
      },
    }),
  ];
}
