import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Bookmark } from 'lucide-react';
import { DocumentTitle } from '../../components/document-title';
import { buttonStyles } from '../../components/button-styles';
import { OfflineUnavailable, useOfflineFailure } from '../../components/offline-unavailable';
import { LoadMore } from '../../components/load-more';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../paths';
import { selectCurrentUser, sessionUserId, signInPath, useSessionStore } from '../auth';
import { ListingCard } from '../listings';
import { RemoveSavedButton } from './save-toggle';
import { useSavedListings } from './use-saved-listings';
import { useKeepSavedOffline } from './keep-saved-offline';

function Notice({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`mt-6 flex flex-col items-start gap-4 rounded-2xl border p-6 ${
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-stone-200 bg-white text-stone-700'
      }`}
    >
      {children}
    </div>
  );
}

/** /saved-listings: open to everyone; a signed-out visitor is asked to log in (spec). */
export function SavedListingsPage() {
  const { t } = useTranslation();
  const offline = useOfflineFailure();
  const userId = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  const query = useSavedListings(userId);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sessionEnded = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (sessionEnded) useSessionStore.getState().clearUser();
    else if (query.error) console.error('Failed to fetch saved listings', query.error);
  }, [sessionEnded, query.error]);

  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries) ?? [], [query.data]);
  useKeepSavedOffline(useMemo(() => entries.map((entry) => entry.listing), [entries]));

  let body;
  if (!userId || sessionEnded) {
    body = (
      <Notice>
        <p>{t('saved.logIn')}</p>
        <Link to={signInPath(paths.savedListings)} className="btn-primary">
          {t('saved.signIn')}
        </Link>
      </Notice>
    );
  } else if (query.isPending) {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-stone-600">
        <span className="spinner" aria-hidden="true" />
        {t('saved.loading')}
      </div>
    );
  } else if (query.isError && offline) {
    body = <OfflineUnavailable onRetry={() => void query.refetch()} />;
  } else if (query.isError) {
    body = (
      <Notice tone="error">
        <p className="font-medium">{t('saved.failed')}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
          {t('saved.retry')}
        </button>
      </Notice>
    );
  } else if (entries.length === 0) {
    body = (
      <Notice>
        <Bookmark aria-hidden="true" className="size-8 text-brand-700" />
        <p>{t('saved.empty')}</p>
        <Link to={paths.search()} className={buttonStyles.secondary}>
          {t('saved.browse')}
        </Link>
      </Notice>
    );
  } else {
    body = (
      <>
        <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map(({ _id, listing }, index) => (
            <li key={_id} className="flex flex-col">
              <ListingCard
                listing={listing}
                priority={index === 0}
                headingLevel="h2"
                saveToggle={<RemoveSavedButton listing={listing} onRemoved={() => titleRef.current?.focus()} />}
              />
            </li>
          ))}
        </ul>
        <LoadMore pages={query} failedMessage={t('saved.failed')} />
      </>
    );
  }

  return (
    <div className="page-container">
      <DocumentTitle page={t('saved.title')} />
      {/* Focus lands here when a removed card takes its button with it. */}
      <h1 ref={titleRef} tabIndex={-1} className="page-title focus:outline-none">
        {t('saved.title')}
      </h1>
      {body}
    </div>
  );
}
