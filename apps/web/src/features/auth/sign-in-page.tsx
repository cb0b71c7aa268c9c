import { useEffect, type FormEvent } from 'react';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PasswordField, SubmitButton, useFields } from '../../components/account-fields';
import { EmailField } from '../../components/text-field';
import { PhoneField } from '../../components/phone-code-form';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { signIn } from './auth-api';
import { AuthCard, FormError, OrDivider } from './auth-card';
import { GoogleButton } from './google-button';
import { useGoogleError } from './google-errors';
import { safeNextPath, signUpPath } from './next-path';
import { useSessionStore } from './session-store';
import { MethodTabs, useSignInMethod } from './phone-first';
import { phoneTexts } from '../../components/phone-texts';

export function SignInPage() {
  const { t } = useTranslation();
  const words = useTexts(phoneTexts);
  const [method, setMethod] = useSignInMethod();
  const navigate = useNavigate();
  // Why the user was sent here, e.g. 'Authentication failed. Please login again.'
  const notice = useSessionStore((state) => state.notice);
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = safeNextPath(params.get('next'));
  const googleError = useGoogleError(params.get('error'));
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      useSessionStore.getState().setUser(user);
      void queryClient.invalidateQueries();
      void navigate(next ?? paths.home, { replace: true });
    },
  });

  useEffect(() => {
    if (googleError) console.warn('Google sign-in failed:', googleError);
  }, [googleError]);

  const errors = mutation.error ? formErrorsOf(mutation.error, t('auth.errors.generic')) : NO_ERRORS;
  const { values, field } = useFields({ email: '', phone: '', password: '' }, errors);
  const message = errors.form ?? (mutation.isIdle ? (notice ?? googleError) : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const { email, phone, password } = values;
    mutation.mutate(method === 'phone' ? { phone, password } : { email, password });
  }

  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      {/* Sign-in has no client-side checks; the server answers (docs/product.md, Sign in and sign up). */}
      <MethodTabs
        method={method}
        onChange={(next) => {
          setMethod(next);
          mutation.reset();
        }}
        label={words.choose}
        phone={words.byPhone}
        email={words.byEmail}
      />
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        {method === 'phone' ? (
          <PhoneField name="phone" label={words.phone} {...field('phone')} />
        ) : (
          <EmailField label={t('forms.email')} {...field('email')} />
        )}
        <PasswordField label={t('forms.password')} {...field('password')} />
        <p className="-mt-2 text-right">
          <Link
            to={paths.forgotPassword}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
          >
            {t('auth.signIn.forgot')}
          </Link>
        </p>
        <SubmitButton busy={mutation.isPending} label={t('auth.signIn.submit')} busyLabel={t('auth.signIn.busy')} />
        <FormError message={message} />
      </form>
      <OrDivider label={t('auth.orContinueWith')} />
      <GoogleButton next={next} />
      <p className="mt-6 text-center">
        <Link
          to={signUpPath(next)}
          className="inline-flex min-h-11 flex-wrap items-center justify-center gap-x-1 rounded-lg text-stone-700 hover:text-brand-800"
        >
          {t('auth.signIn.noAccount')}{' '}
          <span className="font-semibold text-brand-800 underline">{t('auth.signIn.signUpLink')}</span>
        </Link>
      </p>
    </AuthCard>
  );
}
