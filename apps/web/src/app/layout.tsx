import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { House } from 'lucide-react';
import { paths } from '../paths';
import { BottomBar } from './bottom-bar';

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

function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-stone-200/70 bg-white">
      <div className="mx-auto flex h-14 max-w-5xl items-center px-4">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-brand-800"
        >
          <span className="flex size-8 items-center justify-center rounded-xl bg-brand-700 text-white">
            <House aria-hidden="true" className="size-5" strokeWidth={2.4} />
          </span>
          {t('app.name')}
        </Link>
      </div>
    </header>
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
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col pb-bottom-bar">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the fold: a screen whose
          code or data is still loading would otherwise show it, then push it down
          (the largest layout shift Lighthouse measured on /search and listings). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-3.5rem)] flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <BottomBar />
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
  return (
    <div className="flex h-dvh flex-col pb-bottom-bar">
      <SkipLink />
      <NavigationProgress />
      <main id="main" tabIndex={-1} className="min-h-0 flex-1 focus:outline-none">
        <Outlet />
      </main>
      <BottomBar />
      <ScrollRestoration />
    </div>
  );
}
