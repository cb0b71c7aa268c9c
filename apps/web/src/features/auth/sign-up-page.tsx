import type { FormEvent } from 'react';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { USERNAME_MAX } from '@nyumba/domain';
import { NewPasswordField, SubmitButton, UsernameField, useFields } from '../../components/account-fields';
import { EmailField } from '../../components/text-field';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { signUp } from './auth-api';
import { AuthCard, FormError, OrDivider } from './auth-card';
import { GoogleButton } from './google-button';
import { safeNextPath, signInPath } from './next-path';
import { rememberAfterConfirm } from './after-confirm';
import { ResendLink } from './resend-link';
import { MethodTabs, useSignInMethod } from './phone-first';
import { PhoneSignUp } from './phone-sign-up';
import { phoneTexts } from '../../components/phone-texts';
import { TermsLine } from './terms-line';

export function SignUpPage() {
  const { t } = useTranslation();
  const words = useTexts(phoneTexts);
  const [method, setMethod] = useSignInMethod();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  // Nobody is signed in by sign-up: the answer is the same whether or not the address has
  // an account, and the mailed link (or the password, on the sign-in screen) signs in.
  // The link they will follow brings them back to where they were going (after-confirm.ts).
  const mutation = useMutation({ mutationFn: signUp, onSuccess: () => rememberAfterConfirm(next) });

  // Sign-up falls back to 'Something went wrong' (docs/product.md, Sign in and sign up).
  const errors = mutation.error ? formErrorsOf(mutation.error, t('auth.errors.generic')) : NO_ERRORS;
  const { values, field } = useFields({ username: '', email: '', password: '' }, errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate({ username: values.username.trim(), email: values.email.trim(), password: values.password });
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title={t('auth.signUp.checkTitle')} subtitle={mutation.data}>
        <div role="status" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
          <p>{t('auth.signUp.checkBody', { email: mutation.variables.email })}</p>
          <ResendLink email={mutation.variables.email} />
        </div>
        <p className="mt-6 text-center">
          <Link
            to={signInPath(next)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            {t('auth.signUp.checkSignIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <MethodTabs
        method={method}
        onChange={setMethod}
        label={words.chooseUp}
        phone={words.byPhone}
        email={words.byEmail}
      />
      {/* Required fields and the e-mail type are checked by the browser (docs/product.md, Sign in and sign up). */}
      {method === 'phone' ? (
        <PhoneSignUp next={next} />
      ) : (
        <form onSubmit={submit} className="mt-5 space-y-4">
          <UsernameField label={t('forms.username')} required maxLength={USERNAME_MAX} {...field('username')} />
          <EmailField label={t('forms.email')} required {...field('email')} />
          <NewPasswordField required {...field('password')} />
          <SubmitButton busy={mutation.isPending} label={t('auth.signUp.submit')} busyLabel={t('auth.signUp.busy')} />
          <FormError message={errors.form} />
        </form>
      )}
      <OrDivider label={t('auth.orContinueWith')} />
      <GoogleButton next={next} />
      <TermsLine />
      <p className="mt-4 text-center">
        <Link
          to={signInPath(next)}
          className="inline-flex min-h-11 flex-wrap items-center justify-center gap-x-1 rounded-lg text-stone-700 hover:text-brand-800"
        >
          {t('auth.signUp.haveAccount')}{' '}
          <span className="font-semibold text-brand-800 underline">{t('auth.signUp.signInLink')}</span>
        </Link>
      </p>
    </AuthCard>
  );
}
