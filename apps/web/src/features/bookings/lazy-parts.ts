// The booking parts other screens draw (a listing's page, its conversation): lazy here once,
// so the listing page's and the inbox's first loads carry none of bookings' code or words.
import { lazy } from 'react';

const pages = () => import('./pages');

export const StayRequestPanel = lazy(() => pages().then((module) => ({ default: module.StayRequestPanel })));
export const ViewingBookingPanel = lazy(() => pages().then((module) => ({ default: module.ViewingBookingPanel })));
export const ListerBookingLink = lazy(() => pages().then((module) => ({ default: module.ListerBookingLink })));
export const ConversationBookings = lazy(() => pages().then((module) => ({ default: module.ConversationBookings })));
export const PaymentQueue = lazy(() => pages().then((module) => ({ default: module.PaymentQueue })));
