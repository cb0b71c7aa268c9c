// The tenancy parts other screens draw (a rental's page, the moderators' screen): lazy here
// once, so those screens' first loads carry none of the tenancies' code or words.
import { lazy } from 'react';

const pages = () => import('./pages');

export const TenancyRequestPanel = lazy(() => pages().then((module) => ({ default: module.TenancyRequestPanel })));
export const TenancyQueue = lazy(() => pages().then((module) => ({ default: module.TenancyQueue })));
