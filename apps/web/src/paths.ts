/**
 * Every route path of the web app lives here. Components, the router and
 * tests import from this module so a route can be renamed in one place.
 *
 * `routePatterns` are what the router matches (with `:params`);
 * `paths` builds concrete URLs to link or navigate to.
 */

export const routePatterns = {
  home: '/',
  signIn: '/sign-in',
  // Older links and e-mails use /signin; the router redirects it to /sign-in.
  signInAlias: '/signin',
  signUp: '/sign-up',
  myListings: '/my-listing',
  // Matching is case-insensitive, so this also serves the account menu's /Profile.
  profile: '/profile',
  updateListing: '/update-listing/:listingId',
  createListing: '/create-listing',
  listing: '/listing/:listingId',
  allListings: '/all-listings',
  upload: '/upload',
  settings: '/settings',
  search: '/search',
  searchResults: '/search-results',
  mapExplore: '/mapexplore',
  mapLayout: '/maplayout',
  savedListings: '/saved-listings',
  myPosts: '/my-posts',
  createPost: '/create-post',
  editPost: '/edit-post/:postId',
  blog: '/blog',
  post: '/blog/:postId',
  notFound: '*',
} as const;

export type RoutePattern = (typeof routePatterns)[keyof typeof routePatterns];

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
  createPost: routePatterns.createPost,
  blog: routePatterns.blog,
  listing: (listingId: string) => `/listing/${segment(listingId)}`,
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
