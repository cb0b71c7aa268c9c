import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { paths } from '../paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page-container" aria-labelledby="page-title">
      <DocumentTitle page={t('errors.notFound.title')} />
      <h1 id="page-title" className="page-title">
        {t('errors.notFound.title')}
      </h1>
      <p className="mt-3 text-stone-600">{t('errors.notFound.body')}</p>
      <Link to={paths.home} className="btn-primary mt-6">
        {t('errors.notFound.goHome')}
      </Link>
    </section>
  );
}
