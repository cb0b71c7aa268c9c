import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldMessage } from './field-message';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled several-line text box, its hint or error tied to it like TextField's. */
export function TextAreaField({ label, error, hint, className, ...input }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-stone-900 ${
          error ? 'border-red-600' : 'border-stone-500'
        }`}
        {...input}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
