/**
 * Every route path of the web app lives here. Components, the router and
 * tests import from this module so a route can be renamed in one place.
 *
 * `routePatterns` are what the router matches (with `:params`; they live in
 * packages/domain so the server knows them too);
 * `paths` builds concrete URLs to link or navigate to.
 */

// The patterns are shared with the server, which answers 404 for any other path.
import { routePatterns } from '@nyumba/domain';

export { routePatterns };
export type { RoutePattern } from '@nyumba/domain';

type QueryValue = string | number | boolean | null | undefined;

/** Appends the defined, non-empty values as a query string. */
function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const segment = (value: string) => encodeURIComponent(value);

export interface SearchQuery {
  /** Typed text the search screen reads into filters and a term (domain searchFromText). */
  q?: string;
  searchTerm?: string;
  type?: string;
  bedrooms?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: string;
}

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
  conversation: (conversationId: string) => `/messages/${segment(conversationId)}`,
  newMessage: (listingId: string) => `/messages/new/${segment(listingId)}`,
  listing: (listingId: string) => `/listing/${segment(listingId)}`,
  lister: (userId: string) => `/u/${segment(userId)}`,
  updateListing: (listingId: string) => `/update-listing/${segment(listingId)}`,
  post: (postId: string) => `/blog/${segment(postId)}`,
  editPost: (postId: string) => `/edit-post/${segment(postId)}`,
  search: (query: SearchQuery = {}) => withQuery(routePatterns.search, { ...query }),
  mapLayout: (query: MapLayoutQuery = {}) =>
    withQuery(routePatterns.mapLayout, {
      lat: query.lat,
      lng: query.lng,
      selectedId: query.selectedId,
      // The map only reads the literal 'true', so omit the flag when false.
      redirected: query.redirected ? 'true' : undefined,
    }),
} as const;
