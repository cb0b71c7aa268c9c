import type { AppInstance } from '../../app-types.ts';
import type { NumberDeps } from './number-service.ts';
import { smsCaps } from './sms-gate.ts';

/** What proving numbers needs, from the app's configuration and the request's logger. */
export function numberDeps(app: AppInstance, request: { log: NumberDeps['log'] }): NumberDeps {
  const { db, config } = app.deps;
  return {
    db,
    jobs: app.deps.jobs,
    log: request.log,
    caps: smsCaps(config),
    allowedPrefixes: config.PHONE_ALLOWED_PREFIXES,
    publicUrl: config.PUBLIC_URL,
  };
}
