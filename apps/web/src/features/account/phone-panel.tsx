import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SMS_NOTICE_KINDS, type SmsNoticeKind } from '@nyumba/domain';
import { PasswordField, SubmitButton } from '../../components/account-fields';
import { PhoneCodeForm, PhoneField } from '../../components/phone-code-form';
import { currentLanguage, useTranslation, useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { formatDayMonthYear } from '../../lib/kenyan-dates';
import { localNumber } from '../../lib/phone-display';
import { codeFormLabels, phoneTexts } from '../../components/phone-texts';
import { useSessionStore, type SessionUser } from '../auth';
import { provePhone, removeAccountPhone, requestPhoneCode, saveSmsNotices } from './account-api';
import { phoneSettingsTexts } from './phone-settings-texts';

type Step =
  | { kind: 'idle' }
  | { kind: 'number'; removing: boolean }
  | { kind: 'code'; phone: string; sentTo: string; resendAt: string };

/**
 * Settings' phone number: add one (a code by SMS proves it), change or remove a proven one
 * (the current password, and the old number is told by SMS), and the SMS notices it gets.
 */
export function PhonePanel({ id, user }: { id: string; user: SessionUser }) {
  const { t } = useTranslation();
  const words = useTexts(phoneSettingsTexts);
  const authWords = useTexts(phoneTexts);
  const proven = Boolean(user.phoneVerifiedAt);
  const [step, setStep] = useState<Step>(proven ? { kind: 'idle' } : { kind: 'number', removing: false });
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const setUser = (updated: SessionUser) => useSessionStore.getState().setUser(updated);
  const ask = useMutation({
    mutationFn: (number: string) => requestPhoneCode(number, password),
    onSuccess: (answer, number) =>
      setStep({ kind: 'code', phone: number, sentTo: answer.sentTo, resendAt: answer.resendAt }),
  });
  const prove = useMutation({
    mutationFn: ({ number, code }: { number: string; code: string }) => provePhone(number, code),
    onSuccess: (updated) => {
      setUser(updated);
      setStep({ kind: 'idle' });
      setPassword('');
    },
  });
  const remove = useMutation({
    mutationFn: () => removeAccountPhone(password),
    onSuccess: (updated) => {
      setUser(updated);
      setStep({ kind: 'number', removing: false });
      setPassword('');
    },
  });
  const askErrors = ask.error ? formErrorsOf(ask.error, t('auth.errors.generic')) : NO_ERRORS;
  const removeErrors = remove.error ? formErrorsOf(remove.error, t('auth.errors.generic')) : NO_ERRORS;

  const submitNumber = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind === 'number' && step.removing) remove.mutate();
    else if (!ask.isPending) ask.mutate(phone.trim());
  };

  return (
    <div id={id} className="space-y-4 border-t border-stone-100 bg-stone-50 px-4 py-4">
      <p className="text-sm text-stone-700">{words.why}</p>
      {step.kind === 'idle' && proven ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => setStep({ kind: 'number', removing: false })}>
            {words.change}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setStep({ kind: 'number', removing: true })}>
            {words.remove}
          </button>
        </div>
      ) : null}
      {step.kind === 'number' ? (
        <form noValidate onSubmit={submitNumber} className="space-y-4">
          {step.removing ? null : (
            <PhoneField
              name="phone"
              label={proven ? words.newNumber : authWords.phone}
              hint={authWords.phoneHint}
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
              error={askErrors.fields.phone}
            />
          )}
          {proven ? (
            <PasswordField
              name="currentPassword"
              label={words.password}
              hint={words.passwordHint}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={(step.removing ? removeErrors : askErrors).fields.currentPassword}
            />
          ) : null}
          <SubmitButton
            busy={ask.isPending || remove.isPending}
            label={step.removing ? words.remove : words.add}
            busyLabel={step.removing ? words.removing : words.adding}
          />
          {proven ? (
            <button type="button" className="btn-secondary w-full" onClick={() => setStep({ kind: 'idle' })}>
              {words.cancel}
            </button>
          ) : null}
          <ErrorLine message={(step.removing ? removeErrors : askErrors).form} />
        </form>
      ) : null}
      {step.kind === 'code' ? (
        <div>
          <PhoneCodeForm
            labels={codeFormLabels(authWords, step.sentTo)}
            resendAt={step.resendAt}
            busy={prove.isPending}
            error={prove.error ? formErrorsOf(prove.error, t('auth.errors.generic')).fields.code : undefined}
            onConfirm={(code) => prove.mutate({ number: step.phone, code })}
            onResend={() => ask.mutate(step.phone)}
            resending={ask.isPending}
          />
          <ErrorLine
            message={prove.error ? formErrorsOf(prove.error, t('auth.errors.generic')).form : askErrors.form}
          />
        </div>
      ) : null}
      {proven ? <SmsNotices user={user} /> : null}
    </div>
  );
}

function ErrorLine({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** Which SMS notices the account gets: a tick for each, saved together. */
function SmsNotices({ user }: { user: SessionUser }) {
  const words = useTexts(phoneSettingsTexts);
  const [kinds, setKinds] = useState<SmsNoticeKind[]>(
    SMS_NOTICE_KINDS.filter((kind) => user.smsNotices?.includes(kind)),
  );
  const save = useMutation({
    mutationFn: saveSmsNotices,
    onSuccess: (updated) => useSessionStore.getState().setUser(updated),
  });
  const toggle = (kind: SmsNoticeKind) =>
    setKinds((current) => (current.includes(kind) ? current.filter((one) => one !== kind) : [...current, kind]));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(kinds);
      }}
      className="space-y-3"
    >
      <fieldset>
        <legend className="font-semibold text-stone-900">{words.notices}</legend>
        <p className="text-sm text-stone-600">{words.noticesHint}</p>
        {SMS_NOTICE_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3 text-stone-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={kinds.includes(kind)}
              onChange={() => toggle(kind)}
            />
            {words.kinds[kind]}
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={save.isPending} label={words.save} busyLabel={words.saving} className="btn-secondary" />
      <div role="status">{save.isSuccess ? <p className="text-sm text-emerald-800">{words.saved}</p> : null}</div>
    </form>
  );
}

/** The row's second line: the number and since when, or that there is none. */
export function phoneRowLine(user: SessionUser): string {
  const words = phoneSettingsTexts(currentLanguage());
  if (!user.phone || !user.phoneVerifiedAt) return words.none;
  return words.verifiedSince(localNumber(user.phone), formatDayMonthYear(new Date(user.phoneVerifiedAt)));
}
