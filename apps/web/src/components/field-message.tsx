/**
 * The line under a field: its error (red) when it has one, else its hint. The ids are the
 * ones the field's aria-describedby names (`{id}-error`, `{id}-hint`).
 */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
      {hint}
    </p>
  ) : null;
}
