// The reviews feature's public face: lazy parts for the listing page, a conversation and the
// moderators' page; the list (drawn by the server on a provider's page) as is.
export { ConversationDeals, ListingReviews, ReviewQueue } from './lazy-parts';
export { ReviewList } from './review-list';
