import './account-texts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PasswordField } from '../../components/account-fields';
import { notify } from '../../components/app-toast';
import { routePatterns } from '@nyumba/domain';
import { useTexts, useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { clearAllDrafts } from '../../lib/drafts';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { useSessionStore, type SessionUser } from '../auth';
import { deleteAccount } from './account-api';

// With the profile's code, not in the texts every first visit loads (its budget).
const blockedWords = (language: 'en' | 'sw') =>
  language === 'sw' ? 'Angalia cha kumaliza kwanza' : 'See what to finish first';

/** Delete Account: confirm with the spec's question and the current password; then the account and the session are gone. */
function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: useSignedOutForGood(paths.signIn) });
}

/**
 * What follows a deleted account on this phone: signed out, nothing fetched or drafted for
 * it left for whoever uses the phone next, told so, and sent to `to`.
 */
export function useSignedOutForGood(to: string): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    useSessionStore.getState().signOutLocally();
    queryClient.clear();
    clearAllDrafts();
    notify(t('app.notices.accountDeleted'));
    void navigate(to, { replace: true });
  };
}

/**
 * The profile's Delete Account button and its confirmation (the current password, or a recent
 * Google sign-in), on the same DELETE /api/user as the privacy centre's fuller flow
 * (features/privacy/delete-section.tsx), which shows what goes and what is kept first.
 */
export function DeleteAccount({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');
  const remove = useDeleteAccount();
  const seeBlockers = useTexts(blockedWords);
  // Open deals (money held, a tenancy, a stay) refuse it: the privacy centre lists them with links.
  const blocked = remove.error instanceof ApiError && remove.error.status === 409;
  const deleteErrors = remove.error ? formErrorsOf(remove.error, t('account.profile.deleteFailed')) : NO_ERRORS;
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.secondary} border-red-300 text-red-700 hover:bg-red-50`}
        onClick={() => {
          remove.reset();
          setDeletePassword('');
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        {t('account.profile.delete')}
      </button>
      {confirming ? (
        <ConfirmDialog
          message={t('account.profile.deleteConfirm')}
          confirmLabel={remove.isPending ? t('account.profile.deleting') : t('account.profile.deleteConfirmAction')}
          cancelLabel={t('account.profile.cancel')}
          busy={remove.isPending}
          error={user.googleOnly ? (deleteErrors.fields.currentPassword ?? deleteErrors.form) : deleteErrors.form}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate(deletePassword)}
        >
          {user.googleOnly ? (
            <p className="mt-3 text-sm text-stone-600">{t('account.profile.googleProof')}</p>
          ) : (
            <div className="mt-4">
              <PasswordField
                name="currentPassword"
                label={t('account.profile.currentPassword')}
                value={deletePassword}
                onChange={(event) => setDeletePassword(event.target.value)}
                error={deleteErrors.fields.currentPassword}
              />
            </div>
          )}
          {blocked ? (
            <p className="mt-3 text-sm">
              <Link
                to={`${routePatterns.privacyCentre}#delete`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {seeBlockers}
              </Link>
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
