// Public surface of the listings feature for home, search, saved and map.
export { ListingCard } from './listing-card/listing-card';
export { fetchListing, listingKeys } from './listings-api';
export { useListing } from './use-listing-queries';
// A lister's label and dated badges (issue 58), for the account's own view of them.
