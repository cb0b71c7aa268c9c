import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { rememberAfterConfirm } from './after-confirm';
import { ResendLink } from './resend-link';
import { selectCurrentUser, useSessionStore } from './session-store';

/**
 * Says, where it matters (the profile, the listing form, the post editor), that publishing
 * waits for the address to be confirmed, and offers a new link. Drafting goes on meanwhile.
 */
export function UnconfirmedNotice() {
  const { t } = useTranslation();
  const user = useSessionStore(selectCurrentUser);
  const { pathname } = useLocation();
  // A proven number confirms an account as well as a confirmed address does.
  const waiting = user?.emailVerified === false && !user.phoneVerifiedAt;
  // Following the link comes back here, to what was being written (the form keeps its draft).
  useEffect(() => {
    if (waiting) rememberAfterConfirm(pathname);
  }, [waiting, pathname]);
  // Only when the server said so: a copy stored before it knew says nothing.
  if (!user || !waiting) return null;
  return (
    <div className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('auth.verify.unconfirmedTitle')}</p>
      <p className="mt-1 text-sm">{t('auth.verify.unconfirmedBody', { email: user.email })}</p>
      <ResendLink email={user.email} />
    </div>
  );
}
