import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function SignUpPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('auth.signUp.title')} />;
}
