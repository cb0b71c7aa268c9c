import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useBlocker, useLocation, useNavigate, type Location } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { dialogHistorySettled } from './dialog';
import { useTranslation } from '../i18n/use-translation';

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt when the
 * tab closes or reloads, ours when a link, the bottom bar or Back would leave the
 * page. Moves within the page (a dialog's history entry, a changed query) pass.
 * Returns the dialog to render, and `release` for a form that has just been submitted
 * and navigates away in the same tick (before a render could lift the warning).
 */
const subscribeToPop = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserPath = () => window.location.pathname;
const noBrowserPath = () => '';

export function useLeaveWarning(active: boolean): { dialog: ReactNode; release: () => void } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Where the browser's address is now: after a blocked Back it shows the page left until
  // the router's undo (history.go(1)) lands, which it tells with a popstate.
  const addressPath = useSyncExternalStore(subscribeToPop, browserPath, noBrowserPath);
  // Once released (submitted, or "Leave" chosen), later renders of the still-dirty form
  // must not put the warning back before the page goes.
  const released = useRef(false);
  const activeRef = useRef(active);
  activeRef.current = active && !released.current;
  // Where the person was going: the dialog's own history entry coming off is a
  // navigation too, and it sets the router's blocker back to idle, so the blocker
  // cannot be asked to proceed afterwards.
  const wanted = useRef<{ location: Location; back: boolean } | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    const block = activeRef.current && currentLocation.pathname !== nextLocation.pathname;
    if (block) wanted.current = { location: nextLocation, back: historyAction === 'POP' };
    return block;
  });
  const release = () => {
    released.current = true;
    activeRef.current = false;
  };
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!active || released.current) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only with a returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  useEffect(() => {
    if (!leaving) return;
    void dialogHistorySettled().then(() => {
      const target = wanted.current;
      wanted.current = null;
      setLeaving(false);
      if (!target) return;
      // A blocked Back was undone by the router; going back again is what was asked.
      if (target.back) void navigate(-1);
      else void navigate(target.location);
    });
  }, [leaving, navigate]);

  if (blocker.state !== 'blocked' || leaving) return { dialog: null, release };
  // A blocked Back: the dialog (which adds a history entry of its own) waits until the
  // router has undone the Back. Added before that, its entry would replace the page's
  // forward entry, the undo would find nothing to return to, and closing the dialog would
  // leave the page after all (seen on a loaded machine).
  if (wanted.current?.back && addressPath !== pathname) return { dialog: null, release };
  const dialog = (
    <ConfirmDialog
      message={t('app.drafts.leaveTitle')}
      confirmLabel={t('app.drafts.leave')}
      cancelLabel={t('app.drafts.stay')}
      onConfirm={() => {
        release();
        blocker.reset();
        setLeaving(true);
      }}
      onCancel={() => {
        wanted.current = null;
        blocker.reset();
      }}
    />
  );
  return { dialog, release };
}
