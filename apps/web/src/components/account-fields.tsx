import { useState, type ChangeEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { PASSWORD_MIN } from '@nyumba/domain';
import { useTranslation } from '../i18n/use-translation';
import type { FormErrors } from '../lib/form-errors';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The state of a small form's text fields (sign-in, sign-up, profile): each field's value,
 * change handler and server error in one spread, `<EmailField {...field('email')} />`.
 */
export function useFields<T extends Record<string, string>>(initial: T, errors: FormErrors) {
  const [values, setValues] = useState(initial);
  const field = <K extends keyof T & string>(name: K) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors.fields[name],
  });
  return { values, setValues, field };
}

type FieldProps = Omit<TextFieldProps, 'name' | 'type' | 'autoComplete'>;

/** A username as phones want it: no capitalisation or spell-check. */
export function UsernameField(props: FieldProps) {
  return <TextField name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A password with a show/hide button; `isNew` tells password managers to suggest one. */
export function PasswordField({
  isNew = false,
  name = 'password',
  ...props
}: FieldProps & { isNew?: boolean; name?: string }) {
  return (
    <TextField
      name={name}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      revealable
      {...props}
    />
  );
}

/** A new password, with the minimum length it must have and the hint that says so. */
export function NewPasswordField({
  label,
  ...props
}: Omit<FieldProps, 'label' | 'hint' | 'minLength'> & { label?: string; name?: string }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      isNew
      label={label ?? t('forms.password')}
      minLength={PASSWORD_MIN}
      hint={t('forms.passwordHint', { min: PASSWORD_MIN })}
      {...props}
    />
  );
}

/** A form's submit button: a spinner and the busy label while the request is out. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'btn-primary w-full',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} aria-busy={busy} disabled={busy}>
      {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
