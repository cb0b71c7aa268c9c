import { useState } from 'react';
import { PHONE_RESEND_SECONDS, type Tenancy } from '@nyumba/domain';
import { PhoneCodeForm } from '../../components/phone-code-form';
import { FormError } from '../../components/form-dialog';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { agreementTexts } from './agreement-texts';
import { useSignCode, useSignTenancy } from './tenancies-api';
import { tenancyTexts } from './tenancy-texts';
import { primaryButton } from './styles';

/**
 * "Sign with a code by SMS": a code goes to the caller's proven number, and the code entered
 * signs the agreement's exact text. The code form is the one that proves a number
 * (components/phone-code-form); a new code may be asked once the phone rules allow one.
 */
export function SignAgreement({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(agreementTexts);
  const general = useTexts(tenancyTexts);
  const askCode = useSignCode(tenancy.id);
  const sign = useSignTenancy(tenancy.id);
  // The answer names no resend time; the phone rules' minute is the one the server keeps.
  const [resendAt, setResendAt] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);

  async function sendCode() {
    if (askCode.isPending) return;
    try {
      const answer = await askCode.mutateAsync(undefined);
      setResendAt(new Date(Date.now() + PHONE_RESEND_SECONDS * 1000).toISOString());
      setSaid(answer.message ?? null);
    } catch {
      // Said below the form (askCode.error).
    }
  }
  const askErrors = askCode.error ? formErrorsOf(askCode.error, general.failed) : null;
  const signErrors = sign.error ? formErrorsOf(sign.error, general.failed) : null;

  return (
    <div className="space-y-3" data-testid="sign-agreement">
      <p className="text-sm text-stone-700">{words.signIntro}</p>
      {said ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          {said}
        </p>
      ) : null}
      {resendAt ? (
        <PhoneCodeForm
          labels={{
            code: words.code,
            confirm: words.confirm,
            confirming: words.confirming,
            resend: words.resend,
            resendIn: words.resendIn,
          }}
          resendAt={resendAt}
          busy={sign.isPending}
          error={signErrors?.fields.code}
          onConfirm={(code) => void sign.mutateAsync(code).catch(() => undefined)}
          onResend={() => void sendCode()}
          resending={askCode.isPending}
        />
      ) : (
        <button
          type="button"
          className={primaryButton}
          aria-disabled={askCode.isPending}
          onClick={() => void sendCode()}
        >
          {askCode.isPending ? words.sendingCode : words.sign}
        </button>
      )}
      <FormError message={signErrors?.form ?? askErrors?.form} />
    </div>
  );
}
