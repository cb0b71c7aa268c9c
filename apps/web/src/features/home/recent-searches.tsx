import { History } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useRecentSearches } from '../../lib/recent-searches';
import { paths } from '../../paths';

/** The searches last made on this phone, one tap each to run again (drawn once the page is live). */
export function RecentSearches() {
  const { t } = useTranslation();
  const recent = useRecentSearches();
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-title" className="space-y-2">
      <h2 id="recent-title" className="text-lg font-semibold text-stone-900">
        {t('home.recent')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {recent.map((search) => (
          <li key={search.query}>
            <Link
              to={`${paths.search()}?${search.query}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50"
            >
              <History aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
              {search.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
