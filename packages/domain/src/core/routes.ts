/**
 * The web app's screens, as the router matches them (with `:params`). Shared so
 * the server can answer a browser's request for any other path with a 404 status
 * (and the app's not-found screen), which crawlers and link previews understand.
 */
export const routePatterns = {
  home: '/',
  signIn: '/sign-in',
  // Older links and e-mails use /signin; the router redirects it to /sign-in.
  signInAlias: '/signin',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  // The e-mailed link: /reset-password#token=…
  resetPassword: '/reset-password',
  // The e-mailed link that confirms an address: /verify-email#token=…
  verifyEmail: '/verify-email',
  myListings: '/my-listing',
  // Matching is case-insensitive, so this also serves the account menu's /Profile.
  profile: '/profile',
  updateListing: '/update-listing/:listingId',
  createListing: '/create-listing',
  listing: '/listing/:listingId',
  // A lister's public page: their listings and posts.
  lister: '/u/:userId',
  allListings: '/all-listings',
  upload: '/upload',
  settings: '/settings',
  // The privacy centre: a copy of one's data, consents, deleting the account.
  privacyCentre: '/settings/privacy',
  // The privacy notice and the terms, each with its version and date.
  privacyNotice: '/privacy',
  terms: '/terms',
  search: '/search',
  searchResults: '/search-results',
  mapExplore: '/mapexplore',
  mapLayout: '/maplayout',
  // The map under the name people guess (the old app's /maplayout stays).
  map: '/map',
  savedListings: '/saved-listings',
  myPosts: '/my-posts',
  // Moderators: reported and hidden items.
  moderation: '/moderation',
  // Saved-search alerts, and the e-mail's unsubscribe link: /alerts/unsubscribe?alert=…&token=…
  alerts: '/alerts',
  alertUnsubscribe: '/alerts/unsubscribe',
  // The "still available?" mail's answers: /listings/confirm?listing=…&token=…&answer=…
  confirmListing: '/listings/confirm',
  // An SMS notice's one-tap stop link: /sms-stop#token=…
  smsStop: '/sms-stop',
  // Enquiries: the inbox, one conversation, and writing a first message about a listing.
  messages: '/messages',
  newMessage: '/messages/new/:listingId',
  conversation: '/messages/:conversationId',
  // Bookings: the person's viewings and stays (both sides), a host's calendar, a lister's viewing times.
  bookings: '/bookings',
  stayCalendar: '/stays/calendar/:listingId',
  viewingTimes: '/viewings/times/:listingId',
  // Tenancies: the person's (both sides) and one tenancy's steps.
  tenancies: '/tenancies',
  tenancy: '/tenancies/:tenancyId',
  // Jobs: the person's (as client and as provider, with the jobs near a provider) and one job's
  // steps; /jobs/new (pageAddress.job('new')) is the form that posts one.
  jobs: '/jobs',
  job: '/jobs/:jobId',
  // Agencies: the public page (/agency/new, agencyAddress.agency('new'), makes one), its members'
  // desk (leads, people, figures, import), an invitation's link, and one listing's figures.
  agency: '/agency/:agencyId',
  agencyDesk: '/agency/:agencyId/desk',
  agencyInvite: '/agency/invites/:token',
  listingStats: '/stats/:listingId',
  createPost: '/create-post',
  editPost: '/edit-post/:postId',
  blog: '/blog',
  post: '/blog/:postId',
  notFound: '*',
} as const;

/**
 * Screens whose address carries a secret in its query (a mailed link's token): the server's
 * logs never keep it. The API's own are named on each contract (`secrets`).
 */
export const SECRET_SCREEN_QUERIES: Readonly<Record<string, readonly string[]>> = {
  [routePatterns.alertUnsubscribe]: ['token'],
  [routePatterns.confirmListing]: ['token'],
};

/** The API's namespace: JSON (and its reference page) under it, never a screen. */
export const API_ROOT = '/api';
/** Sign-in, sessions and account links: the server never compresses these answers (BREACH). */
export const AUTH_API_ROOT = `${API_ROOT}/auth`;
/** The API's reference page; the document itself is the contract GET /api/openapi.json. */
export const API_DOCS_PATH = `${API_ROOT}/docs`;

export type RoutePattern = (typeof routePatterns)[keyof typeof routePatterns];

const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i');

const SCREEN_PATHS = Object.values(routePatterns)
  .filter((pattern) => pattern !== '*')
  .map(patternRegex);

/** Whether a pathname is one of the app's screens; matched case-insensitively, like the router. */
export function isScreenPath(pathname: string): boolean {
  return SCREEN_PATHS.some((regex) => regex.test(pathname));
}

type QueryValue = string | number | boolean | null | undefined;

/** Appends the defined, non-empty values as a query string. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const kept = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]): [string, string] => [key, String(value)]);
  const qs = new URLSearchParams(kept).toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The agencies' page addresses, apart from pageAddress: the app's first load draws none of
 * them, and an object's functions cannot be left out of a bundle one by one.
 */
export const agencyAddress = {
  agency: (agencyId: string) => filled(routePatterns.agency, agencyId),
  desk: (agencyId: string) => filled(routePatterns.agencyDesk, agencyId),
  invite: (token: string) => filled(routePatterns.agencyInvite, token),
  listingStats: (listingId: string) => filled(routePatterns.listingStats, listingId),
};

/** A pattern with its one `:param` filled in, encoded. */
const filled = (pattern: string, value: string) => pattern.replace(/:[A-Za-z]+/, () => encodeURIComponent(value));

/** What a link to the search screen may carry (the screen reads the rest from its own state). */
export interface SearchLinkQuery {
  /** Typed text the search screen reads into filters and a term (searchFromText). */
  q?: string;
  searchTerm?: string;
  type?: string;
  bedrooms?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: string;
}

/**
 * Every page address with something in it (an id, a token, a query), built from the
 * patterns above: the web app's links, the server's mails and link previews, and the
 * server's own page routes all come from here, so an address changes in one place
 * (lint refuses one typed out elsewhere: eslint.config.js, no-typed-addresses).
 */
export const pageAddress = {
  listing: (listingId: string) => filled(routePatterns.listing, listingId),
  lister: (userId: string) => filled(routePatterns.lister, userId),
  updateListing: (listingId: string) => filled(routePatterns.updateListing, listingId),
  post: (postId: string) => filled(routePatterns.post, postId),
  editPost: (postId: string) => filled(routePatterns.editPost, postId),
  conversation: (conversationId: string) => filled(routePatterns.conversation, conversationId),
  newMessage: (listingId: string) => filled(routePatterns.newMessage, listingId),
  stayCalendar: (listingId: string) => filled(routePatterns.stayCalendar, listingId),
  viewingTimes: (listingId: string) => filled(routePatterns.viewingTimes, listingId),
  tenancy: (tenancyId: string) => filled(routePatterns.tenancy, tenancyId),
  job: (jobId: string) => filled(routePatterns.job, jobId),
  // Tokens ride in the fragment: never sent to a server, never in a proxy's log.
  verifyEmail: (token: string) => `${routePatterns.verifyEmail}#token=${token}`,
  resetPassword: (token: string) => `${routePatterns.resetPassword}#token=${token}`,
  smsStop: (token: string) => `${routePatterns.smsStop}#token=${token}`,
  alertUnsubscribe: (query: { alert: string; token: string }) => withQuery(routePatterns.alertUnsubscribe, query),
  confirmListing: (query: { listing: string; token: string; answer: string }) =>
    withQuery(routePatterns.confirmListing, query),
  search: (query: SearchLinkQuery | Record<string, string> = {}) => withQuery(routePatterns.search, { ...query }),
  mapExplore: (query: Record<string, string>) => withQuery(routePatterns.mapExplore, query),
} as const;
