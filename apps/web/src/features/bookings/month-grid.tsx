import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, type Language } from '@nyumba/domain';
import { useLanguage, useTexts } from '../../i18n/use-translation';
import { buttonStyles } from '../../components/button-styles';
import { stayTexts } from './stay-texts';

const SWAHILI_WEEKDAYS = ['J3', 'J4', 'J5', 'Al', 'Ij', 'J1', 'J2'];

/** A night as the grid draws it: free to pick, taken (by a guest, another site), shut by the host, or gone. */
export type NightState = 'free' | 'taken' | 'shut' | 'past';

const LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };
const monthOf = (date: string) => date.slice(0, 7);

function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, m - 1 + by, 1));
  return next.toISOString().slice(0, 7);
}

/** The month's days, Monday first, with blanks before the 1st. */
function daysOf(month: string): (string | null)[] {
  const first = `${month}-01`;
  const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

const STYLE: Record<NightState, string> = {
  free: 'bg-white text-stone-900 hover:bg-brand-50',
  taken: 'bg-stone-100 text-stone-400 line-through',
  shut: 'bg-stone-700 text-white',
  past: 'text-stone-300',
};

/**
 * A month of nights to tap: a guest's check-in then check-out on a bnb's page, a host's
 * nights to shut or open on their calendar. Each day is a button named with its date and
 * state; the date fields beside it stay for a keyboard or a far date.
 */
export function MonthGrid({
  start,
  last,
  stateOf,
  picked,
  onPick,
  pickable,
}: {
  /** The first month shown (YYYY-MM-DD in it); earlier months are not offered. */
  start: string;
  /** The last day that may be picked. */
  last: string;
  stateOf: (date: string) => NightState;
  /** How a day is part of the choice: its first or last day, or a night inside. */
  picked: (date: string) => 'edge' | 'inside' | null;
  onPick: (date: string) => void;
  /** Whether a day may be tapped now (a taken night may still be a check-out morning). */
  pickable: (date: string, state: NightState) => boolean;
}) {
  const words = useTexts(stayTexts);
  const language = useLanguage();
  const [month, setMonth] = useState(monthOf(start));
  const title = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const long = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  // Monday first. Swahili's days mostly begin "Juma", so their first letters say nothing (the
  // browser's narrow form is English's M T W …): Kenyan calendars write J3 J4 J5 Al Ij J1 J2.
  const weekdays =
    language === 'sw'
      ? SWAHILI_WEEKDAYS
      : Array.from({ length: 7 }, (_, i) =>
          new Intl.DateTimeFormat(LOCALES[language], { weekday: 'narrow', timeZone: 'UTC' }).format(
            new Date(Date.UTC(2024, 0, 1 + i)),
          ),
        );
  return (
    <div className="space-y-2" data-month-grid>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={words.previousMonth}
          disabled={month <= monthOf(start)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="font-semibold text-stone-900" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={words.nextMonth}
          disabled={month >= monthOf(last)}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-stone-500" aria-hidden="true">
        {weekdays.map((day, i) => (
          <span key={i}>{day}</span>
        ))}
      </div>
      <ul className="grid grid-cols-7 gap-1">
        {daysOf(month).map((date, i) => {
          if (!date) return <li key={`blank-${i}`} aria-hidden="true" />;
          const state = date > last ? 'past' : stateOf(date);
          const choice = picked(date);
          const can = state !== 'past' && pickable(date, state);
          return (
            <li key={date}>
              <button
                type="button"
                disabled={!can}
                data-date={date}
                aria-pressed={choice !== null}
                aria-label={`${long.format(new Date(`${date}T00:00:00Z`))}, ${words.nightState[state]}`}
                onClick={() => onPick(date)}
                className={`flex aspect-square w-full min-h-10 items-center justify-center rounded-lg text-sm font-medium ring-1 ring-stone-200 disabled:cursor-not-allowed ${
                  choice === 'edge'
                    ? 'bg-brand-700 text-white'
                    : choice === 'inside'
                      ? 'bg-brand-100 text-brand-900'
                      : STYLE[state]
                }`}
              >
                {Number(date.slice(8))}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
