import { useId, type ReactNode } from 'react';

/** What a control needs to be labelled and to announce its hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  /** Appended to the label in a quieter weight, e.g. "(optional)". */
  labelSuffix?: string;
  /** Quiet help under the control. */
  hint?: string;
  /** Shown in red under the control; also marks it invalid for assistive tech. */
  error?: string;
  /** An id for the control (else one is made): a form that focuses its first error names them. */
  id?: string;
  /**
   * `compact`: the account and dialog forms' small label, the error in place of the hint.
   * `form`: the long forms' (a listing) larger label, the hint kept above the error.
   */
  tone?: 'compact' | 'form';
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * The one wiring of a field: label, control, hint and error, tied together by ids
 * (`{id}-hint`, `{id}-error`) that the control's aria-describedby names.
 */
export function Field({ label, labelSuffix, hint, error, id, tone = 'compact', className, children }: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  const shownHint = hint && (tone === 'form' || !error) ? hint : undefined;
  const describedBy =
    [shownHint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ') || undefined;
  const compact = tone === 'compact';
  return (
    <div className={compact ? className : `space-y-1.5 ${className ?? ''}`.trim()}>
      <label
        htmlFor={controlId}
        className={compact ? 'block text-sm font-semibold text-stone-800' : 'block font-semibold text-stone-800'}
      >
        {label}
        {labelSuffix ? <span className="ml-1 font-normal text-stone-500">{labelSuffix}</span> : null}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true } : {}) })}
      {shownHint ? (
        <p id={`${controlId}-hint`} className={compact ? 'mt-1.5 text-sm text-stone-600' : 'text-sm text-stone-500'}>
          {shownHint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className={`${compact ? 'mt-1.5 ' : ''}text-sm font-medium text-red-700`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
