import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERNAME_MAX, type PhoneSignUpBody } from '@nyumba/domain';
import { NewPasswordField, SubmitButton, UsernameField, useFields } from '../../components/account-fields';
import { PhoneCodeForm, PhoneField } from '../../components/phone-code-form';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { phoneSignUp, phoneSignUpVerify } from './phone-auth-api';
import { FormError } from './auth-card';
import { useSessionStore } from './session-store';
import { codeFormLabels, phoneTexts } from '../../components/phone-texts';

/**
 * Sign-up by phone: a name, the number and a password, then the 6-digit code sent to the
 * number, which proves it and signs this browser in. No e-mail is asked for (one may be added
 * in Settings for mail). The answer is the same for a number that already has an account
 * (its owner gets an SMS saying so), so nobody learns who is a member.
 */
export function PhoneSignUp({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const words = useTexts(phoneTexts);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // `attempt` names this browser's sign-up: only its codes open the account it asked for (a
  // stranger signing up the same number gets codes of their own), and "send again" continues it.
  const [sent, setSent] = useState<{
    body: PhoneSignUpBody;
    sentTo: string;
    resendAt: string;
    attempt: string;
  } | null>(null);
  const start = useMutation({
    mutationFn: phoneSignUp,
    onSuccess: (answer, body) =>
      setSent({ body, sentTo: answer.sentTo, resendAt: answer.resendAt, attempt: answer.attempt }),
  });
  const verify = useMutation({
    mutationFn: phoneSignUpVerify,
    onSuccess: (user) => {
      useSessionStore.getState().setUser(user);
      void queryClient.invalidateQueries();
      void navigate(next ?? paths.home, { replace: true });
    },
  });
  const errors = start.error ? formErrorsOf(start.error, t('auth.errors.generic')) : NO_ERRORS;
  const { values, field } = useFields({ username: '', phone: '', password: '' }, errors);

  if (sent) {
    const codeErrors = verify.error ? formErrorsOf(verify.error, t('auth.errors.generic')) : NO_ERRORS;
    return (
      <>
        <PhoneCodeForm
          labels={codeFormLabels(words, sent.sentTo)}
          resendAt={sent.resendAt}
          busy={verify.isPending}
          error={codeErrors.fields.code}
          onConfirm={(code) => verify.mutate({ phone: sent.body.phone, code, attempt: sent.attempt })}
          onResend={() => start.mutate({ ...sent.body, attempt: sent.attempt })}
          resending={start.isPending}
        />
        <FormError message={codeErrors.form ?? (start.error ? errors.form : null)} />
        <button
          type="button"
          className="mt-2 inline-flex min-h-11 w-full items-center justify-center text-stone-700 underline"
          onClick={() => {
            setSent(null);
            verify.reset();
            start.reset();
          }}
        >
          {words.change}
        </button>
      </>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending) return;
    start.mutate({ username: values.username.trim(), phone: values.phone.trim(), password: values.password });
  }

  return (
    <form onSubmit={submit} className="mt-5 space-y-4">
      <UsernameField label={t('forms.username')} required maxLength={USERNAME_MAX} {...field('username')} />
      <PhoneField name="phone" label={words.phone} hint={words.phoneHint} required {...field('phone')} />
      <NewPasswordField required {...field('password')} />
      <SubmitButton busy={start.isPending} label={t('auth.signUp.submit')} busyLabel={t('auth.signUp.busy')} />
      <FormError message={errors.form} />
    </form>
  );
}
