import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { inScreenScope } from '../components/screen-scope';
import { RequireUser } from '../features/auth';
import { HomePage, homeData } from '../features/home';
import { routePatterns } from '../paths';
import { AppLayout, FullHeightLayout } from './layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';
import type { RouteHandle } from '../lib/route-data';

/*
 * Only home is bundled with the entry; every other screen is a lazy chunk so
 * the first load of / stays within the 100 KB gzipped JavaScript budget.
 */
// The three bookings screens share one import (features/bookings/pages.ts), through a gate
// (features/bookings/gate.ts) that keeps their list of files out of the app's start.
const bookingPages = () => import('../features/bookings/gate').then((gate) => gate.loadBookingPages());
// The tenancies' two screens, likewise (features/tenancies/gate.ts).
const tenancyPages = () => import('../features/tenancies/gate').then((gate) => gate.loadTenancyPages());
const jobPages = () => import('../features/jobs/gate').then((gate) => gate.loadJobPages());

/**
 * The privacy centre, /privacy and /terms: one screen (it reads which from the address), one
 * import; the notice and the terms carry their text as route data (the server draws it).
 */
async function privacyRoute(kind?: 'privacy' | 'terms') {
  const { PrivacyScreen, legalData } = await (await import('../features/privacy/gate')).loadPrivacyScreen();
  return kind
    ? { Component: PrivacyScreen, handle: { data: legalData(kind) } satisfies RouteHandle }
    : { Component: PrivacyScreen };
}

/** A lazy screen: its module loaded when first drawn, and the component picked from it (one helper, a shorter table). */
const lazily =
  <M,>(load: () => Promise<M>, pick: (module: M) => RouteObject['Component']) =>
  async () => ({ Component: pick(await load()) });

const screens = {
  signIn: lazily(
    () => import('../features/auth/sign-in-page'),
    (m) => m.SignInPage,
  ),
  signUp: lazily(
    () => import('../features/auth/sign-up-page'),
    (m) => m.SignUpPage,
  ),
  forgotPassword: lazily(
    () => import('../features/auth/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  verifyEmail: lazily(
    () => import('../features/auth/verify-email-page'),
    (m) => m.VerifyEmailPage,
  ),
  resetPassword: lazily(
    () => import('../features/auth/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  profile: lazily(
    () => import('../features/account/profile-page'),
    (m) => m.ProfilePage,
  ),
  settings: lazily(
    () => import('../features/account/settings-page'),
    (m) => m.SettingsPage,
  ),
  myListings: lazily(
    () => import('../features/listings/my-listings-page'),
    (m) => m.MyListingsPage,
  ),
  listingForm: lazily(
    () => import('../features/listings/listing-form-page'),
    (m) => m.ListingFormPage,
  ),
  listing: async () => {
    const [{ ListingPage }, { SaveToggle }, { listingData }] = await Promise.all([
      import('../features/listings/listing-page'),
      import('../features/saved'),
      import('../features/listings/use-listing-queries'),
    ]);
    return {
      Component: () => <ListingPage renderSave={(listing) => <SaveToggle listing={listing} variant="labelled" />} />,
      handle: { data: listingData } satisfies RouteHandle,
    };
  },
  lister: async () => {
    const [{ ListerPage }, { listerData }] = await Promise.all([
      import('../features/listings/lister-page'),
      import('../features/listings/lister-api'),
    ]);
    return { Component: ListerPage, handle: { data: listerData } satisfies RouteHandle };
  },
  allListings: lazily(
    () => import('../features/listings/all-listings-page'),
    (m) => m.AllListingsPage,
  ),
  upload: lazily(
    () => import('../features/listings/upload-page'),
    (m) => m.UploadPage,
  ),
  search: async () => {
    const [{ SearchPage }, { searchData }] = await Promise.all([
      import('../features/search/search-page'),
      import('../features/search/search-api'),
    ]);
    return { Component: SearchPage, handle: { data: searchData } satisfies RouteHandle };
  },
  map: async () => {
    const [{ MapPage }, { mapData }] = await Promise.all([
      import('../features/map/map-page'),
      import('../features/map/map-api'),
    ]);
    return { Component: MapPage, handle: { data: mapData } satisfies RouteHandle };
  },
  saved: lazily(
    () => import('../features/saved/saved-listings-page'),
    (m) => m.SavedListingsPage,
  ),
  blog: async () => {
    const [{ BlogPage }, { blogData }] = await Promise.all([
      import('../features/blog/blog-page'),
      import('../features/blog/use-posts'),
    ]);
    return { Component: BlogPage, handle: { data: blogData } satisfies RouteHandle };
  },
  post: async () => {
    const { PostPage, postData } = await import('../features/blog/post-page');
    return { Component: PostPage, handle: { data: postData } satisfies RouteHandle };
  },
  myPosts: lazily(
    () => import('../features/blog/my-posts-page'),
    (m) => m.MyPostsPage,
  ),
  moderation: lazily(
    () => import('../features/moderation/moderation-page'),
    (m) => m.ModerationPage,
  ),
  alerts: lazily(
    () => import('../features/alerts/my-alerts-page'),
    (m) => m.MyAlertsPage,
  ),
  inbox: lazily(
    () => import('../features/messages/inbox-page'),
    (m) => m.InboxPage,
  ),
  conversation: lazily(
    () => import('../features/messages/conversation-page'),
    (m) => m.ConversationPage,
  ),
  newMessage: lazily(
    () => import('../features/messages/new-message-page'),
    (m) => m.NewMessagePage,
  ),
  bookings: lazily(
    () => bookingPages(),
    (m) => m.BookingsPage,
  ),
  viewingTimes: lazily(
    () => bookingPages(),
    (m) => m.ViewingTimesPage,
  ),
  stayCalendar: lazily(
    () => bookingPages(),
    (m) => m.StayCalendarPage,
  ),
  // One lazy screen for both routes, the list and one tenancy (it reads which from the address):
  // an entry fewer in the table every first visit loads.
  tenancies: lazily(
    () => tenancyPages(),
    (m) => m.TenanciesScreen,
  ),
  jobs: lazily(
    () => jobPages(),
    (m) => m.JobsScreen,
  ),
  alertUnsubscribe: lazily(
    () => import('../features/alerts/unsubscribe-page'),
    (m) => m.UnsubscribePage,
  ),
  // One screen for the privacy centre, the notice and the terms, behind a gate (features/privacy/gate.ts).
  privacy: async () => privacyRoute(),
  privacyNotice: async () => privacyRoute('privacy'),
  terms: async () => privacyRoute('terms'),
  smsStop: lazily(
    () => import('../features/account/sms-stop-page'),
    (m) => m.SmsStopPage,
  ),
  confirmListing: lazily(
    () => import('../features/listings/confirm-page'),
    (m) => m.ConfirmListingPage,
  ),
  createPost: lazily(
    () => import('../features/blog/create-post-page'),
    (m) => m.CreatePostPage,
  ),
  notFound: lazily(
    () => import('./not-found-page'),
    (m) => m.NotFoundPage,
  ),
} satisfies Record<string, RouteObject['lazy']>;

/** Keeps the query string (e.g. a return address) when redirecting an alias. */
const redirectTo =
  (target: string) =>
  ({ request }: { request: Request }) =>
    redirect(target + new URL(request.url).search);

// The alias's loader redirects before anything renders; an empty component
// keeps React Router from warning about a leaf route with nothing to show.
const Redirecting = () => null;

const p = routePatterns;

const routeTable: RouteObject[] = [
  {
    // The map fills the screen above the bottom bar, without header or site footer.
    Component: FullHeightLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Boundaries sit inside the layout so the bottom bar stays usable on errors.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { path: p.mapExplore, lazy: screens.map },
          { path: p.mapLayout, lazy: screens.map },
          { path: p.map, lazy: screens.map },
        ],
      },
    ],
  },
  {
    path: p.home,
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, Component: HomePage, handle: { data: homeData } satisfies RouteHandle },
          { path: p.signIn, lazy: screens.signIn },
          { path: p.signInAlias, loader: redirectTo(p.signIn), Component: Redirecting },
          { path: p.signUp, lazy: screens.signUp },
          { path: p.forgotPassword, lazy: screens.forgotPassword },
          { path: p.resetPassword, lazy: screens.resetPassword },
          { path: p.verifyEmail, lazy: screens.verifyEmail },
          {
            // Screens that need a user: a signed-out visitor signs in first and comes back.
            Component: RequireUser,
            children: [
              { path: p.myListings, lazy: screens.myListings },
              { path: p.profile, lazy: screens.profile },
              { path: p.updateListing, lazy: screens.listingForm },
              { path: p.createListing, lazy: screens.listingForm },
              { path: p.allListings, lazy: screens.allListings },
              { path: p.upload, lazy: screens.upload },
              { path: p.settings, lazy: screens.settings },
              { path: p.privacyCentre, lazy: screens.privacy },
              { path: p.myPosts, lazy: screens.myPosts },
              { path: p.moderation, lazy: screens.moderation },
              { path: p.alerts, lazy: screens.alerts },
              { path: p.messages, lazy: screens.inbox },
              { path: p.newMessage, lazy: screens.newMessage },
              { path: p.conversation, lazy: screens.conversation },
              { path: p.bookings, lazy: screens.bookings },
              { path: p.viewingTimes, lazy: screens.viewingTimes },
              { path: p.stayCalendar, lazy: screens.stayCalendar },
              { path: p.tenancies, lazy: screens.tenancies },
              { path: p.tenancy, lazy: screens.tenancies },
              { path: p.jobs, lazy: screens.jobs },
              { path: p.job, lazy: screens.jobs },
              { path: p.createPost, lazy: screens.createPost },
              // The same editor, filled with one of the user's own posts.
              { path: p.editPost, lazy: screens.createPost },
            ],
          },
          { path: p.listing, lazy: screens.listing },
          { path: p.lister, lazy: screens.lister },
          { path: p.search, lazy: screens.search },
          // Same screen as /search; the URL is kept so links to it stay valid.
          { path: p.searchResults, lazy: screens.search },
          { path: p.savedListings, lazy: screens.saved },
          // The e-mail's unsubscribe link works without a sign-in.
          { path: p.alertUnsubscribe, lazy: screens.alertUnsubscribe },
          // The "still available?" mail's answers, likewise.
          { path: p.confirmListing, lazy: screens.confirmListing },
          // An SMS notice's stop link, likewise: no sign-in.
          { path: p.smsStop, lazy: screens.smsStop },
          { path: p.privacyNotice, lazy: screens.privacyNotice },
          { path: p.terms, lazy: screens.terms },
          { path: p.blog, lazy: screens.blog },
          { path: p.post, lazy: screens.post },
          { path: p.notFound, lazy: screens.notFound },
        ],
      },
    ],
  },
];

/**
 * Each page drawn in a ScreenScope of its own (components/screen-scope.tsx), so a dialog
 * that closes as its page goes away (a redirect to sign in, a route change) knows to leave
 * the history alone, and one that closes while its page stays takes its entry off.
 */
function scopeScreens(list: RouteObject[]): RouteObject[] {
  return list.map((route): RouteObject => {
    if (route.children) return { ...route, children: scopeScreens(route.children) } as RouteObject;
    const { lazy, Component } = route;
    if (typeof lazy === 'function') {
      return {
        ...route,
        lazy: async () => {
          const screen = await lazy();
          return screen.Component ? { ...screen, Component: inScreenScope(screen.Component) } : screen;
        },
      };
    }
    return Component ? { ...route, Component: inScreenScope(Component) } : route;
  });
}

export const routes = scopeScreens(routeTable);

/**
 * Downloads the code of the screens matching `location` and puts it in the route
 * table, so the first render draws them rather than their loading fallback: what a
 * server-rendered page needs to hydrate without a flash.
 */
export async function loadMatchedScreens(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, screen, { lazy: undefined });
    }),
  );
}

/**
 * The screens a phone must be able to open offline whatever it opened before: a listing
 * (every saved listing opens offline, features/saved/keep-saved-offline.ts) and the saved
 * list. Their code is fetched once the app is idle, so the service worker keeps it; any
 * other screen's code is kept when it is first used.
 */
export async function keepOfflineScreens(): Promise<void> {
  await Promise.all([screens.listing(), screens.saved()]);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
