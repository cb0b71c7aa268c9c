import './blog-texts';
import { useTranslation } from '../../i18n/use-translation';
import { buttonStyles } from '../../components/button-styles';
import { OfflineUnavailable, useOfflineFailure } from '../../components/offline-unavailable';

/** 'Loading posts...', shared by the blog and My Posts. */
export function PostsLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-10 text-center text-stone-600">
      {t('blog.loading')}
    </p>
  );
}

/** The red 'Failed to fetch posts' with a retry, shared by the blog and My Posts. */
export function PostsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  if (useOfflineFailure()) return <OfflineUnavailable onRetry={onRetry} />;
  return (
    <div className="flex flex-col items-center gap-3 py-10">
      <p role="alert" className="text-center font-medium text-red-600">
        {t('blog.fetchFailed')}
      </p>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        {t('blog.retry')}
      </button>
    </div>
  );
}
