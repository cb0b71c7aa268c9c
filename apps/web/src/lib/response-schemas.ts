/**
 * The API answers the browser validates, in a chunk of their own (lib/api-schemas.ts
 * loads it). zod and these schemas come to about 26 KB gzipped, and no screen needs
 * them to draw: a server-drawn page arrives with its answers, and a save checks its
 * answer only after the tap.
 */
export {
  listingListResponseSchema,
  listingResponseSchema,
  listingSchema,
  messageResponseSchema,
  savedListingsResponseSchema,
  saveToggleResponseSchema,
  searchResponseSchema,
} from '@nyumba/domain';
