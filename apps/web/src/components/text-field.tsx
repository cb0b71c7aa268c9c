import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Field } from './field';
import { useTranslation } from '../i18n/use-translation';
import { Eye, EyeOff } from 'lucide-react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
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
  const [revealed, setRevealed] = useState(false);

  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative mt-1.5">
          <input
            {...control}
            type={revealable && revealed ? 'text' : type}
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
      )}
    </Field>
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
