// The tenancies feature's public face (issue 57, renting on Nyumba): its screens load through
// the router's gate; other screens draw these parts, each fetched when first drawn.
export { TenancyQueue, TenancyRequestPanel } from './lazy-parts';
