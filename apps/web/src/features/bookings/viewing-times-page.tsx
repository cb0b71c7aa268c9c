import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import { VIEWING_DATE_PAST, VIEWING_SLOT_MINUTES, kenyaToday, type ViewingTimes } from '@nyumba/domain';
import { translateSentence } from '../../i18n';
import { SubmitButton } from '../../components/account-fields';
import { buttonStyles } from '../../components/button-styles';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { BookingList, ListerSettingsScreen, TimeWindow, fieldInput, fieldLabel } from './booking-parts';
import { ViewingCard } from './viewing-card';
import { useMyViewings, useSaveViewingTimes, useViewingTimes } from './viewings-api';
import { viewingTexts } from './viewing-texts';

/** /viewings/times/:listingId: when people may come to see the lister's home, and its viewings. */
export function ViewingTimesPage() {
  const words = useTexts(viewingTexts);
  const { listingId = '' } = useParams();
  const query = useViewingTimes(listingId);
  const viewings = useMyViewings();
  const own = viewings.data?.viewings.filter((v) => v.listingId === listingId && v.role === 'lister') ?? [];
  return (
    <ListerSettingsScreen
      title={words.timesTitle}
      intro={words.timesIntro}
      state={query}
      form={() => query.data && <TimesForm listingId={listingId} saved={query.data.times} />}
      bookings={
        <BookingList title={words.sectionTitle} count={own.length}>
          {own.map((viewing) => (
            <ViewingCard key={viewing.id} viewing={viewing} />
          ))}
        </BookingList>
      }
    />
  );
}

function RemoveButton({ onClick, label: name }: { onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      aria-label={name}
      className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-stone-300 text-stone-700"
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="size-5" />
    </button>
  );
}

function PastDate({ problem }: { problem: string | null }) {
  return problem ? <p className="basis-full text-sm font-medium text-red-700">{problem}</p> : null;
}

function TimesForm({ listingId, saved }: { listingId: string; saved: ViewingTimes }) {
  const words = useTexts(viewingTexts);
  const save = useSaveViewingTimes(listingId);
  const [times, setTimes] = useState<ViewingTimes>(saved);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [notice, setNotice] = useState<string | null>(null);
  const today = kenyaToday();
  const edit = <K extends 'weekly' | 'extra'>(key: K, index: number, change: Partial<ViewingTimes[K][number]>) =>
    setTimes({ ...times, [key]: times[key].map((row, i) => (i === index ? { ...row, ...change } : row)) });
  const drop = (key: 'weekly' | 'extra' | 'blocked', index: number) =>
    setTimes({ ...times, [key]: times[key].filter((_, i) => i !== index) });

  // A date before today is said beside its row as it is picked, and nothing is sent.
  const past = (date: string) =>
    date && date < today ? translateSentence('viewing.date-past', VIEWING_DATE_PAST) : null;
  const anyPast = times.extra.some((row) => past(row.date)) || times.blocked.some((date) => past(date));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    setNotice(null);
    if (anyPast) {
      setErrors({ form: words.fixAbove, fields: {} });
      return;
    }
    try {
      const answer = await save.mutateAsync({
        ...times,
        extra: times.extra.filter((row) => row.date),
        blocked: times.blocked.filter(Boolean),
      });
      setTimes(answer.times);
      setNotice(words.saved);
    } catch (error) {
      setErrors(formErrorsOf(error, words.saveFailed));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-6">
      <fieldset className="space-y-2">
        <legend className="font-semibold text-stone-900">{words.weekly}</legend>
        {times.weekly.map((row, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2 sm:flex-nowrap" data-weekly-time>
            <label className={`${fieldLabel} basis-full sm:basis-auto`}>
              {words.day}
              <select
                className={fieldInput}
                value={row.day}
                onChange={(e) => edit('weekly', index, { day: Number(e.target.value) })}
              >
                {words.weekdays.map((name, day) => (
                  <option key={day} value={day}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <TimeWindow
              from={row.from}
              to={row.to}
              labels={words}
              onChange={(change) => edit('weekly', index, change)}
            />
            <RemoveButton label={words.remove} onClick={() => drop('weekly', index)} />
          </div>
        ))}
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => setTimes({ ...times, weekly: [...times.weekly, { day: 6, from: '10:00', to: '13:00' }] })}
        >
          <Plus aria-hidden="true" className="size-5" />
          {words.addWeekly}
        </button>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="font-semibold text-stone-900">{words.extra}</legend>
        {times.extra.map((row, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            <label className={`${fieldLabel} basis-full sm:basis-auto`}>
              {words.date}
              <input
                type="date"
                min={today}
                className={fieldInput}
                value={row.date}
                onChange={(e) => edit('extra', index, { date: e.target.value })}
              />
            </label>
            <TimeWindow
              from={row.from}
              to={row.to}
              labels={words}
              onChange={(change) => edit('extra', index, change)}
            />
            <RemoveButton label={words.remove} onClick={() => drop('extra', index)} />
            <PastDate problem={past(row.date)} />
          </div>
        ))}
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => setTimes({ ...times, extra: [...times.extra, { date: '', from: '17:00', to: '18:00' }] })}
        >
          <Plus aria-hidden="true" className="size-5" />
          {words.addExtra}
        </button>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="font-semibold text-stone-900">{words.blocked}</legend>
        {times.blocked.map((date, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className={fieldLabel}>
              {words.date}
              <input
                type="date"
                min={today}
                className={fieldInput}
                value={date}
                onChange={(e) =>
                  setTimes({ ...times, blocked: times.blocked.map((d, i) => (i === index ? e.target.value : d)) })
                }
              />
            </label>
            <RemoveButton label={words.remove} onClick={() => drop('blocked', index)} />
            <PastDate problem={past(date)} />
          </div>
        ))}
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => setTimes({ ...times, blocked: [...times.blocked, ''] })}
        >
          <Plus aria-hidden="true" className="size-5" />
          {words.addBlocked}
        </button>
      </fieldset>

      <label className="block text-sm font-semibold text-stone-800">
        {words.slotMinutes}
        <select
          className={fieldInput}
          value={times.slotMinutes}
          onChange={(e) => setTimes({ ...times, slotMinutes: Number(e.target.value) })}
        >
          {VIEWING_SLOT_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {words.minutes(minutes)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-brand-700"
          checked={times.autoConfirm}
          onChange={(e) => setTimes({ ...times, autoConfirm: e.target.checked })}
        />
        <span>
          <span className="block font-semibold text-stone-900">{words.autoConfirm}</span>
          <span className="block text-sm text-stone-600">{words.autoConfirmHint}</span>
        </span>
      </label>
      {errors.form || Object.keys(errors.fields).length > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {/* The rows have no field of their own to show it under: the first problem, said once. */}
          {errors.form ?? Object.values(errors.fields)[0]}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      <SubmitButton busy={save.isPending} label={words.save} busyLabel={words.saving} />
    </form>
  );
}
