// The bookings feature's public face (viewings and stays): the pages load through the
// router; other screens draw these parts, each fetched when first drawn.
export {
  ConversationBookings,
  ListerBookingLink,
  PaymentQueue,
  StayRequestPanel,
  ViewingBookingPanel,
} from './lazy-parts';
