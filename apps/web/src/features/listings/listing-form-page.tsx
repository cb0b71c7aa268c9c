import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/** One form serves /create-listing and /update-listing/:listingId. */
export function ListingFormPage() {
  const { t } = useTranslation();
  const { listingId } = useParams();
  return <PlaceholderPage title={listingId ? t('listings.update.title') : t('listings.create.title')} />;
}
