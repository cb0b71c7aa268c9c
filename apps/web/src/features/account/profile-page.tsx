import './account-texts';
import { useEffect, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { LISTER_ROLES, PASSWORD_MIN, type ListerRole } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { PasswordField, SubmitButton, UsernameField, useFields } from '../../components/account-fields';
import { EmailField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import {
  selectCurrentUser,
  sessionUserId,
  UnconfirmedNotice,
  useSessionStore,
  useSignOut,
  type SessionUser,
} from '../auth';
import { updateProfile, type ProfileChanges } from './account-api';
import { DeleteAccount } from './delete-account';
import { ListerProfileFields } from './lister-profile-fields';
import { listerAccountKey, useListerAccount, type ListerAccount } from './standing-api';
import { localNumber } from '../../lib/phone-display';
import { UserAvatar } from '../../components/user-avatar';
import { Screen, ScreenTitle } from '../../components/screen';

/**
 * The proof a changed e-mail or password (or a deletion) needs: the current password, or
 * for an account with only Google, a note that a recent Google sign-in stands in for it.
 */
function CurrentPassword({ user, ...props }: { user: SessionUser } & ComponentProps<typeof PasswordField>) {
  const { t } = useTranslation();
  if (user.googleOnly) {
    return props.error ? (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
        {props.error}
      </p>
    ) : (
      <p className="text-sm text-stone-600">{t('account.profile.googleProof')}</p>
    );
  }
  return <PasswordField {...props} />;
}

const isListerRole = (value: string): value is ListerRole => LISTER_ROLES.includes(value as ListerRole);

/**
 * The lister fields as the account has them. One who entered an EARB number before the
 * choice existed is shown as an agent, which their next save then says.
 */
function listerValues(facts: ListerAccount, user: SessionUser) {
  return {
    listerRole: facts.listerRole ?? (user.earbNumber ? 'agent' : ''),
    earbYear: facts.earbYear === null ? '' : String(facts.earbYear),
    landlordPhone: facts.landlordPhone ? localNumber(facts.landlordPhone) : '',
  };
}

function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = sessionUserId(user)!;
  const [emailSent, setEmailSent] = useState(false);
  const queryClient = useQueryClient();
  const lister = useListerAccount();
  // The lister facts arrive after the form draws: filled in once, never over what is being typed.
  const [listerShown, setListerShown] = useState(false);
  const update = useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(id, changes),
    onSuccess: ({ user: updated, lister: facts }, changes) => {
      // A successful update replaces the stored user (docs/product.md, Profile). A new
      // e-mail is not in it yet: it holds once the link sent to it is followed.
      useSessionStore.getState().setUser(updated);
      if (facts) queryClient.setQueryData(listerAccountKey, facts);
      setEmailSent(changes.email.toLowerCase() !== updated.email.toLowerCase() && changes.email !== '');
      setValues((current) => ({
        ...current,
        ...(facts ? listerValues(facts, updated) : {}),
        email: updated.email,
        password: '',
        currentPassword: '',
      }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        useSessionStore.getState().signOutLocally(t('account.profile.authFailed'));
        void navigate(paths.signIn, { replace: true });
      }
    },
  });

  const errors = update.error ? formErrorsOf(update.error, t('account.profile.updateFailed')) : NO_ERRORS;
  const { values, setValues, field } = useFields(
    {
      email: user.email,
      username: user.username,
      password: '',
      currentPassword: '',
      businessName: user.businessName ?? '',
      about: user.about ?? '',
      earbNumber: user.earbNumber ?? '',
      listerRole: '',
      earbYear: '',
      landlordPhone: '',
    },
    errors,
  );
  useEffect(() => {
    if (!lister.data || listerShown) return;
    setListerShown(true);
    setValues((current) => ({ ...current, ...listerValues(lister.data, user) }));
  }, [lister.data, listerShown, setValues, user]);
  // Asked only when it is needed, so a name change stays one field.
  const needsProof = values.password !== '' || values.email.trim().toLowerCase() !== user.email.toLowerCase();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const username = values.username.trim();
    update.mutate({
      email: values.email.trim(),
      // Sent only when changed (blank keeps it): a name from before today's rules stays as it is.
      username: username === user.username ? '' : username,
      password: values.password,
      currentPassword: needsProof ? values.currentPassword : '',
      businessName: values.businessName.trim(),
      about: values.about.trim(),
      earbNumber: values.earbNumber.trim(),
      ...(isListerRole(values.listerRole) ? { listerRole: values.listerRole } : {}),
      // Sent once the account's own are on screen (or typed), so a save never clears them unseen.
      ...(listerShown || values.earbYear.trim() ? { earbYear: values.earbYear.trim() } : {}),
      ...(listerShown || values.landlordPhone.trim() ? { landlordPhone: values.landlordPhone.trim() } : {}),
    });
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4" noValidate>
      <EmailField label={t('forms.email')} {...field('email')} />
      <UsernameField label={t('forms.username')} {...field('username')} />
      <PasswordField
        label={t('forms.newPassword')}
        isNew
        hint={t('account.profile.passwordHint', { min: PASSWORD_MIN })}
        {...field('password')}
      />
      {needsProof || errors.fields.currentPassword ? (
        <CurrentPassword
          user={user}
          name="currentPassword"
          label={t('account.profile.currentPassword')}
          hint={t('account.profile.currentPasswordHint')}
          {...field('currentPassword')}
        />
      ) : null}
      <ListerProfileFields user={user} lister={lister.data} field={field} />
      <SubmitButton
        busy={update.isPending}
        label={t('account.profile.update')}
        busyLabel={t('account.profile.updating')}
        className="btn-primary w-full sm:w-auto"
      />
      <div aria-live="polite" className="empty:hidden">
        {update.isSuccess ? (
          <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
            {emailSent ? t('account.profile.emailChangeSent') : t('account.profile.updated')}
          </p>
        ) : null}
      </div>
      <div aria-live="assertive" className="empty:hidden">
        {errors.form ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
            {errors.form}
          </p>
        ) : null}
      </div>
    </form>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  // The route guard only renders this screen for a signed-in user.
  const user = useSessionStore(selectCurrentUser);
  const { signOut, pending: signingOut } = useSignOut();
  if (!user) return null;

  return (
    <Screen title={t('account.profile.title')} className="page-container max-w-xl">
      <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <ScreenTitle>{t('account.profile.title')}</ScreenTitle>
        <div className="mt-4 flex flex-col items-center text-center">
          <UserAvatar
            src={user.avatar || user.photoURL}
            name={user.username}
            className="size-[6em]"
            initialClassName="text-4xl"
          />
          <p className="mt-3 text-lg font-semibold [overflow-wrap:anywhere] text-stone-900">{user.username}</p>
          <p className="text-sm [overflow-wrap:anywhere] text-stone-600">{user.email}</p>
          <p className="mt-1 text-xs text-stone-600">
            {t('account.profile.userId')}{' '}
            <span className="font-mono [overflow-wrap:anywhere]">{sessionUserId(user)}</span>
          </p>
        </div>
        <div className="mt-4">
          <UnconfirmedNotice />
        </div>
        {/* Keyed by id: another account signing in on this device starts from its own values. */}
        <ProfileForm key={sessionUserId(user)} user={user} />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-between">
        <button type="button" className={buttonStyles.secondary} onClick={signOut} disabled={signingOut}>
          <LogOut aria-hidden="true" className="size-5" />
          {t('account.profile.signOut')}
        </button>
        <DeleteAccount user={user} />
      </div>
    </Screen>
  );
}
