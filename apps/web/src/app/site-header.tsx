import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { UnreadBadge } from '../features/messages/unread-badge';
import { ChevronDown, House, Plus } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../features/auth/session-store';
import { useSignOut } from '../features/auth/use-sign-out';
import { paths } from '../paths';
import { activeNavItem } from './bottom-bar';
import { LanguageSwitch } from '../features/language';
import { HydrateLater } from '../lib/hydrate-later';

const navLink = 'inline-flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-stone-100 hover:text-stone-900';

/** The account menu: a native disclosure, so it works with keyboard and screen readers as is. */
function AccountMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const { signOut, pending } = useSignOut();
  const user = useSessionStore(selectCurrentUser);

  // A menu left open over the next screen hides its content.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  if (sessionUserId(user) === null) {
    return (
      <Link to={paths.signIn} className={`${navLink} text-stone-700`}>
        {t('nav.signIn')}
      </Link>
    );
  }
  const item = 'flex min-h-11 w-full items-center rounded-lg px-3 text-left hover:bg-stone-100';
  return (
    <details ref={menu} className="relative" data-account-menu>
      <summary className={`${navLink} cursor-pointer list-none gap-1 text-stone-700`}>
        {t('nav.account')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <ul
        aria-label={t('nav.accountMenu')}
        className="absolute right-0 z-50 mt-1 w-56 rounded-xl border border-stone-200 bg-white p-1 text-stone-800 shadow-lg"
      >
        <li>
          <Link to={paths.myListings} className={item}>
            {t('nav.myListings')}
          </Link>
        </li>
        <li>
          <Link to={paths.myPosts} className={item}>
            {t('nav.myPosts')}
          </Link>
        </li>
        <li>
          <Link to={paths.alerts} className={item}>
            {t('nav.alerts')}
          </Link>
        </li>
        <li>
          <Link to={paths.settings} className={item}>
            {t('nav.settings')}
          </Link>
        </li>
        {user?.moderator ? (
          <li>
            <Link to={paths.moderation} className={item}>
              {t('nav.moderation')}
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className={item} disabled={pending} onClick={signOut}>
            {t('nav.signOut')}
          </button>
        </li>
      </ul>
    </details>
  );
}

// The map's own place in its address (where it was left, the card open, a link's point).
const MAP_ONLY = ['at', 'selectedId', 'lat', 'lng', 'redirected', 'show'];

/**
 * The search on screen, for the other view of it: the list and the map are two views of one
 * search, so going from one to the other keeps its filters. Each screen reads only its own.
 */
function carriedSearch(pathname: string, query: string): string {
  if (!/^\/(?:search|map)/i.test(pathname)) return '';
  const params = new URLSearchParams(query);
  for (const key of MAP_ONLY) params.delete(key);
  const kept = params.toString();
  return kept ? `?${kept}` : '';
}

/** Desktop navigation (≥ 1024 px), where the phone's bottom bar is hidden. */
function DesktopNav() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const active = activeNavItem(pathname);
  const onMap = pathname.toLowerCase().startsWith('/map');
  const carried = carriedSearch(pathname, search);
  const items = [
    { key: 'search', to: `${paths.search()}${carried}`, current: active === 'search' && !onMap },
    { key: 'map', to: `${paths.mapLayout()}${carried}`, current: onMap },
    { key: 'blog', to: paths.blog, current: active === 'blog' },
    { key: 'saved', to: paths.savedListings, current: active === 'saved' },
    { key: 'messages', to: paths.messages, current: active === 'messages' },
  ] as const;
  return (
    <nav aria-label={t('nav.desktopLabel')} className="ml-8 hidden flex-1 items-center gap-1 lg:flex" data-desktop-nav>
      <ul className="flex items-center gap-1">
        {items.map(({ key, to, current }) => (
          <li key={key}>
            <Link
              to={to}
              aria-current={current ? 'page' : undefined}
              className={`${navLink} ${current ? 'bg-brand-50 text-brand-800' : 'text-stone-700'}`}
            >
              {t(`nav.${key}`)}
              {key === 'messages' ? <UnreadBadge className="ml-1.5" /> : null}
            </Link>
          </li>
        ))}
      </ul>
      <div className="ml-auto flex items-center gap-2">
        {/* One line always; below 1536 px, where five links and Messages' badge share the
            row (in Swahili the longest), the short label (the whole one stays its name). */}
        <Link
          to={paths.createListing}
          aria-label={t('nav.listProperty')}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full bg-brand-700 px-4 font-semibold whitespace-nowrap text-white hover:bg-brand-800"
        >
          <Plus aria-hidden="true" className="size-5" />
          <span className="2xl:hidden">{t('nav.listShort')}</span>
          <span className="hidden 2xl:inline">{t('nav.listProperty')}</span>
        </Link>
        <AccountMenu />
      </div>
    </nav>
  );
}

/** The site's header: the name on every width, the navigation from 1024 px. */
export function SiteHeader({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <header className={`border-b border-stone-200/70 bg-white ${className}`}>
      {/* A gap between its parts, and a smaller name below 640 px: at 360 px in Swahili the
          name, "+ Tangaza" and "English" filled the row and touched. */}
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg text-lg font-extrabold tracking-tight text-brand-800 sm:gap-2 sm:text-xl"
        >
          <span className="flex size-7 items-center justify-center rounded-xl bg-brand-700 text-white sm:size-8">
            <House aria-hidden="true" className="size-5" strokeWidth={2.4} />
          </span>
          {t('app.name')}
        </Link>
        {/* Its own part, without a box of its own: hidden below 1024 px, so a phone never
            hydrates it (its links, menu and icons were most of the header's cost). */}
        <HydrateLater className="contents">
          <DesktopNav />
        </HydrateLater>
        {/* On a phone too, on every screen: listing a property is never three screens away.
            A plain link, drawn by the server, so it needs no hydration to work. */}
        <Link
          to={paths.createListing}
          aria-label={t('nav.listProperty')}
          className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 lg:hidden"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('nav.listShort')}
        </Link>
        <LanguageSwitch className="shrink-0" />
      </div>
    </header>
  );
}
