import { defineJob, type Logger } from './engine.ts';

/**
 * A deal's clock (tenancies, jobs, agencies' leads): every five minutes, once for the cluster
 * (a singleton that expires after ten), on parts read when it runs (null: the feature is off).
 * What it did is logged when it did anything.
 */
export function fiveMinuteClock<D extends { log: Logger }>(
  name: string,
  deps: () => D | null,
  tick: (ready: D) => Promise<Record<string, number>>,
  said: string,
) {
  return defineJob({
    name,
    schedule: '*/5 * * * *',
    pollingIntervalSeconds: 30,
    queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 600 },
    handler: async () => {
      const ready = deps();
      if (!ready) return;
      const done = await tick(ready);
      if (Object.values(done).some((n) => n > 0)) ready.log.info(done, said);
    },
  });
}
