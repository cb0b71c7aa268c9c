// The booking parts other screens draw (a listing's page, its conversation): lazy here once,
// so the listing page's and the inbox's first loads carry none of bookings' code or words.
import { lazy } from 'react';

export const StayRequestPanel = lazy(() => import('./stay-request-panel'));
export const ViewingBookingPanel = lazy(() => import('./viewing-booking-panel'));
export const ListerBookingLink = lazy(() => import('./lister-booking-link'));
export const ConversationBookings = lazy(() =>
  import('./conversation-bookings').then((module) => ({ default: module.ConversationBookings })),
);
