import { useTranslation } from '../../i18n/use-translation';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../paths';
import { signInPath } from './next-path';
import { selectCurrentUser, sessionUserId, useSessionStore } from './session-store';

/**
 * Layout route for screens that need a user: a signed-out visitor goes to sign in
 * and comes back here afterwards. Someone who just signed out on purpose goes to
 * plain /sign-in instead of being offered the page they left.
 */
export function RequireUser() {
  const { t } = useTranslation();
  const user = useSessionStore(selectCurrentUser);
  const signedOut = useSessionStore((state) => state.signedOut);
  const checking = useSessionStore((state) => state.checking);
  const location = useLocation();
  if (sessionUserId(user)) return <Outlet />;
  if (checking) {
    return (
      <div className="flex justify-center py-16" role="status" aria-label={t('app.loading')}>
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  const here = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={signedOut ? paths.signIn : signInPath(here)} replace />;
}
