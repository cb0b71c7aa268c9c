import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link, matchPath, useLocation } from 'react-router';
import { Bookmark, House, MessageSquare, Newspaper, Search, UserRound, type LucideIcon } from 'lucide-react';
import { UnreadBadge } from '../features/messages/unread-badge';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../features/auth/session-store';
import { paths, routePatterns as p } from '../paths';

export type NavItemKey = 'blog' | 'saved' | 'home' | 'search' | 'messages' | 'profile';

/** Screens that belong to each bottom-bar section (prefix match, any case). */
const sections: ReadonlyArray<[NavItemKey, readonly string[]]> = [
  ['blog', [p.blog, p.myPosts, p.createPost]],
  ['saved', [p.savedListings]],
  ['search', [p.search, p.searchResults, p.mapExplore, p.mapLayout, p.map]],
  ['messages', [p.messages]],
  // Everything reached from the account menu, plus signing in, counts as Profile.
  [
    'profile',
    [
      p.settings,
      p.profile,
      p.signIn,
      p.signInAlias,
      p.signUp,
      p.myListings,
      p.createListing,
      p.updateListing,
      p.allListings,
      p.upload,
    ],
  ],
];

/** The bottom-bar item to highlight for a path, or null (e.g. a listing page). */
export function activeNavItem(pathname: string): NavItemKey | null {
  if (matchPath(p.home, pathname)) return 'home';
  for (const [key, patterns] of sections) {
    if (patterns.some((path) => matchPath({ path, end: false }, pathname))) return key;
  }
  return null;
}

function ProfileAvatar({ src }: { src: string }) {
  // Remember a broken URL so a failed avatar falls back to the icon.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <UserRound aria-hidden="true" className="size-6" />;
  return (
    <img
      src={src}
      alt=""
      width={24}
      height={24}
      // Google profile photos refuse hot-linking when a referrer is sent.
      referrerPolicy="no-referrer"
      className="size-6 rounded-full object-cover ring-2 ring-current"
      onError={() => setFailedSrc(src)}
    />
  );
}

export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionStore(selectCurrentUser);
  const signedIn = sessionUserId(user) !== null;
  const avatar = (signedIn && (user?.avatar || user?.photoURL)) || null;
  const active = activeNavItem(pathname);

  const items: ReadonlyArray<{ key: NavItemKey; to: string; Icon: LucideIcon }> = [
    { key: 'blog', to: paths.blog, Icon: Newspaper },
    { key: 'saved', to: paths.savedListings, Icon: Bookmark },
    { key: 'home', to: paths.home, Icon: House },
    { key: 'search', to: paths.search(), Icon: Search },
    { key: 'messages', to: paths.messages, Icon: MessageSquare },
    { key: 'profile', to: signedIn ? paths.settings : paths.signIn, Icon: UserRound },
  ];

  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t lg:hidden border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_12px_rgb(0_0_0/0.06)]"
    >
      <ul className="mx-auto grid h-(--bottom-bar-height) max-w-lg grid-cols-6">
        {items.map(({ key, to, Icon }) => {
          const isActive = key === active;
          return (
            <li key={key} className="flex">
              <Link
                to={to}
                aria-current={isActive ? 'page' : undefined}
                data-nav-item={key}
                className={`group flex min-h-11 flex-1 flex-col items-center justify-center gap-1 text-xs font-medium ${
                  isActive ? 'text-brand-800' : 'text-stone-600 hover:text-stone-900'
                }`}
              >
                <span
                  className={`relative flex h-8 w-12 items-center justify-center rounded-full transition-colors ${
                    isActive ? 'bg-brand-100' : 'group-hover:bg-stone-100'
                  }`}
                >
                  {key === 'profile' && avatar ? (
                    <ProfileAvatar src={avatar} />
                  ) : (
                    <Icon aria-hidden="true" className="size-6" strokeWidth={isActive ? 2.4 : 2} />
                  )}
                  {key === 'messages' && signedIn ? <UnreadBadge className="absolute -top-1 right-0" /> : null}
                </span>
                {t(`nav.${key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
