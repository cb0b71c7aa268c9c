import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MapPin, Search, Tag, X } from 'lucide-react';
import type { ListingType } from '@nyumba/domain';
import { useOutsidePress } from '../../lib/use-outside-press';
import { buildSuggestions, suggestionKey, type Suggestion } from './suggestions';

interface SearchBoxProps {
  /** The term of the search on screen; the box follows it when Back changes it. */
  term: string;
  /** Returns the text left once the page took filters out of it, for the box to show. */
  onSearch: (term: string) => string | void;
  onPickType: (type: ListingType) => void;
  /** The map's panel names its box as the spec does ('Search listings...'). */
  placeholder?: string;
  label?: string;
}

/**
 * The search field with suggestions, an ARIA 1.2 combobox with a list popup:
 * arrows move through the suggestions, Enter picks one (or searches the text),
 * Escape closes the list and then clears the text. Picking a neighbourhood
 * searches for it; picking a listing type sets the Type filter.
 */
export function SearchBox({ term, onSearch, onPickType, placeholder, label }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Back/forward or a tile link changed the search: show its term, keep focus where it is.
  if (term !== shownTerm) {
    setShownTerm(term);
    setDraft(term);
  }

  const typeLabel = useCallback((type: ListingType) => t(`listings.types.${type}`), [t]);
  const suggestions = useMemo(() => buildSuggestions(draft, typeLabel), [draft, typeLabel]);
  const expanded = open && suggestions.length > 0;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useOutsidePress(formRef, expanded, close);

  // Keeps the highlighted option visible when the arrows move past the list's edge.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  function pick(suggestion: Suggestion) {
    close();
    if (suggestion.kind === 'type') {
      setDraft('');
      onPickType(suggestion.type);
    } else {
      const left = onSearch(suggestion.name);
      setDraft(typeof left === 'string' ? left : suggestion.name);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      if (event.altKey) return; // Alt+Down only opens the list.
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        if (!expanded || current < 0) return down ? 0 : count - 1;
        return (current + (down ? 1 : -1) + count) % count;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const picked = suggestions[active];
      if (picked) pick(picked);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (draft) {
        event.preventDefault();
        setDraft('');
      }
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    close();
    const left = onSearch(draft.trim());
    if (typeof left === 'string') setDraft(left);
  }

  function clear() {
    setDraft('');
    close();
    inputRef.current?.focus();
    // Clearing a search that is on screen shows everything again.
    if (term) onSearch('');
  }

  return (
    <form ref={formRef} role="search" onSubmit={onSubmit} className="relative">
      <label htmlFor={inputId} className="sr-only">
        {label ?? t('search.label')}
      </label>
      <div className="relative">
        {/* The magnifier is the submit button: the full width stays free for the placeholder on a 360 px phone. */}
        <button
          type="submit"
          aria-label={t('search.submit')}
          className="absolute top-1/2 left-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={placeholder ?? t('search.placeholder')}
          maxLength={100}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setActive(-1);
            setOpen(event.target.value.trim() !== '');
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            // Tabbing away closes the list; a press on an option keeps focus (see onMouseDown).
            if (!formRef.current?.contains(event.relatedTarget as Node | null)) close();
          }}
          className={`block min-h-12 w-full rounded-full border border-stone-500 bg-white pl-11 text-base text-stone-900 shadow-sm placeholder:text-[15px] placeholder:text-stone-500 ${
            draft ? 'pr-12' : 'pr-3'
          }`}
        />
        {draft ? (
          <button
            type="button"
            onClick={clear}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-2xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestionKey(suggestion)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it fires before the input's blur would close the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            onMouseMove={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 ${index === active ? 'bg-brand-50' : ''}`}
          >
            {suggestion.kind === 'type' ? (
              <>
                <Tag aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="font-medium text-stone-900">{suggestion.label}</span>
                <span className="ml-auto text-xs text-stone-500">{t('search.typeHint')}</span>
              </>
            ) : (
              <>
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium text-stone-900">{suggestion.name}</span>
                  <span className="truncate text-xs text-stone-500">
                    {suggestion.town === suggestion.county
                      ? suggestion.town
                      : `${suggestion.town}, ${suggestion.county}`}
                  </span>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
