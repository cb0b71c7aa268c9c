import { Star } from 'lucide-react';

/** Five stars, the first `value` filled; the words are for screen readers. */
export function Stars({ value, label, size = 'size-4' }: { value: number; label: string; size?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${size} ${n <= Math.round(value) ? 'fill-amber-400 text-amber-500' : 'text-stone-300'}`}
        />
      ))}
    </span>
  );
}

/**
 * One line of stars to give (1–5) as a radio group: arrow keys move between stars, and each
 * star is a 44 px target on a phone.
 */
export function StarInput({
  name,
  legend,
  value,
  onChange,
  starLabel,
  disabled,
}: {
  /** The radios' name, unique in their form (a radio group is its form's). */
  name: string;
  legend: string;
  value: number;
  onChange: (stars: number) => void;
  starLabel: (stars: number) => string;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-x-4">
      <legend className="float-left min-h-11 py-2.5 font-semibold text-stone-800">{legend}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative inline-flex size-11 cursor-pointer items-center justify-center">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              disabled={disabled}
              onChange={() => onChange(n)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
              aria-label={starLabel(n)}
            />
            <Star
              aria-hidden="true"
              className={`size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 ${
                n <= value ? 'fill-amber-400 text-amber-500' : 'text-stone-400'
              }`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
