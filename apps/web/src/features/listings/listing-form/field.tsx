import type { ReactNode } from 'react';
import { Field as SharedField, type ControlProps } from '../../../components/field';

export type { ControlProps };

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Appended to the label, e.g. '(optional)'. */
  labelSuffix?: string;
  children: (control: ControlProps) => ReactNode;
}

// A stone-500 edge and placeholder: a field must stand out from the page at 3:1 and
// its placeholder read at 4.5:1 (WCAG 1.4.11, 1.4.3), as in the shared TextField.
export const inputClass =
  'block min-h-11 w-full rounded-xl border border-stone-500 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600';

/** The listing form's field: the shared wiring (components/field) in the long-form tone. */
export function Field({ id, label, hint, error, labelSuffix, children }: FieldProps) {
  return (
    <SharedField id={id} label={label} hint={hint} error={error} labelSuffix={labelSuffix} tone="form">
      {children}
    </SharedField>
  );
}
