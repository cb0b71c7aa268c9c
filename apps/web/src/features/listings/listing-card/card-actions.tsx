import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { MapPinned, Pencil, Trash2 } from 'lucide-react';
import type { Listing } from '@nyumba/domain';
import { buttonStyles } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/app-toast';
import { paths } from '../../../paths';
import { listingLatLng } from '../listing-helpers';

export type CardMode = 'view' | 'manage' | 'deletable';

interface CardActionsProps {
  listing: Listing;
  mode: CardMode;
  onDelete?: (id: string) => void | Promise<void>;
}

const iconLink = `${buttonStyles.icon} text-brand-800`;

/** Map link for every card; Edit/Delete in management mode; a bare Delete when deletable. */
export function CardActions({ listing, mode, onDelete }: CardActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const point = listingLatLng(listing);

  async function confirmDelete() {
    if (!onDelete) return;
    setBusy(true);
    setError(null);
    try {
      await onDelete(listing._id);
      setConfirming(false);
      notify(t('app.notices.listingDeleted'));
    } catch {
      setError(t('listings.delete.failed'));
    } finally {
      setBusy(false);
    }
  }

  const hasAny = point || mode !== 'view';
  if (!hasAny) return null;

  return (
    <div className="flex items-center justify-end gap-1">
      {point ? (
        <Link
          to={paths.mapLayout({ lat: point.lat, lng: point.lng, selectedId: listing._id, redirected: true })}
          className={iconLink}
          aria-label={t('listings.card.showOnMap')}
          title={t('listings.card.showOnMap')}
        >
          <MapPinned aria-hidden="true" className="size-5" />
        </Link>
      ) : null}
      {mode === 'manage' ? (
        <Link
          to={paths.updateListing(listing._id)}
          state={{ listing }}
          className={iconLink}
          aria-label={t('listings.card.edit')}
          title={t('listings.card.edit')}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </Link>
      ) : null}
      {mode !== 'view' ? (
        <button
          type="button"
          className={`${buttonStyles.icon} text-red-700 hover:bg-red-50`}
          aria-label={t('listings.card.delete')}
          title={t('listings.card.delete')}
          onClick={() => (mode === 'manage' ? setConfirming(true) : void onDelete?.(listing._id))}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          message={t('listings.delete.confirm')}
          confirmLabel={t('listings.delete.confirmButton')}
          cancelLabel={t('listings.delete.cancel')}
          busy={busy}
          error={error}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </div>
  );
}
