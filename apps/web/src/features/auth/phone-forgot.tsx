import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { NewPasswordField, SubmitButton, useFields } from '../../components/account-fields';
import { PhoneCodeForm, PhoneField } from '../../components/phone-code-form';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { phoneForgot, phoneReset } from './phone-auth-api';
import { FormError } from './auth-card';
import { codeFormLabels, phoneTexts } from '../../components/phone-texts';

/**
 * "Forgot password?" for an account that signs in with its number: the number, then the code
 * sent to it and a new password. Setting it ends every session and pending change, as the
 * e-mailed link does. The same answer for any number, so nobody learns who is a member.
 */
export function PhoneForgot() {
  const { t } = useTranslation();
  const words = useTexts(phoneTexts);
  const [sent, setSent] = useState<{ phone: string; sentTo: string; resendAt: string } | null>(null);
  const [password, setPassword] = useState('');
  const ask = useMutation({
    mutationFn: phoneForgot,
    onSuccess: (answer, phone) => setSent({ phone, sentTo: answer.sentTo, resendAt: answer.resendAt }),
  });
  const reset = useMutation({ mutationFn: phoneReset });
  const errors = ask.error ? formErrorsOf(ask.error, t('auth.errors.generic')) : NO_ERRORS;
  const { values, field } = useFields({ phone: '' }, errors);

  if (reset.isSuccess) {
    return (
      <p role="status" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
        {words.saved}
      </p>
    );
  }

  if (sent) {
    const resetErrors = reset.error ? formErrorsOf(reset.error, t('auth.errors.generic')) : NO_ERRORS;
    return (
      <>
        <PhoneCodeForm
          labels={{ ...codeFormLabels(words, sent.sentTo), confirm: words.save, confirming: words.saving }}
          resendAt={sent.resendAt}
          busy={reset.isPending}
          error={resetErrors.fields.code}
          onConfirm={(code) => reset.mutate({ phone: sent.phone, code, password })}
          onResend={() => ask.mutate(sent.phone)}
          resending={ask.isPending}
        >
          <NewPasswordField
            name="password"
            label={words.newPassword}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={resetErrors.fields.password}
          />
        </PhoneCodeForm>
        <FormError message={resetErrors.form} />
      </>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ask.isPending) ask.mutate(values.phone.trim());
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <PhoneField name="phone" label={words.phone} {...field('phone')} />
      <SubmitButton busy={ask.isPending} label={words.sendCode} busyLabel={words.sending} />
      <FormError message={errors.form} />
    </form>
  );
}
