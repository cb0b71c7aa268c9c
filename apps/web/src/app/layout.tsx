import { TERMS_VERSION } from '@nyumba/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { BottomBar } from './bottom-bar';
import { SiteHeader } from './site-header';
import { AppToast } from '../components/app-toast';
import { OfflineBanner } from '../components/offline-banner';
import { FollowAccountLanguage } from '../features/language/language-switch';
import { useMarkAppStarted } from '../lib/app-started';
import { HydrateLater } from '../lib/hydrate-later';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../features/auth/session-store';

// The live stream of messages, for signed-in people only, in its own chunk after the page.
const LiveStream = lazy(() => import('../features/messages/live-stream'));
// A newer version of the terms (issue 58): the same, so its words never weigh on a first visit;
// only a person who accepted another version (or none recorded: null) loads the banner.
const TermsBanner = lazy(() => import('../features/account/terms-banner'));

function NewTermsNotice() {
  const user = useSessionStore(selectCurrentUser);
  // Only once the server has said which version they accepted.
  return user && user.termsVersion !== undefined && user.termsVersion !== TERMS_VERSION ? (
    <Suspense fallback={null}>
      <TermsBanner />
    </Suspense>
  ) : null;
}

function MessagesLive() {
  const signedIn = sessionUserId(useSessionStore(selectCurrentUser)) !== null;
  // Keyed by nothing but being signed in: signing out unmounts it and closes the stream.
  return signedIn && typeof EventSource !== 'undefined' ? (
    <Suspense fallback={null}>
      <LiveStream />
    </Suspense>
  ) : null;
}

/** Thin bar at the top while a lazy screen downloads, so a slow network shows progress. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div role="progressbar" aria-label={t('app.loading')} className="navigation-progress" />;
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="skip-link">
      {t('app.skipToContent')}
    </a>
  );
}

function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-5xl space-y-1 px-4 py-6 text-sm text-stone-600">
        <p className="font-semibold text-stone-800">{t('app.name')}</p>
        <p>{t('app.footerTagline')}</p>
        <p>{t('app.footerCopyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

/** Header, content and footer, padded so the fixed bottom bar never covers content. */
function AppShell({ children }: { children: ReactNode }) {
  useMarkAppStarted();
  return (
    <div className="flex min-h-dvh flex-col pb-bottom-bar">
      <SkipLink />
      <NavigationProgress />
      {/* Links and menus that work without code (<details>) until their turn, or a press. */}
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <OfflineBanner />
      <NewTermsNotice />
      {/* At least a screen tall, so the footer starts below the fold: a screen whose
          code or data is still loading would otherwise show it, then push it down
          (the largest layout shift Lighthouse measured on /search and listings). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-3.5rem)] flex-1 focus:outline-none">
        {/* The screen itself, after the frame around it; its own parts after it. */}
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <AppToast />
      <FollowAccountLanguage />
      <MessagesLive />
      <HydrateLater>
        <BottomBar />
      </HydrateLater>
      <ScrollRestoration />
    </div>
  );
}

export function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** For the map: exactly one screen tall, the bottom bar acting as its footer. */
export function FullHeightLayout() {
  useMarkAppStarted();
  return (
    <div className="flex h-dvh flex-col pb-bottom-bar">
      <SkipLink />
      <NavigationProgress />
      {/* Phones keep the whole screen for the map; from 1024 px the header is the navigation. */}
      <SiteHeader className="hidden lg:block" />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="min-h-0 flex-1 focus:outline-none">
        <Outlet />
      </main>
      <AppToast />
      <FollowAccountLanguage />
      <BottomBar />
      <ScrollRestoration />
    </div>
  );
}
