import type { ReactNode } from 'react';

/** Props a control needs to be labelled and to announce its hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

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

/** Label, control, hint and error, wired together with ids. */
export function Field({ id, label, hint, error, labelSuffix, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-stone-800">
        {label}
        {labelSuffix ? <span className="ml-1 font-normal text-stone-500">{labelSuffix}</span> : null}
      </label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true } : {}) })}
      {hint ? (
        <p id={hintId} className="text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
