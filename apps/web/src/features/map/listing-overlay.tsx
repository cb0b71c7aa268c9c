import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { ExternalLink, X } from 'lucide-react';
import { Dialog } from '../../components/dialog';
import { buttonStyles } from '../../components/button-styles';
import { paths } from '../../paths';
import { ListingCard } from '../listings';
import { SaveToggle } from '../saved';
import { useListingById } from './map-api';

interface ListingOverlayProps {
  id: string;
  onClose: () => void;
}

/**
 * View Details: the listing over the whole screen (a centred card on wide
 * screens), with a close button. Escape closes it; focus stays inside while it
 * is open and goes back to the popup's button afterwards.
 */
export function ListingOverlay({ id, onClose }: ListingOverlayProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useListingById(id);

  let body;
  if (query.isPending) {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-stone-600">
        <span className="spinner" aria-hidden="true" />
        {t('map.detailsLoading')}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">{t('map.detailsFailed')}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
          {t('map.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <ListingCard
          listing={query.data}
          priority
          sizes="(min-width: 640px) 512px, 100vw"
          saveToggle={<SaveToggle listing={query.data} />}
        />
        <Link to={paths.listing(id)} className={`${buttonStyles.secondary} w-full`}>
          <ExternalLink aria-hidden="true" className="size-5" />
          {t('map.openPage')}
        </Link>
      </div>
    );
  }

  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-0 z-50 flex bg-stone-950/60 sm:items-center sm:justify-center sm:p-6"
    >
      <div className="flex h-full w-full flex-col bg-sand-50 sm:h-auto sm:max-h-full sm:max-w-lg sm:overflow-hidden sm:rounded-2xl sm:shadow-2xl">
        <div className="flex items-center justify-between gap-2 border-b border-stone-200 bg-white py-1 pr-1 pl-4">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {t('map.details')}
          </h2>
          <button type="button" onClick={onClose} aria-label={t('map.close')} className={buttonStyles.icon}>
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{body}</div>
      </div>
    </Dialog>
  );
}
