// What a crowd of Nyumba users does, as N virtual clients each running a sequential
// loop (so concurrency = clients) for T seconds, and the checks made afterwards.
// Shared by `npm run load` (real process on PostgreSQL) and the short in-suite run.
// The mix is in load-traffic.ts and the checks in load-checks.ts; callers import them from here.
export { checkLoad, type LoadChecks } from './load-checks.ts';
export { runLoad, type Kind, type LoadOptions, type LoadResult } from './load-traffic.ts';
