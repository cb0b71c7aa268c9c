export { jobDepsOf } from './deps.ts';
export type { JobDeps } from './deps.ts';
export { jobRoutes } from './routes.ts';
export { jobTickJob } from './job-clock.ts';
