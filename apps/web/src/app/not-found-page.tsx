import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../paths';
import { Screen, ScreenTitle } from '../components/screen';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('errors.notFound.title')}>
      <ScreenTitle>{t('errors.notFound.title')}</ScreenTitle>
      <p className="mt-3 text-stone-600">{t('errors.notFound.body')}</p>
      <Link to={paths.home} className="btn-primary mt-6">
        {t('errors.notFound.goHome')}
      </Link>
    </Screen>
  );
}
