// The stays feature's public face: the pages load through the router; other screens draw
// these parts, each fetched when first drawn.
export { ConversationStays, StayHostLink, StayRequestPanel } from './lazy-parts';
