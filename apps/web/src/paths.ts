/**
 * Every route path of the web app lives here. Components, the router and
 * tests import from this module so a route can be renamed in one place.
 *
 * `routePatterns` are what the router matches (with `:params`; they live in
 * packages/domain so the server knows them too);
 * `paths` builds concrete URLs to link or navigate to.
 */

// The patterns are shared with the server, which answers 404 for any other path.
import { pageAddress, routePatterns, withQuery, type SearchLinkQuery } from '@nyumba/domain';

export { routePatterns };

export interface MapLayoutQuery {
  lat?: number;
  lng?: number;
  selectedId?: string;
  /** Tells the map to recentre on lat/lng and highlight selectedId. */
  redirected?: boolean;
}

export const paths = {
  home: routePatterns.home,
  signIn: routePatterns.signIn,
  signUp: routePatterns.signUp,
  forgotPassword: routePatterns.forgotPassword,
  myListings: routePatterns.myListings,
  profile: routePatterns.profile,
  createListing: routePatterns.createListing,
  allListings: routePatterns.allListings,
  upload: routePatterns.upload,
  settings: routePatterns.settings,
  searchResults: routePatterns.searchResults,
  mapExplore: routePatterns.mapExplore,
  savedListings: routePatterns.savedListings,
  myPosts: routePatterns.myPosts,
  moderation: routePatterns.moderation,
  alerts: routePatterns.alerts,
  createPost: routePatterns.createPost,
  blog: routePatterns.blog,
  messages: routePatterns.messages,
  conversation: pageAddress.conversation,
  newMessage: pageAddress.newMessage,
  bookings: routePatterns.bookings,
  viewingTimes: pageAddress.viewingTimes,
  stayCalendar: pageAddress.stayCalendar,
  tenancies: routePatterns.tenancies,
  tenancy: pageAddress.tenancy,
  listing: pageAddress.listing,
  lister: pageAddress.lister,
  updateListing: pageAddress.updateListing,
  post: pageAddress.post,
  editPost: pageAddress.editPost,
  search: (query: SearchLinkQuery = {}) => pageAddress.search(query),
  mapLayout: (query: MapLayoutQuery = {}) =>
    withQuery(routePatterns.mapLayout, {
      lat: query.lat,
      lng: query.lng,
      selectedId: query.selectedId,
      // The map only reads the literal 'true', so omit the flag when false.
      redirected: query.redirected ? 'true' : undefined,
    }),
} as const;
