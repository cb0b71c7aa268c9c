// The reviews parts other screens draw, behind one lazy import (lazy-parts.ts).
export { ConversationDeals } from './conversation-deals';
export { ListingReviews } from './listing-reviews';
export { ReviewQueue } from './review-queue';
