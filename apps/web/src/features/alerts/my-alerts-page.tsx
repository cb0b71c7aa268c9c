import './alerts-texts';
import { BellPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { AlertRow } from './alert-row';
import { useMyAlerts } from './alerts-api';
import { Screen, ScreenTitle } from '../../components/screen';

/** /alerts: the searches the user asked us to watch (the router lets only signed-in users in). */
export function MyAlertsPage() {
  const { t } = useTranslation();
  const query = useMyAlerts();

  return (
    <Screen title={t('alerts.page.title')} className="page-container max-w-2xl">
      <ScreenTitle>{t('alerts.page.title')}</ScreenTitle>
      <p className="mt-1 text-stone-600">{t('alerts.page.intro')}</p>
      <div className="mt-5">
        {query.isPending ? (
          <p role="status" className="text-stone-600">
            {t('alerts.page.loading')}
          </p>
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-medium text-red-800">{t('alerts.page.failed')}</p>
            <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
              {t('alerts.page.retry')}
            </button>
          </div>
        ) : query.data.alerts.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
            <BellPlus aria-hidden="true" className="size-10 text-stone-400" />
            <p className="font-semibold text-stone-900">{t('alerts.page.empty')}</p>
            <p className="text-stone-600">{t('alerts.page.emptyHint')}</p>
            <Link to={paths.search()} className="btn-primary">
              {t('alerts.page.search')}
            </Link>
          </div>
        ) : (
          <ul className="space-y-4">
            {query.data.alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </div>
    </Screen>
  );
}
