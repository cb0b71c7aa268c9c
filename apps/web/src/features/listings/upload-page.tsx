import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function UploadPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('listings.upload.title')} />;
}
