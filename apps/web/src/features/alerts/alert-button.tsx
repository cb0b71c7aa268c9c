import './alerts-texts';
import { BellPlus } from 'lucide-react';
import type { AlertQuery } from '@nyumba/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../components/app-toast';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { rememberPendingAction, selectCurrentUser, signInPath, takePendingAction, useSessionStore } from '../auth';
import { useCreateAlert } from './alerts-api';

const AlertDialog = lazy(() => import('./alert-dialog').then((module) => ({ default: module.AlertDialog })));

const PENDING_ALERT = 'alert';

interface PendingAlert {
  path: string;
  filters: AlertQuery;
}

/**
 * "Alert me" on the search page and the map: saves the search in view (and, on the map, the
 * area in view) as an e-mail alert. A visitor is taken to sign in and, back on this page,
 * the alert is saved for them with its suggested name, and said so.
 */
export function AlertButton({ filters, className = '' }: { filters: AlertQuery; className?: string }) {
  const { t } = useTranslation();
  const user = useSessionStore(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [open, setOpen] = useState(false);
  const { mutate: createAlert } = useCreateAlert();
  const resumed = useRef(false);

  useEffect(() => {
    if (!user || resumed.current) return;
    const pending = takePendingAction<PendingAlert>(PENDING_ALERT, (payload) => payload.path === here);
    if (!pending) return;
    resumed.current = true;
    createAlert(
      { filters: pending.filters },
      {
        onSuccess: ({ alert, message }) =>
          notify(message ?? t('alerts.saved', { name: alert.name }), {
            label: t('alerts.manage'),
            run: () => void navigate(paths.alerts),
          }),
        onError: () => notify(t('alerts.dialog.failed')),
      },
    );
  }, [user, here, createAlert, navigate, t]);

  function start() {
    if (user) {
      setOpen(true);
      return;
    }
    rememberPendingAction(PENDING_ALERT, { path: here, filters } satisfies PendingAlert);
    void navigate(signInPath(here));
  }

  return (
    <>
      <button
        type="button"
        onClick={start}
        title={t('alerts.buttonHint')}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ${className}`}
      >
        <BellPlus aria-hidden="true" className="size-5" />
        {t('alerts.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AlertDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
