import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import { SubmitButton } from './account-fields';

/** A Kenyan mobile number as phones want it typed: the phone keypad, the number autofilled. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

export interface PhoneCodeLabels {
  /** A heading and a line above the field (none where the frame around says it). */
  title?: string;
  body?: string;
  code: string;
  confirm: string;
  confirming: string;
  resend: string;
  resendIn: (seconds: number) => string;
}

/**
 * The code from an SMS: its own field (the phone's keypad, and the code offered from the SMS
 * itself: autocomplete one-time-code), Confirm, and "Send a new code" once the server says
 * another may go (`resendAt`), counting down until then.
 */
export function PhoneCodeForm({
  labels,
  resendAt,
  busy,
  error,
  onConfirm,
  onResend,
  resending = false,
  focus = true,
  children,
}: {
  labels: PhoneCodeLabels;
  resendAt: string;
  busy: boolean;
  error?: string | undefined;
  onConfirm: (code: string) => void;
  onResend?: () => void;
  resending?: boolean;
  /** Whether the field takes the focus when the form appears (not when it shows on a list's load). */
  focus?: boolean;
  /** Fields asked for with the code (a new password, on "Forgot password?"). */
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  // The form replaces the one that asked for the code: focus moves to its field, and the phone
  // opens its number keypad (and offers the code from the SMS) without a tap.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) field.current?.focus();
  }, [focus]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const wait = Math.max(0, Math.ceil((Date.parse(resendAt) - now) / 1000));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm(code);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      {labels.title ? <h2 className="text-lg font-semibold text-stone-900">{labels.title}</h2> : null}
      {labels.body ? <p className="text-stone-700">{labels.body}</p> : null}
      <TextField
        ref={field}
        name="code"
        label={labels.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={8}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      {children}
      <SubmitButton busy={busy} label={labels.confirm} busyLabel={labels.confirming} />
      {onResend ? (
        <button
          type="button"
          className="inline-flex min-h-11 w-full items-center justify-center font-semibold text-brand-800 underline disabled:text-stone-500 disabled:no-underline"
          disabled={wait > 0 || resending}
          onClick={onResend}
        >
          {wait > 0 ? labels.resendIn(wait) : labels.resend}
        </button>
      ) : null}
    </form>
  );
}
