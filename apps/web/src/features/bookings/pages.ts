// Everything of bookings another part of the app draws, behind one import: the screens (through
// the router) and the parts other screens draw (lazy-parts.ts). One entry makes one file, so
// the app's start names one file to preload for bookings rather than one per shared piece.
export { BookingsPage } from './bookings-page';
export { StayCalendarPage } from './calendar-page';
export { ViewingTimesPage } from './viewing-times-page';
export { default as PaymentQueue } from './payment-queue';
export { default as StayRequestPanel } from './stay-request-panel';
export { default as ViewingBookingPanel } from './viewing-booking-panel';
export { default as ListerBookingLink } from './lister-booking-link';
export { ConversationBookings } from './conversation-bookings';
