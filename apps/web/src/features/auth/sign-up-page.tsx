import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { PASSWORD_MIN, USERNAME_MAX } from '@nyumba/domain';
import { EmailField, TextField } from '../../components/text-field';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { signUp } from './auth-api';
import { AuthCard, FormError, OrDivider } from './auth-card';
import { GoogleButton } from './google-button';
import { safeNextPath, signInPath } from './next-path';
import { useSessionStore } from './session-store';

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = safeNextPath(params.get('next'));
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: (user) => {
      useSessionStore.getState().setUser(user);
      void queryClient.invalidateQueries();
      void navigate(next ?? paths.home, { replace: true });
    },
  });

  // Sign-up falls back to 'Something went wrong' (docs/product.md, Sign in and sign up).
  const errors = mutation.error ? formErrorsOf(mutation.error, t('auth.errors.generic')) : NO_ERRORS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate({ username: username.trim(), email: email.trim(), password });
  }

  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      {/* Required fields and the e-mail type are checked by the browser (docs/product.md, Sign in and sign up). */}
      <form onSubmit={submit} className="mt-6 space-y-4">
        <TextField
          label={t('forms.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={USERNAME_MAX}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.fields.username}
        />
        <EmailField
          label={t('forms.email')}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.fields.email}
        />
        <TextField
          label={t('forms.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          revealable
          hint={t('forms.passwordHint', { min: PASSWORD_MIN })}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fields.password}
        />
        <button
          type="submit"
          className="btn-primary w-full"
          aria-busy={mutation.isPending}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
          {mutation.isPending ? t('auth.signUp.busy') : t('auth.signUp.submit')}
        </button>
        <FormError message={errors.form} />
      </form>
      <OrDivider label={t('auth.orContinueWith')} />
      <GoogleButton next={next} />
      <p className="mt-6 text-center">
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
