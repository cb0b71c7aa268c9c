import { ChevronDown } from 'lucide-react';
import { STAY_HORIZON_DAYS, addDays, kenyaToday } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { kenyanDateFormat } from '../../lib/kenyan-dates';
import type { SearchState } from './search-state';
import { stayFilterTexts } from './stay-filter-texts';

const GUEST_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10];

/** "12 Dec": a stay date in a chip. */
export function shortStayDate(date: string): string {
  return kenyanDateFormat('stay-chip', { day: 'numeric', month: 'short' }).format(new Date(`${date}T09:00:00Z`));
}

/**
 * A bnb search's dates and guests. A check-in alone waits for its check-out before the
 * search changes (the server takes both or neither); a check-in on or after the check-out
 * moves the check-out to the next day.
 */
export function StayFilter({
  state,
  onChange,
  ids: stem,
}: {
  state: SearchState;
  onChange: (next: SearchState) => void;
  /** The filters' id stem (filter-selects.tsx says why not useId here). */
  ids: string;
}) {
  const words = useTexts(stayFilterTexts);
  const ids = { in: `${stem}-in`, out: `${stem}-out`, guests: `${stem}-guests` };
  const today = kenyaToday();
  const input =
    'mt-1 block min-h-11 w-full rounded-xl border border-stone-500 bg-white px-3 text-base text-stone-900 shadow-sm';
  const label = 'block text-sm font-semibold text-stone-800';
  const setDates = (checkIn: string, checkOut: string) => {
    if (!checkIn) return onChange({ ...state, checkIn: null, checkOut: null });
    const out = checkOut && checkOut > checkIn ? checkOut : addDays(checkIn, 1);
    onChange({ ...state, checkIn, checkOut: out });
  };
  return (
    <>
      <div className="min-w-0">
        <label htmlFor={ids.in} className={label}>
          {words.checkIn}
        </label>
        <input
          id={ids.in}
          type="date"
          className={input}
          min={today}
          max={addDays(today, STAY_HORIZON_DAYS - 1)}
          value={state.checkIn ?? ''}
          onChange={(event) => setDates(event.target.value, state.checkOut ?? '')}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={ids.out} className={label}>
          {words.checkOut}
        </label>
        <input
          id={ids.out}
          type="date"
          className={input}
          min={state.checkIn ? addDays(state.checkIn, 1) : addDays(today, 1)}
          max={addDays(today, STAY_HORIZON_DAYS)}
          value={state.checkOut ?? ''}
          onChange={(event) =>
            event.target.value
              ? setDates(state.checkIn ?? addDays(event.target.value, -1), event.target.value)
              : setDates('', '')
          }
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={ids.guests} className={label}>
          {words.guests}
        </label>
        <div className="relative">
          <select
            id={ids.guests}
            className={`${input} appearance-none truncate pr-9`}
            value={state.guests === null ? '' : String(state.guests)}
            onChange={(event) => onChange({ ...state, guests: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{words.anyGuests}</option>
            {GUEST_CHOICES.map((count) => (
              <option key={count} value={count}>
                {words.guestsAtLeast(count)}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 mt-0.5 size-4 -translate-y-1/2 text-stone-500"
          />
        </div>
      </div>
    </>
  );
}
