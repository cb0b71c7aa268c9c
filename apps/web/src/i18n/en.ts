/**
 * English is the source locale. Spec texts are copied verbatim where the spec
 * gives them. `as const` keeps the literal texts so i18next can type-check
 * interpolation variables; other locales implement the widened `Messages` type.
 */
export const en = {
  app: {
    name: 'Nyumba',
    homeLinkLabel: 'Nyumba, go to the home page',
    skipToContent: 'Skip to content',
    documentTitle: '{{page}} · Nyumba',
    loading: 'Loading…',
    notBuiltYet: 'This screen is not built yet.',
    footerTagline: 'Homes and trusted home pros across Kenya.',
    footerCopyright: '© {{year}} Nyumba',
  },
  nav: {
    label: 'Main',
    blog: 'Blog',
    saved: 'Saved',
    home: 'Home',
    search: 'Search',
    profile: 'Profile',
  },
  home: {
    documentTitle: 'Nyumba: homes and trusted pros in Kenya',
    // The spec's tagline pool holds 18 entries; one is picked per visit.
    taglines: [
      'Find your next home in Nairobi and beyond',
      'Karibu nyumbani: your next home is a tap away',
      'From Kilimani to Kisumu, find a place to call home',
      'Trusted fundis, right around the corner',
      'Rentals, bnbs and homes for sale across Kenya',
      'Your next bedsitter, sorted',
      'Moving this month? Find the home and the movers',
      'Homes by the coast, in the highlands and in the city',
      'Live close to work, school and your favourite nyama choma spot',
      'Pros you can trust for every corner of your home',
      'Short stays in Naivasha, Diani and everywhere in between',
      'A home that fits your budget and your plans',
      'See it on the map before you go to see it',
      'From Westlands to Mombasa Road, homes that fit your life',
      'Plumbers, electricians and architects near you',
      'Nyumba nzuri, bei poa: good homes at fair prices',
      'A home in Eldoret, Nakuru or Thika? Start here',
      'Furnish it, fix it, love it: pros for your home',
    ],
    heroSubtitle: 'Browse homes, short stays and trusted pros, on a list or on the map.',
    exploreOnMap: 'Explore on Map',
    explore: 'Explore',
    exploreSubtitle: 'Search by neighbourhood, type of home or service.',
  },
  auth: {
    signIn: { title: 'Sign In' },
    signUp: { title: 'Sign Up' },
  },
  account: {
    profile: { title: 'Profile' },
    settings: { title: 'Settings' },
  },
  listings: {
    mine: { title: 'My Listings' },
    create: { title: 'Create a Listing' },
    update: { title: 'Update a Listing' },
    detail: { title: 'Listing' },
    all: { title: 'All Listings' },
    upload: { title: 'Upload' },
  },
  search: {
    title: 'Search',
  },
  map: {
    title: 'Explore on Map',
  },
  saved: {
    title: 'Saved Listings',
  },
  blog: {
    title: 'Explore new ideas',
    myPosts: { title: 'My Posts' },
    createPost: { title: 'New Post' },
    post: { title: 'Post' },
  },
  errors: {
    notFound: {
      title: 'Page not found',
      body: 'We could not find that page. It may have moved, or the link may be wrong.',
      goHome: 'Go to Home',
    },
    route: {
      title: 'Something went wrong',
      body: 'This screen could not load. Check your connection and try again.',
      reload: 'Try again',
    },
  },
} as const;

/** Same keys as English with plain string values: the shape every locale fills. */
type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof en>;

// Fails to compile if a future edit breaks the shape other locales rely on.
en satisfies Messages;
