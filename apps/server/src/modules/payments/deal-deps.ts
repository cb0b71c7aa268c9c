import type { AppInstance } from '../../app-types.ts';
import type { Database } from '../../db/database.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { smsCaps, type SmsCaps } from '../phone/index.ts';
import { paymentDeps, type PaymentDeps } from './deps.ts';

/**
 * What a deal whose money Nyumba holds needs (a tenancy, a job): the database, the engine SMS
 * and payouts go through, the caps, the photos' base address, and payments (null where off).
 */
export interface DealDeps {
  db: Database;
  jobs: JobEngine | undefined;
  log: Logger;
  caps: SmsCaps;
  imageBaseUrl: string;
  payments: PaymentDeps | null;
}

/** The same from the parts a job runner has (job-start.ts), or a request's app (`app.deps`). */
export function dealDepsOf(
  parts: { db: Database; config: AppInstance['deps']['config']; jobs?: JobEngine | undefined },
  log: Logger,
): DealDeps {
  const { db, config, jobs } = parts;
  return {
    db,
    jobs,
    log,
    caps: smsCaps(config),
    imageBaseUrl: config.IMAGE_BASE_URL,
    payments: paymentDeps({ config, db, jobs }, log),
  };
}
