import { useTranslation } from '../i18n/use-translation';
import { buttonStyles } from './button-styles';

/** The parts of an infinite query (TanStack Query) that "Load more" reads and drives. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a list that comes a page at a time, by cursor. A button rather than
 * endless scroll keeps data use in the user's hands. When the next page fails, the list's
 * own failure text shows above the button, and the button offers to try again.
 */
export function LoadMore({ pages, failedMessage }: { pages: NextPages; failedMessage: string }) {
  const { t } = useTranslation();
  if (!pages.hasNextPage) return null;
  const loading = pages.isFetchingNextPage;
  const failed = pages.isFetchNextPageError && !loading;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failedMessage}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={loading}
        aria-busy={loading}
        onClick={() => void pages.fetchNextPage()}
      >
        {loading ? t('app.list.loadingMore') : failed ? t('app.list.retry') : t('app.list.loadMore')}
      </button>
    </div>
  );
}
