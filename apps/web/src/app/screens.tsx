import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-data';

// Every screen but home as a lazy chunk (router.tsx draws the table): each loaded when first
// drawn, so the first load of / stays within its budget.

// The three bookings screens share one import (features/bookings/pages.ts), through a gate
// (features/bookings/gate.ts) that keeps their list of files out of the app's start.
const bookingPages = () => import('../features/bookings/gate').then((gate) => gate.loadBookingPages());
// The tenancies' two screens, likewise (features/tenancies/gate.ts).
const tenancyPages = () => import('../features/tenancies/gate').then((gate) => gate.loadTenancyPages());
const jobPages = () => import('../features/jobs/gate').then((gate) => gate.loadJobPages());
const agencyPages = () => import('../features/agencies/gate').then((gate) => gate.loadAgencyPages());

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

export const screens = {
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
  // Agencies: the public page, making one, the desk, an invitation and a listing's figures are
  // one screen (it reads which from the address): one entry here.
  agencies: lazily(
    () => agencyPages(),
    (m) => m.AgenciesScreen,
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
