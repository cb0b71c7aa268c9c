// Labels of the main navigation bar.
export const nav = {
  label: 'Main',
  blog: 'Blog',
  saved: 'Saved',
  home: 'Home',
  search: 'Search',
  messages: 'Messages',
  profile: 'Profile',
  /** The desktop header (app/site-header.tsx); its own name, as both are in the page. */
  desktopLabel: 'Main menu',
  map: 'Map',
  listProperty: 'List your property',
  /** The phone header's short form: the accessible name is the whole phrase, which holds it. */
  listShort: 'List',
  account: 'Account',
  accountMenu: 'Account menu',
  signIn: 'Sign in',
  myListings: 'My listings',
  myPosts: 'My posts',
  alerts: 'My alerts',
  bookings: 'My bookings',
  settings: 'Settings',
  moderation: 'Moderation',
  signOut: 'Sign out',
} as const;
