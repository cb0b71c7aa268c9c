import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { translateServerMessage } from '../../i18n';
import { useTexts } from '../../i18n/use-translation';
import { STAY_HORIZON_DAYS, addDays, kenyaToday, nightsOf, type HostCalendarResponse } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { SubmitButton } from '../../components/account-fields';
import { TextField } from '../../components/text-field';
import { copyText } from '../../lib/clipboard';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { BlockedRanges, rangeIsWrong, type Range } from './blocked-ranges';
import { BookingList, ListerSettingsScreen } from './booking-parts';
import { StayCard } from './stay-card';
import { stayTime } from './stay-dates';
import { useHostCalendar, useMyStays, useSaveHostCalendar } from './stays-api';
import { stayTexts } from './stay-texts';
import { PolicyForm } from './policy-form';
import { MonthGrid } from './month-grid';

type Calendar = HostCalendarResponse['calendar'];

/** /stays/calendar/:listingId: the host's rules, shut nights and calendar links, and the bnb's stays. */
export function StayCalendarPage() {
  const words = useTexts(stayTexts);
  const { listingId = '' } = useParams();
  const query = useHostCalendar(listingId);
  const stays = useMyStays();
  const own = stays.data?.stays.filter((stay) => stay.listingId === listingId && stay.role === 'host') ?? [];
  return (
    <ListerSettingsScreen
      title={words.calendarTitle}
      intro={words.calendarIntro}
      state={query}
      form={() =>
        query.data && (
          <>
            <CalendarForm listingId={listingId} calendar={query.data.calendar} />
            <PolicyForm listingId={listingId} policy={query.data.calendar.policy} />
          </>
        )
      }
      bookings={
        <BookingList title={words.staysTitle} count={own.length}>
          {own.map((stay) => (
            <StayCard key={stay.id} stay={stay} />
          ))}
        </BookingList>
      }
    />
  );
}

const isWhole = (range: Range) => Boolean(range.from && range.to && range.from <= range.to);
const nightsIn = (ranges: Range[]) =>
  new Set(ranges.filter(isWhole).flatMap((r) => nightsOf(r.from, addDays(r.to, 1))));

/** Sorted nights as ranges of consecutive nights (first night, last night). */
function toRanges(nights: string[]): Range[] {
  const ranges: Range[] = [];
  for (const night of nights) {
    const last = ranges.at(-1);
    if (last && addDays(last.to, 1) === night) last.to = night;
    else ranges.push({ from: night, to: night });
  }
  return ranges;
}

/**
 * The host's month grid: a tap shuts a free night or opens a shut one (the ranges below follow);
 * nights a guest holds or another site's calendar blocks cannot be tapped. Saved with the form.
 */
function ShutNightsGrid({
  calendar,
  blocked,
  onChange,
}: {
  calendar: Calendar;
  blocked: Range[];
  onChange: (next: Range[]) => void;
}) {
  const words = useTexts(stayTexts);
  const today = kenyaToday();
  const shut = nightsIn(blocked);
  const savedShut = nightsIn(calendar.blocked);
  const held = new Set(calendar.taken.filter((night) => !savedShut.has(night)));
  const toggle = (night: string) => {
    const next = new Set(shut);
    if (next.has(night)) next.delete(night);
    else next.add(night);
    onChange([...toRanges([...next].sort()), ...blocked.filter((range) => !isWhole(range))]);
  };
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">{words.gridHint}</p>
      <MonthGrid
        start={today}
        last={addDays(today, STAY_HORIZON_DAYS - 1)}
        stateOf={(night) => (night < today ? 'past' : held.has(night) ? 'taken' : shut.has(night) ? 'shut' : 'free')}
        picked={() => null}
        pickable={(_, state) => state === 'free' || state === 'shut'}
        onPick={toggle}
      />
    </div>
  );
}

function CalendarForm({ listingId, calendar }: { listingId: string; calendar: Calendar }) {
  const words = useTexts(stayTexts);
  const save = useSaveHostCalendar(listingId);
  const [minNights, setMinNights] = useState(String(calendar.minNights));
  const [maxNights, setMaxNights] = useState(String(calendar.maxNights));
  const [checkInTime, setCheckInTime] = useState(calendar.checkInTime);
  const [checkOutTime, setCheckOutTime] = useState(calendar.checkOutTime);
  const [blocked, setBlocked] = useState<Range[]>(calendar.blocked);
  const [importUrl, setImportUrl] = useState(calendar.importUrl ?? '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [notice, setNotice] = useState<string | null>(null);
  // A save answers with the calendar as stored: the shut ranges joined and sorted.
  useEffect(() => setBlocked(calendar.blocked), [calendar.blocked]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    setNotice(null);
    // A range ending before it begins, or wholly past, is said beside it already; nothing is sent.
    if (blocked.some(rangeIsWrong)) {
      setErrors({ form: words.fixAbove, fields: {} });
      return;
    }
    try {
      await save.mutateAsync({
        minNights: Number(minNights),
        maxNights: Number(maxNights),
        checkInTime,
        checkOutTime,
        blocked: blocked.filter((range) => range.from && range.to),
        importUrl: importUrl.trim() || null,
      });
      setNotice(words.saved);
    } catch (error) {
      setErrors(formErrorsOf(error, words.answerFailed));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-5">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={words.minNights}
          name="minNights"
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          value={minNights}
          onChange={(event) => setMinNights(event.target.value)}
          error={errors.fields.minNights}
        />
        <TextField
          label={words.maxNights}
          name="maxNights"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={maxNights}
          onChange={(event) => setMaxNights(event.target.value)}
          error={errors.fields.maxNights}
        />
        <TextField
          label={words.checkInTime}
          name="checkInTime"
          type="time"
          value={checkInTime}
          onChange={(event) => setCheckInTime(event.target.value)}
          error={errors.fields.checkInTime}
        />
        <TextField
          label={words.checkOutTime}
          name="checkOutTime"
          type="time"
          value={checkOutTime}
          onChange={(event) => setCheckOutTime(event.target.value)}
          error={errors.fields.checkOutTime}
        />
      </div>
      <ShutNightsGrid calendar={calendar} blocked={blocked} onChange={setBlocked} />
      <BlockedRanges
        ranges={blocked}
        onChange={setBlocked}
        fields={errors.fields}
        error={Object.keys(errors.fields).some((key) => key.startsWith('blocked.')) ? undefined : errors.fields.blocked}
      />
      <TextField
        label={words.importUrl}
        name="importUrl"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={importUrl}
        onChange={(event) => setImportUrl(event.target.value)}
        error={errors.fields.importUrl}
        hint={
          calendar.importError
            ? translateServerMessage(calendar.importError, calendar.importErrorCode)
            : calendar.importedAt
              ? words.importedAt(stayTime(calendar.importedAt))
              : words.importHint
        }
      />
      <ExportLink url={calendar.exportUrl} />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
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

function ExportLink({ url }: { url: string }) {
  const words = useTexts(stayTexts);
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-1.5">
      <p className="font-semibold text-stone-900">{words.exportUrl}</p>
      <p className="text-sm text-stone-600">{words.exportHint}</p>
      <div className="flex gap-2">
        <input
          readOnly
          aria-label={words.exportUrl}
          value={url}
          className="block min-h-12 w-full min-w-0 rounded-xl border border-stone-300 bg-stone-50 px-3 text-sm text-stone-800"
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void copyText(url).then((done) => setCopied(done))}
        >
          {copied ? words.copied : words.copy}
        </button>
      </div>
    </div>
  );
}
