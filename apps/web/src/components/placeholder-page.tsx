import { useTranslation } from '../i18n/use-translation';
import { DocumentTitle } from './document-title';

/** Stand-in body for screens whose feature issue has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-container" aria-labelledby="page-title">
      <DocumentTitle page={title} />
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <div className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-600">
        <p>{t('app.notBuiltYet')}</p>
      </div>
    </section>
  );
}
