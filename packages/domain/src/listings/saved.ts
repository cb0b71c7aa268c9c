import { z } from 'zod';
import { listingSchema } from './listing.ts';

export const saveToggleResponseSchema = z.object({ success: z.literal(true), savedCount: z.number() });
export type SaveToggleResponse = z.infer<typeof saveToggleResponseSchema>;

export const savedListingSchema = z.object({ _id: z.string(), listing: listingSchema });
export const savedListingsResponseSchema = z.object({
  success: z.literal(true),
  savedListings: z.array(savedListingSchema),
});
export type SavedListingsResponse = z.infer<typeof savedListingsResponseSchema>;
