import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/app-toast';
import { EmailField } from '../../components/text-field';
import { useTranslation } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { paths } from '../../paths';
import { verifyEmail } from './auth-api';
import { AuthCard } from './auth-card';
import { takeLinkToken } from './password-reset-api';
import { ResendLink } from './resend-link';
import { useSessionStore } from './session-store';
import { takeAfterConfirm } from './after-confirm';
import { useSignOut } from './use-sign-out';
import { buttonStyles } from '../../components/button-styles';

/**
 * /verify-email#token=…, from a sign-up's (or a new address's) mail: the link is followed
 * once, on arrival; the account is confirmed and this browser signed in. A bad link says
 * so and offers a new one.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token] = useState(takeLinkToken);
  const [email, setEmail] = useState('');
  const [otherAccount, setOtherAccount] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: verifyEmail,
    onSuccess: (outcome) => {
      if ('otherAccount' in outcome) {
        setOtherAccount(outcome.otherAccount);
        return;
      }
      useSessionStore.getState().setUser(outcome.user);
      void queryClient.invalidateQueries();
      notify(t('auth.verify.confirmed'));
      // Back to what they were doing when confirming stood in the way (after-confirm.ts).
      void navigate(takeAfterConfirm() ?? paths.home, { replace: true });
    },
  });
  // Once per page: React may run an effect twice in development, and a link works once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutation.mutate(token);
  }, [mutation, token]);

  const problem = !token
    ? t('auth.verify.noToken')
    : mutation.isError
      ? (formErrorsOf(mutation.error, t('auth.errors.generic')).fields.token ??
        formErrorsOf(mutation.error, t('auth.errors.generic')).form)
      : null;

  if (otherAccount) return <OtherAccount message={otherAccount} />;

  return (
    <AuthCard title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')}>
      {problem ? (
        <div className="mt-6">
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
            {problem}
          </p>
          <div className="mt-4 space-y-2">
            <EmailField
              label={t('auth.verify.emailForLink')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {email.trim() ? <ResendLink email={email.trim()} /> : null}
          </div>
          <p className="mt-6 text-center">
            <Link
              to={paths.signIn}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {t('auth.forgot.back')}
            </Link>
          </p>
        </div>
      ) : (
        <p role="status" className="mt-6 text-stone-700">
          {t('auth.verify.checking')}
        </p>
      )}
    </AuthCard>
  );
}

/**
 * The link confirmed an address of another account than the one signed in here: say so, and
 * let the person choose. Staying is the default; switching means signing out and signing in
 * to the other account with its own password, never a silent swap.
 */
function OtherAccount({ message }: { message: string }) {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.currentUser);
  const { signOut, pending } = useSignOut();
  return (
    <AuthCard title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')}>
      <p role="status" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
        {message}
      </p>
      {me ? <p className="mt-3 text-stone-700">{t('auth.verify.signedInAs', { name: me.username })}</p> : null}
      <div className="mt-6 flex flex-col gap-3">
        <Link to={paths.home} replace className="btn-primary">
          {t('auth.verify.stay', { name: me?.username ?? '' })}
        </Link>
        <button type="button" className={buttonStyles.secondary} onClick={signOut} disabled={pending}>
          {t('auth.verify.switch')}
        </button>
      </div>
    </AuthCard>
  );
}
