import './account-texts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PasswordField } from '../../components/account-fields';
import { notify } from '../../components/app-toast';
import { useTranslation } from '../../i18n/use-translation';
import { clearAllDrafts } from '../../lib/drafts';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { sessionUserId, useSessionStore, type SessionUser } from '../auth';
import { deleteAccount } from './account-api';

/** Delete Account: confirm with the spec's question and the current password; then the account and the session are gone. */
function useDeleteAccount(userId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) => deleteAccount(userId, currentPassword),
    onSuccess: () => {
      useSessionStore.getState().signOutLocally();
      queryClient.clear();
      clearAllDrafts();
      notify(t('app.notices.accountDeleted'));
      void navigate(paths.signIn, { replace: true });
    },
  });
}

/** The profile's Delete Account button and its confirmation (the current password, or a recent Google sign-in). */
export function DeleteAccount({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');
  const remove = useDeleteAccount(sessionUserId(user) ?? '');
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
        </ConfirmDialog>
      ) : null}
    </>
  );
}
