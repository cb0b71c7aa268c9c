import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title for the current screen, which screen readers announce
 * after navigation. React 19 hoists <title> into <head>.
 */
export function DocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  return <title>{t('app.documentTitle', { page })}</title>;
}
