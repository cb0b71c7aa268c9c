import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function SavedListingsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('saved.title')} />;
}
