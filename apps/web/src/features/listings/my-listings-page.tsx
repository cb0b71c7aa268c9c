import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function MyListingsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('listings.mine.title')} />;
}
