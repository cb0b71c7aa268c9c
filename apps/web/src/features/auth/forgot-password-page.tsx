import { type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { SubmitButton, useFields } from '../../components/account-fields';
import { EmailField } from '../../components/text-field';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { AuthCard, FormError } from './auth-card';
import { requestPasswordReset } from './password-reset-api';
import { MethodTabs, useSignInMethod } from './phone-first';
import { PhoneForgot } from './phone-forgot';
import { phoneTexts } from '../../components/phone-texts';

/** "Forgot password?": an address in, the same answer out whether or not it has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const words = useTexts(phoneTexts);
  const [method, setMethod] = useSignInMethod();
  const mutation = useMutation({ mutationFn: requestPasswordReset });
  const errors = mutation.error ? formErrorsOf(mutation.error, t('auth.errors.generic')) : NO_ERRORS;
  const { values, field } = useFields({ email: '' }, errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(values);
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={method === 'phone' ? words.forgotSubtitle : t('auth.forgot.subtitle')}
    >
      <MethodTabs
        method={method}
        onChange={setMethod}
        label={words.choose}
        phone={words.byPhone}
        email={words.byEmail}
      />
      {method === 'phone' ? (
        <PhoneForgot />
      ) : (
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
          <EmailField label={t('forms.email')} {...field('email')} />
          <SubmitButton busy={mutation.isPending} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.busy')} />
          <FormError message={errors.form ?? null} />
          <div role="status">
            {mutation.isSuccess ? (
              <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">{mutation.data}</p>
            ) : null}
          </div>
        </form>
      )}
      <p className="mt-6 text-center">
        <Link to={paths.signIn} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          {t('auth.forgot.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
