// The jobs' parts other screens draw (the moderators' screen): lazy here once, so those
// screens' first loads carry none of the jobs' code or words.
import { lazy } from 'react';

export const JobQueue = lazy(() => import('./pages').then((module) => ({ default: module.JobQueue })));
