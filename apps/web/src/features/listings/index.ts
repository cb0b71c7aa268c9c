// Public surface of the listings feature for home, search, saved and map.
export { ListingCard, type ListingCardProps } from './listing-card/listing-card';
export { TypeBadge } from './listing-card/type-badge';
export { fetchListing, listingKeys } from './listings-api';
export { useListing } from './use-listing-queries';
