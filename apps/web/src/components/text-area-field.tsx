import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled several-line text box, its hint or error tied to it like TextField's. */
export function TextAreaField({ label, error, hint, className, ...input }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={4}
          className={`mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-stone-900 ${
            error ? 'border-red-600' : 'border-stone-500'
          }`}
          {...input}
        />
      )}
    </Field>
  );
}
