import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { paths } from '../../../paths';

/** A listing link that leads nowhere (deleted, or mistyped in a chat). */
export function ListingNotFound({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-stone-200 bg-white p-6">
      <SearchX aria-hidden="true" className="size-10 text-stone-400" />
      <Heading className="text-xl font-bold text-stone-900">{t('listings.detail.notFoundTitle')}</Heading>
      <p className="text-stone-600">{t('listings.detail.notFoundBody')}</p>
      <Link to={paths.search()} className="btn-primary">
        {t('listings.detail.browse')}
      </Link>
    </div>
  );
}
