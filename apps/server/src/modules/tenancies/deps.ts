import type { AppInstance } from '../../app-types.ts';
import type { Logger } from '../../jobs/engine.ts';
import { dealDepsOf, type DealDeps } from '../payments/index.ts';

/** What tenancies need: a deal's (payments/deal-deps.ts). */
export type TenancyDeps = DealDeps;

export function tenancyDeps(app: AppInstance, log: Logger): TenancyDeps {
  return dealDepsOf(app.deps, log);
}

/** The same from the parts a job runner has (job-start.ts). */
export const tenancyDepsOf = dealDepsOf;
