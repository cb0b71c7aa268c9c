import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/document-title';

/** Serves /mapexplore and /maplayout; the map itself arrives with the map issue. */
export function MapPage() {
  const { t } = useTranslation();
  const title = t('map.title');
  return (
    <section
      className="flex h-full flex-col items-center justify-center gap-3 bg-brand-50 p-6 text-center"
      aria-labelledby="page-title"
    >
      <DocumentTitle page={title} />
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <p className="text-stone-600">{t('app.notBuiltYet')}</p>
    </section>
  );
}
