import { STAY_HORIZON_DAYS, STAY_RANGE_ORDER, VIEWING_DATE_PAST, addDays, kenyaToday } from '@nyumba/domain';
import { translateSentence } from '../../i18n';
import { Plus, Trash2 } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { useTexts } from '../../i18n/use-translation';
import { stayTexts } from './stay-texts';

export interface Range {
  from: string;
  to: string;
}

/** Whether a range is wrong as typed: ending before it begins, or wholly past. */
export const rangeIsWrong = (range: Range): boolean =>
  Boolean(range.to && ((range.from && range.to < range.from) || range.to < kenyaToday()));

/**
 * What is wrong with one range, said beside it: its own check as it is typed (a range ending
 * before it begins, or wholly past), else what the server said of it (`blocked.<index>…`).
 */
function rangeError(range: Range, index: number, fields: Readonly<Record<string, string>>): string | undefined {
  if (range.from && range.to && range.to < range.from) return translateSentence('stay.range-order', STAY_RANGE_ORDER);
  if (range.to && range.to < kenyaToday()) return translateSentence('viewing.date-past', VIEWING_DATE_PAST);
  const said = Object.entries(fields).find(
    ([key]) => key.startsWith(`blocked.${index}.`) || key === `blocked.${index}`,
  );
  return said?.[1];
}

/** The nights a host keeps shut, as ranges of two dates each (first night, last night). */
export function BlockedRanges({
  ranges,
  onChange,
  error,
  fields = {},
}: {
  ranges: Range[];
  onChange: (ranges: Range[]) => void;
  /** An error about the whole list (too many ranges). */
  error?: string | undefined;
  /** The form's field errors, for the ranges' own. */
  fields?: Readonly<Record<string, string>>;
}) {
  const words = useTexts(stayTexts);
  const today = kenyaToday();
  const last = addDays(today, STAY_HORIZON_DAYS);
  const set = (index: number, change: Partial<Range>) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, ...change } : range)));
  const input = 'block min-h-12 w-full rounded-xl border border-stone-500 bg-white px-3 text-base text-stone-900';
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-stone-900">{words.blocked}</legend>
      <p className="text-sm text-stone-600">{words.blockedHint}</p>
      <ul className="space-y-2">
        {ranges.map((range, index) => {
          const problem = rangeError(range, index, fields);
          const problemId = `blocked-range-${index}-error`;
          return (
            <li key={index} className="space-y-1" data-blocked-range>
              <div className="flex items-end gap-2">
                <label className="min-w-0 flex-1 text-sm font-medium text-stone-800">
                  {words.from}
                  <input
                    type="date"
                    className={`${input} mt-1`}
                    min={today}
                    max={last}
                    value={range.from}
                    onChange={(event) =>
                      set(index, {
                        from: event.target.value,
                        ...(!range.to || range.to < event.target.value ? { to: event.target.value } : {}),
                      })
                    }
                  />
                </label>
                <label className="min-w-0 flex-1 text-sm font-medium text-stone-800">
                  {words.to}
                  <input
                    type="date"
                    className={`${input} mt-1`}
                    min={range.from || today}
                    max={last}
                    value={range.to}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? problemId : undefined}
                    onChange={(event) => set(index, { to: event.target.value })}
                  />
                </label>
                <button
                  type="button"
                  aria-label={words.removeRange}
                  className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-stone-300 text-stone-700"
                  onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
              {problem ? (
                <p id={problemId} className="text-sm font-medium text-red-700">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => onChange([...ranges, { from: '', to: '' }])}
      >
        <Plus aria-hidden="true" className="size-5" />
        {words.addRange}
      </button>
    </fieldset>
  );
}
