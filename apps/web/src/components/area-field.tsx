import { useId, useMemo } from 'react';
import { suggestNeighbourhoods } from '@nyumba/domain';
import { TextField } from './text-field';

/** A neighbourhood typed with the known ones offered as the person types (Kilimani, Westlands…). */
export function AreaField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const listId = useId();
  const areas = useMemo(() => suggestNeighbourhoods(value, 8), [value]);
  return (
    <>
      <TextField
        label={label}
        name="areaName"
        {...(hint ? { hint } : {})}
        error={error}
        value={value}
        list={listId}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {areas.map((place) => (
          <option key={place.name} value={place.name}>
            {place.town}
          </option>
        ))}
      </datalist>
    </>
  );
}
