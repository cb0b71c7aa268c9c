// The stays parts other screens draw (a bnb's page, its conversation): lazy here once, so
// the listing page's and the inbox's first loads carry none of stays' code or words.
import { lazy } from 'react';

export const StayRequestPanel = lazy(() => import('./stay-request-panel'));
export const StayHostLink = lazy(() => import('./stay-host-link'));
export const ConversationStays = lazy(() =>
  import('./conversation-stays').then((module) => ({ default: module.ConversationStays })),
);
