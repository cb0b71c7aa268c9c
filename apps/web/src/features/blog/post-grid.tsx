import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { buttonStyles } from '../../components/button-styles';

/** The spec's responsive grid: 1, 2 or 3 columns by width. */
export function PostGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/** "Load more" under the grid; the next page is fetched by cursor, never by offset. */
export function LoadMore({ hasMore, loading, failed, onMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('blog.fetchFailed')}
        </p>
      ) : null}
      <button type="button" className={buttonStyles.secondary} onClick={onMore} disabled={loading} aria-busy={loading}>
        {loading ? t('blog.loadingMore') : failed ? t('blog.retry') : t('blog.loadMore')}
      </button>
    </div>
  );
}
