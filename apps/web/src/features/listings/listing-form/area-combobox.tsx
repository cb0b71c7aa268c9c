import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { suggestNeighbourhoods } from '@nyumba/domain';
import { inputClass, type ControlProps } from './field';

interface AreaComboboxProps extends ControlProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A text box suggesting Kenyan neighbourhoods as you type (ARIA 1.2 combobox
 * with a list popup): arrows move, Enter picks, Escape closes.
 */
export function AreaCombobox({ value, onChange, disabled, ...control }: AreaComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestNeighbourhoods(value, 8), [value]);
  // Once the text is exactly a known name there is nothing left to suggest.
  const exact = suggestions.length === 1 && suggestions[0]?.name === value;
  const expanded = open && value.trim() !== '' && !exact;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(name: string) {
    onChange(name);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const picked = suggestions[active];
      if (picked) choose(picked.name);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className={inputClass}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {suggestions.length === 0 ? (
          <li className="px-3 py-2.5 text-sm text-stone-500">{t('listings.form.areaNoMatch')}</li>
        ) : (
          suggestions.map((place, index) => (
            <li
              key={place.name}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 ${
                index === active ? 'bg-brand-50' : 'hover:bg-stone-50'
              }`}
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place.name);
              }}
            >
              <span className="font-medium text-stone-900">{place.name}</span>
              <span className="text-xs text-stone-500">
                {place.town}, {place.county}
              </span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
