import { useTranslation } from '../../i18n/use-translation';
import { Bookmark, Trash2 } from 'lucide-react';
import { mySavedListings, type Listing } from '@nyumba/domain';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/app-toast';
import { queryKey } from '../../lib/api-client';
import { syncCachedListing } from './listing-cache';
import { setListingSaved } from './saved-api';
import { useSaveToggle } from './use-save-toggle';

type ToggleListing = Pick<Listing, '_id' | 'name' | 'saved' | 'savedCount'>;

/** A short error under the button; role=alert so it is announced as it appears. */
function ToggleError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="absolute top-full right-0 z-10 mt-1 w-max max-w-52 rounded-lg bg-red-700 px-3 py-1.5 text-xs font-medium text-white shadow-lg"
    >
      {message}
    </p>
  );
}

const overlayButton =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full bg-black/55 px-3 text-sm font-semibold text-white transition-colors hover:bg-black/75 disabled:cursor-wait';

const labelledButton =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-2.5 font-semibold text-stone-800 shadow-sm hover:bg-stone-50 disabled:cursor-wait data-[saved=true]:border-brand-700 data-[saved=true]:text-brand-800';

/**
 * The save toggle: over a listing card's photo with how many people saved it
 * ('overlay'), or a labelled button saying Save or Saved ('labelled', the listing page).
 */
export function SaveToggle({
  listing,
  variant = 'overlay',
}: {
  listing: ToggleListing;
  variant?: 'overlay' | 'labelled';
}) {
  const { t } = useTranslation();
  const { saved, savedCount, pending, error, toggle } = useSaveToggle(listing);
  return (
    <div className="relative">
      <button
        type="button"
        aria-pressed={saved}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={toggle}
        aria-label={t('saved.toggle.label', { name: listing.name })}
        title={saved ? t('saved.toggle.savedTitle') : t('saved.toggle.saveTitle')}
        data-saved={saved}
        className={variant === 'overlay' ? overlayButton : labelledButton}
      >
        <Bookmark aria-hidden="true" className="size-5" fill={saved ? 'currentColor' : 'none'} />
        {/* How many people saved it; the button's name stays the action, as aria-pressed expects. */}
        {/* Below 380 px the word gives way to Call and WhatsApp beside it (Swahili's
            "Piga simu" and "Hifadhi" are longer); the icon, pressed state and title stay. */}
        {variant === 'labelled' ? (
          <span aria-hidden="true" className="max-[379px]:hidden">
            {saved ? t('saved.toggle.savedTitle') : t('saved.toggle.saveTitle')}
          </span>
        ) : savedCount > 0 ? (
          <span aria-hidden="true">{savedCount}</span>
        ) : null}
      </button>
      <ToggleError message={error} />
    </div>
  );
}

interface RemoveSavedButtonProps {
  listing: ToggleListing;
  /** The card leaves the list with this button in it: say where focus goes next. */
  onRemoved?: () => void;
}

/** The Saved Listings screen's delete: unsaves, which takes the card off the list. */
export function RemoveSavedButton({ listing, onRemoved }: RemoveSavedButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  // Undo saves it again and brings the card back to the list.
  async function undo() {
    try {
      const { savedCount } = await setListingSaved(listing._id, true);
      await syncCachedListing(queryClient, listing._id, { saved: true, savedCount });
      await queryClient.invalidateQueries({ queryKey: queryKey(mySavedListings) });
    } catch (failure) {
      console.error('Undoing the removal failed', failure);
      notify(t('app.notices.undoFailed'));
    }
  }

  const { pending, error, setSaved } = useSaveToggle(listing, {
    onChanged: (saved) => {
      if (saved) return;
      onRemoved?.();
      notify(t('app.notices.savedRemoved'), { label: t('app.notices.undo'), run: () => void undo() });
    },
  });
  return (
    <div className="relative">
      <button
        type="button"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => setSaved(false)}
        aria-label={t('saved.remove', { name: listing.name })}
        title={t('saved.removeTitle')}
        className={overlayButton}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      <ToggleError message={error} />
    </div>
  );
}
