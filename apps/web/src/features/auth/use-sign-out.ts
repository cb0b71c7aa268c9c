import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { notify } from '../../components/app-toast';
import { useTranslation } from '../../i18n/use-translation';
import { signOut } from './auth-api';
import { useSessionStore } from './session-store';
import { clearAllDrafts } from '../../lib/drafts';

/**
 * Signs out on the server, then forgets the user here and goes to /sign-in, even
 * when the call fails (docs/product.md, Profile): a person who asked to leave must not stay
 * signed in on this device because the network dropped.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onError: (error) => console.warn('Sign-out call failed; signing out locally anyway', error),
    onSettled: () => {
      useSessionStore.getState().signOutLocally();
      // Nothing fetched for this user (saved listings, own posts) may show to the next one.
      queryClient.clear();
      // Drafts too: on a shared phone, the next person must not find them.
      clearAllDrafts();
      notify(t('app.notices.signedOut'));
      void navigate(paths.signIn, { replace: true });
    },
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
