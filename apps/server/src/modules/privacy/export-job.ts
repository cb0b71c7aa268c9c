import { defineJob } from '../../jobs/engine.ts';
import { buildExport, expireExports, type ExportDeps } from './exports.ts';

export const BUILD_EXPORT = 'build-data-export';

/**
 * Builds one asked-for copy of someone's data. A few tries: a store that did not answer
 * gets another chance, and the law's week is far away. A copy already built is left alone.
 */
export function buildExportJob(deps: () => ExportDeps) {
  return defineJob<{ exportId: string }>({
    name: BUILD_EXPORT,
    // Someone may be watching the privacy centre: a short poll.
    pollingIntervalSeconds: 2,
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 1_800 },
    handler: (payload) => buildExport(deps(), payload.exportId),
  });
}

/** Hourly: copies past their week lose the ZIP and its key. */
export function expireExportsJob(deps: () => Pick<ExportDeps, 'db' | 'store'>) {
  return defineJob({
    name: 'expire-data-exports',
    schedule: '7 * * * *',
    pollingIntervalSeconds: 60,
    queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 600 },
    handler: async () => {
      await expireExports(deps());
    },
  });
}
