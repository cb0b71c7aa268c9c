// Hires and reviews are drawn once a page is live, in their own chunk: the listing page's,
// the conversation's and the moderators' first loads carry none of their code or words.
import { lazy } from 'react';

const pages = () => import('./pages');

export const ConversationDeals = lazy(() => pages().then((module) => ({ default: module.ConversationDeals })));
export const ListingReviews = lazy(() => pages().then((module) => ({ default: module.ListingReviews })));
export const ReviewQueue = lazy(() => pages().then((module) => ({ default: module.ReviewQueue })));
