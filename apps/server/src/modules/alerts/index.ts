export { pruneAlertRows } from './delivery.ts';
export { RUN_ALERTS, alertJobs } from './jobs.ts';
export { alertRoutes } from './routes.ts';
export { firstCheckAt } from './schedule.ts';
