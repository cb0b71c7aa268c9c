import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function ListingPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('listings.detail.title')} />;
}
