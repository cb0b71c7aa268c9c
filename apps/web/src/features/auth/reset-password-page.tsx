import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { PasswordField, SubmitButton, useFields } from '../../components/account-fields';
import { notify } from '../../components/app-toast';
import { useTranslation } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { AuthCard, FormError } from './auth-card';
import { resetPassword, takeLinkToken } from './password-reset-api';
import { useSessionStore } from './session-store';

/** /reset-password#token=…, from the e-mailed link: a new password, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [token] = useState(takeLinkToken);
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: (message) => {
      // Every session of the account has ended, this browser's included.
      useSessionStore.getState().signOutLocally();
      notify(message);
      void navigate(paths.signIn, { replace: true });
    },
  });
  const errors = mutation.error ? formErrorsOf(mutation.error, t('auth.errors.generic')) : NO_ERRORS;
  const { values, field } = useFields({ password: '' }, errors);
  // A bad link is the token's fault, not the password's: said at the top, with the way out.
  const linkProblem = !token ? t('auth.reset.noToken') : (errors.fields.token ?? null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || !token) return;
    mutation.mutate({ token, password: values.password });
  }

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {linkProblem ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
          <p>{linkProblem}</p>
          <Link to={paths.forgotPassword} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
            {t('auth.reset.askAgain')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <PasswordField isNew label={t('auth.reset.newPassword')} {...field('password')} />
          <SubmitButton busy={mutation.isPending} label={t('auth.reset.submit')} busyLabel={t('auth.reset.busy')} />
          <FormError message={errors.form ?? null} />
        </form>
      )}
    </AuthCard>
  );
}
