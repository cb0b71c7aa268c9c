import type { AppInstance } from '../../app-types.ts';
import type { Database } from '../../db/database.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { paymentDeps, type PaymentDeps } from '../payments/index.ts';
import { smsCaps, type SmsCaps } from '../phone/index.ts';

/** What tenancies need: the database, the engine SMS and payouts go through, the caps, and payments (null where they are off). */
export interface TenancyDeps {
  db: Database;
  jobs: JobEngine | undefined;
  log: Logger;
  caps: SmsCaps;
  imageBaseUrl: string;
  payments: PaymentDeps | null;
}

export function tenancyDeps(app: AppInstance, log: Logger): TenancyDeps {
  return tenancyDepsOf(app.deps, log);
}

/** The same from the parts a job runner has (job-start.ts). */
export function tenancyDepsOf(
  parts: { db: Database; config: AppInstance['deps']['config']; jobs?: JobEngine | undefined },
  log: Logger,
): TenancyDeps {
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
