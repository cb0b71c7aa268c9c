import { useTranslation } from '../i18n/use-translation';

/** Shown inside the layout while the first screen's chunk downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
