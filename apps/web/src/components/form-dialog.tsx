import { useId, type ReactNode } from 'react';
import { SubmitButton } from './account-fields';
import { buttonStyles } from './button-styles';
import { Dialog } from './dialog';

/**
 * A short form over the page (report, alert): a sheet from the bottom on phones, a centred
 * card from 640 px, titled, closed by Escape, Back or its Cancel.
 */
export function FormDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-4 sm:items-center"
    >
      <div className="max-h-[90vh] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {children}
      </div>
    </Dialog>
  );
}

interface ChoiceFieldProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T) => void;
  label: (option: T) => string;
  error?: string | undefined;
}

/** One choice from a few, as radio buttons a thumb can hit (44 px rows), with its field message. */
export function ChoiceField<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
  error,
}: ChoiceFieldProps<T>) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="mt-1 grid gap-1">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-5 accent-emerald-800"
            />
            <span className="text-stone-900">{label(option)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface FormActionsProps {
  error: string | null | undefined;
  cancelLabel: string;
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** A form's own error, not a field's: announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** The form's own error (not a field's), then Cancel and the submit button. */
export function FormActions({ error, cancelLabel, onCancel, busy, label, busyLabel }: FormActionsProps) {
  return (
    <>
      <FormError message={error} />
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {cancelLabel}
        </button>
        <SubmitButton busy={busy} label={label} busyLabel={busyLabel} className="btn-primary" />
      </div>
    </>
  );
}
