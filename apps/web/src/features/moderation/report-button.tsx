import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { selectCurrentUser, signInPath, useSessionStore } from '../auth';

const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/**
 * "Report" under a listing or post. The same button for everyone (the page is drawn on
 * the server for visitors): a visitor who presses it is taken to sign in and back.
 */
export function ReportButton({ kind, id }: { kind: 'listing' | 'post'; id: string }) {
  const { t } = useTranslation();
  const user = useSessionStore(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  function start() {
    if (user) setOpen(true);
    else void navigate(signInPath(`${location.pathname}${location.search}`));
  }

  return (
    <>
      <button
        type="button"
        onClick={start}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-stone-600 underline-offset-2 hover:text-stone-900 hover:underline"
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('moderation.report.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} id={id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
