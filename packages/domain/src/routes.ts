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
  search: '/search',
  searchResults: '/search-results',
  mapExplore: '/mapexplore',
  mapLayout: '/maplayout',
  savedListings: '/saved-listings',
  myPosts: '/my-posts',
  // Moderators: reported and hidden items.
  moderation: '/moderation',
  // Saved-search alerts, and the e-mail's unsubscribe link: /alerts/unsubscribe?alert=…&token=…
  alerts: '/alerts',
  alertUnsubscribe: '/alerts/unsubscribe',
  // Enquiries: the inbox, one conversation, and writing a first message about a listing.
  messages: '/messages',
  newMessage: '/messages/new/:listingId',
  conversation: '/messages/:conversationId',
  createPost: '/create-post',
  editPost: '/edit-post/:postId',
  blog: '/blog',
  post: '/blog/:postId',
  notFound: '*',
} as const;

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
