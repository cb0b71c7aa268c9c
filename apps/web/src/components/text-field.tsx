import { useId, useState, type InputHTMLAttributes } from 'react';
import { FieldMessage } from './field-message';
import { useTranslation } from '../i18n/use-translation';
import { Eye, EyeOff } from 'lucide-react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** Shown in red under the field; also marks the field invalid for assistive tech. */
  error?: string;
  /** Quiet help under the field while there is no error. */
  hint?: string;
  /** Password fields get a show/hide button: typing a password on a phone is error-prone. */
  revealable?: boolean;
}

/** A labelled input with its hint or error tied to it through aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  revealable = false,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // 16 px text: phones zoom into anything smaller on focus.
          className={`block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-stone-900 placeholder:text-stone-500 ${
            revealable ? 'pr-14' : ''
          } ${error ? 'border-red-600' : 'border-stone-500'}`}
          {...input}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-pressed={revealed}
            aria-label={t('forms.showPassword')}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-stone-600 hover:text-stone-900"
          >
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        ) : null}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** An e-mail field as phones want it: e-mail keyboard, no capitalisation or spell-check. */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'type'>) {
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
