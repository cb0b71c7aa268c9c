import type { AppInstance } from '../../app-types.ts';
import type { Logger } from '../../jobs/engine.ts';
import { dealDepsOf, type DealDeps } from '../payments/index.ts';

/** What jobs need: a deal's (payments/deal-deps.ts). */
export type JobDeps = DealDeps;

export function jobDeps(app: AppInstance, log: Logger): JobDeps {
  return dealDepsOf(app.deps, log);
}

/** The same from the parts a job runner has (job-start.ts). */
export const jobDepsOf = dealDepsOf;
