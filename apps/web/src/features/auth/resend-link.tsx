import { useMutation } from '@tanstack/react-query';
import { buttonStyles } from '../../components/button-styles';
import { useTranslation } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { resendVerification } from './auth-api';

/** "Send the link again" for an address waiting to be confirmed; says what the server answered. */
export function ResendLink({ email }: { email: string }) {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: () => resendVerification(email) });
  return (
    <div className="mt-3">
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {mutation.isPending ? t('auth.verify.sending') : t('auth.verify.resend')}
      </button>
      <div role="status" aria-live="polite" className="empty:hidden">
        {mutation.isSuccess ? <p className="mt-2 text-sm text-emerald-900">{mutation.data}</p> : null}
      </div>
      {mutation.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {formErrorsOf(mutation.error, t('auth.errors.generic')).form ?? t('auth.errors.generic')}
        </p>
      ) : null}
    </div>
  );
}
