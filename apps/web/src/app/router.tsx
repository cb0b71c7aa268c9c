import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { inScreenScope } from '../components/screen-scope';
import { RequireUser } from '../features/auth';
import { HomePage, homeData } from '../features/home';
import { routePatterns } from '../paths';
import { AppLayout, FullHeightLayout } from './layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';
import type { RouteHandle } from '../lib/route-data';
import { screens } from './screens';

/*
 * Only home is bundled with the entry; every other screen is a lazy chunk so
 * the first load of / stays within the 100 KB gzipped JavaScript budget.
 */

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
              { path: p.agencyDesk, lazy: screens.agencies },
              { path: p.listingStats, lazy: screens.agencies },
              { path: p.createPost, lazy: screens.createPost },
              // The same editor, filled with one of the user's own posts.
              { path: p.editPost, lazy: screens.createPost },
            ],
          },
          { path: p.listing, lazy: screens.listing },
          { path: p.lister, lazy: screens.lister },
          // An agency's public page, /agency/new (which asks a visitor to sign in) and an invitation.
          { path: p.agency, lazy: screens.agencies },
          { path: p.agencyInvite, lazy: screens.agencies },
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
