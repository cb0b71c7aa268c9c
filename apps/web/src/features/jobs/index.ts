// The jobs feature's public face (issue 59): its screens load through the router's gate; the
// moderators' queue is drawn by the moderation screen, fetched when first drawn.
export { JobQueue } from './lazy-parts';
