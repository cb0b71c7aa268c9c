import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function SignInPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('auth.signIn.title')} />;
}
