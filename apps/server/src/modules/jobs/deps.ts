import type { AppInstance } from '../../app-types.ts';
import type { Database } from '../../db/database.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { paymentDeps, type PaymentDeps } from '../payments/index.ts';
import { smsCaps, type SmsCaps } from '../phone/index.ts';

/** What jobs need: the database, the engine SMS and payouts go through, the caps, and payments (null where they are off). */
export interface JobDeps {
  db: Database;
  jobs: JobEngine | undefined;
  log: Logger;
  caps: SmsCaps;
  imageBaseUrl: string;
  payments: PaymentDeps | null;
}

export function jobDeps(app: AppInstance, log: Logger): JobDeps {
  return jobDepsOf(app.deps, log);
}

/** The same from the parts a job runner has (job-start.ts). */
export function jobDepsOf(
  parts: { db: Database; config: AppInstance['deps']['config']; jobs?: JobEngine | undefined },
  log: Logger,
): JobDeps {
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
