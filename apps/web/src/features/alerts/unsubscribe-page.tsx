import './alerts-texts';
import { useMutation } from '@tanstack/react-query';
import { unsubscribeAlert } from '@nyumba/domain';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError, call } from '../../lib/api-client';
import { paths } from '../../paths';
import { Screen, ScreenTitle } from '../../components/screen';

/**
 * /alerts/unsubscribe?alert=…&token=…, the e-mail's link: one click stops the alert, with
 * no sign-in (the token is the proof). The page posts once it is open; a link scanner that
 * only fetches the address changes nothing.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const alert = params.get('alert') ?? '';
  const token = params.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => call(unsubscribeAlert, { query: { alert, token } }) });
  const { mutate } = stop;
  useEffect(() => mutate(), [mutate]);
  const invalid = stop.error instanceof ApiError && stop.error.status < 500 && stop.error.status !== 429;

  return (
    <Screen title={t('alerts.unsubscribe.title')} className="page-container max-w-xl">
      <ScreenTitle>{t('alerts.unsubscribe.title')}</ScreenTitle>
      <div role="status" className="mt-4 text-lg text-stone-800">
        {stop.isSuccess
          ? t('alerts.page.deleteBody', { name: stop.data.name })
          : stop.isError
            ? null
            : t('alerts.unsubscribe.working')}
      </div>
      {stop.isError ? (
        <div role="alert" className="mt-2 flex flex-col items-start gap-3">
          <p className="text-lg text-red-800">
            {invalid ? t('alerts.unsubscribe.invalid') : t('alerts.unsubscribe.failed')}
          </p>
          {invalid ? null : (
            <button type="button" className={buttonStyles.secondary} onClick={() => mutate()}>
              {t('alerts.unsubscribe.retry')}
            </button>
          )}
        </div>
      ) : null}
      <Link to={paths.alerts} className={`${buttonStyles.secondary} mt-6`}>
        {t('alerts.unsubscribe.manage')}
      </Link>
    </Screen>
  );
}
