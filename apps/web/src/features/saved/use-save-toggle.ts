import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mySavedListings, type Listing } from '@nyumba/domain';
import { ApiError, queryKey } from '../../lib/api-client';
import {
  rememberPendingAction,
  selectCurrentUser,
  sessionUserId,
  signInPath,
  takePendingAction,
  useSessionStore,
} from '../auth';
import { syncCachedListing, type SavedState } from './listing-cache';
import { setListingSaved } from './saved-api';
import { removeFromSavedLists } from './use-saved-listings';

const ERROR_VISIBLE_MS = 4000;
/** The kind of pending action (features/auth/pending-action.ts) a signed-out Save leaves. */
const PENDING_SAVE = 'save-listing';

export type SaveToggleListing = Pick<Listing, '_id' | 'saved' | 'savedCount'>;

/**
 * The saved state of one listing and the action that changes it. The state and
 * the count change only when the server answers success (docs/product.md, Listing card); a
 * failure leaves both as they were and sets a short `error`. A signed-out user
 * is sent to sign in and brought back here.
 */
export interface SaveToggleOptions {
  /** Runs after the server confirmed the change, e.g. to move focus off a card that leaves a list. */
  onChanged?: (saved: boolean) => void;
}

export function useSaveToggle(listing: SaveToggleListing, { onChanged }: SaveToggleOptions = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSessionStore((state) => sessionUserId(selectCurrentUser(state)) !== null);
  // The server's last answer, for listings no cached query holds (caches are patched too).
  const [answer, setAnswer] = useState<(SavedState & { for: SaveToggleListing }) | null>(null);
  const [error, setError] = useState<string | null>(null);

  const here = `${location.pathname}${location.search}`;

  const mutation = useMutation({
    mutationFn: (saved: boolean) => setListingSaved(listing._id, saved),
    onSuccess: async ({ savedCount }, saved) => {
      setError(null);
      setAnswer({ saved, savedCount, for: listing });
      await syncCachedListing(queryClient, listing._id, { saved, savedCount });
      if (!saved) removeFromSavedLists(queryClient, listing._id);
      // A new save belongs at the top of the saved list: fetch it again when it is next shown.
      void queryClient.invalidateQueries({
        queryKey: queryKey(mySavedListings),
        refetchType: saved ? 'active' : 'none',
      });
      onChanged?.(saved);
    },
    onError: (failure, saved) => {
      if (failure instanceof ApiError && failure.status === 401) {
        // The session ended on the server: forget the user and ask them to sign in again.
        useSessionStore.getState().clearUser();
        void navigate(signInPath(here));
        return;
      }
      console.error('Saving the listing failed', failure);
      setError(t(saved ? 'saved.toggle.saveFailed' : 'saved.toggle.removeFailed'));
    },
  });

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [error]);

  // A Save tapped while signed out (kept across sign-in) completes once back here signed in.
  const { mutate } = mutation;
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingAction<{ listingId: string }>(PENDING_SAVE, (p) => p.listingId === listing._id);
    if (pending && !listing.saved) mutate(true);
  }, [signedIn, listing._id, listing.saved, mutate]);

  // A newer copy of the listing (a patched cache or a refetch) is the truth once it arrives.
  const current = answer && answer.for === listing ? answer : listing;

  function setSaved(saved: boolean) {
    if (mutation.isPending) return;
    if (!signedIn) {
      if (saved) rememberPendingAction(PENDING_SAVE, { listingId: listing._id });
      void navigate(signInPath(here));
      return;
    }
    setError(null);
    mutation.mutate(saved);
  }

  return {
    saved: current.saved,
    savedCount: current.savedCount,
    pending: mutation.isPending,
    error,
    setSaved,
    toggle: () => setSaved(!current.saved),
  };
}
