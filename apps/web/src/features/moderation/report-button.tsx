import './moderation-texts';
import { Flag } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { ReportDialog } from './lazy-parts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { selectCurrentUser, signInPath, useSessionStore } from '../auth';

/** The query that brings a visitor back from signing in to the report they started. */
const RESUME = 'report';

/**
 * "Report" under a listing or post. The same button for everyone (the page is drawn on
 * the server for visitors): a visitor who presses it is taken to sign in and brought back
 * with the report form open.
 */
export function ReportButton({ kind, id }: { kind: 'listing' | 'post'; id: string }) {
  const { t } = useTranslation();
  const user = useSessionStore(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const resumed = user !== null && params.get(RESUME) === kind;

  // First the address loses its mark, then the form opens: the form's own history entry
  // (Back closes it) must come after the replacement, not be replaced by it.
  const [resuming, setResuming] = useState(false);
  useEffect(() => {
    if (!resumed) return;
    setResuming(true);
    setParams(
      (current) => {
        current.delete(RESUME);
        return current;
      },
      { replace: true },
    );
  }, [resumed, setParams]);
  useEffect(() => {
    if (!resuming || params.has(RESUME)) return;
    setResuming(false);
    setOpen(true);
  }, [resuming, params]);

  function start() {
    if (user) {
      setOpen(true);
      return;
    }
    const back = new URLSearchParams(location.search);
    back.set(RESUME, kind);
    void navigate(signInPath(`${location.pathname}?${back.toString()}`));
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
