import type { AppInstance } from '../../app-types.ts';
import type { NumberDeps } from './number-service.ts';

/** What proving numbers needs, from the app's configuration and the request's logger. */
export function numberDeps(app: AppInstance, request: { log: NumberDeps['log'] }): NumberDeps {
  const { db, config } = app.deps;
  return {
    db,
    jobs: app.deps.jobs,
    log: request.log,
    hourlyBudget: config.SMS_HOURLY_BUDGET,
    perAddressHour: config.SMS_CODES_PER_ADDRESS_HOUR,
    allowedPrefixes: config.PHONE_ALLOWED_PREFIXES,
    publicUrl: config.PUBLIC_URL,
  };
}
