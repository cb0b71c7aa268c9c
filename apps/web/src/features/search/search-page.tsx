import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function SearchPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('search.title')} />;
}
