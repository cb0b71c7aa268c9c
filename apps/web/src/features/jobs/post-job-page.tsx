import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { kenyaToday, TRADES, type Trade, pageAddress, routePatterns } from '@nyumba/domain';
import { AreaField } from '../../components/area-field';
import { Field } from '../../components/field';
import { FormError } from '../../components/form-dialog';
import { RoomPhotos } from '../../components/photo-picker';
import { Screen, ScreenTitle } from '../../components/screen';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useLanguage, useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { paths } from '../../paths';
import { selectCurrentUser, useSessionStore } from '../auth';
import { jobTexts } from './job-texts';
import { usePostJob } from './jobs-api';

const selectClass = 'mt-1.5 block min-h-12 w-full rounded-xl border border-stone-500 bg-white px-4 text-base';

/**
 * /jobs/new: the client says what needs doing, where (a neighbourhood), when, an optional
 * budget and up to six photos; the job goes to the providers of that trade who serve the area.
 * The number is never shown to them; posting needs a proven one (the money goes through it).
 */
export function PostJobPage() {
  const words = useTexts(jobTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useSessionStore(selectCurrentUser);
  const post = usePostJob();
  const [trade, setTrade] = useState<Trade | ''>('');
  const [areaName, setAreaName] = useState('');
  const [description, setDescription] = useState('');
  const [whenKind, setWhenKind] = useState<'this-week' | 'day'>('this-week');
  const [day, setDay] = useState(kenyaToday());
  const [budget, setBudget] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const trades = useMemo(
    () =>
      (Object.keys(TRADES) as Trade[])
        .map((id) => ({ id, label: TRADES[id][language] }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  const busy = post.isPending || uploading > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setErrors(NO_ERRORS);
    try {
      const answer = await post.mutateAsync({
        trade: trade as Trade,
        areaName: areaName.trim(),
        description: description.trim(),
        photos,
        when: whenKind === 'this-week' ? 'this-week' : day,
        ...(budget.trim() ? { budget: Number(budget.replace(/[,\s]/g, '')) } : {}),
      });
      await navigate(pageAddress.job(answer.job.id));
    } catch (failure) {
      setErrors(formErrorsOf(failure, words.failed));
    }
  }

  return (
    <Screen title={words.postTitle} className="page-container max-w-2xl">
      <Link to={routePatterns.jobs} className="inline-flex min-h-11 items-center font-semibold text-brand-800">
        ← {words.back}
      </Link>
      <ScreenTitle>{words.postTitle}</ScreenTitle>
      {user && !user.phoneVerifiedAt ? (
        <p role="note" className="mt-3 rounded-xl bg-amber-100 px-4 py-3 text-amber-950">
          <Link to={paths.settings} className="font-semibold underline">
            {words.signInNumber}
          </Link>
        </p>
      ) : null}
      <form className="mt-5 space-y-5" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={words.trade} error={errors.fields.trade}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={trade}
              onChange={(event) => setTrade(event.target.value as Trade)}
            >
              <option value="">{words.chooseTrade}</option>
              {trades.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <AreaField
          label={words.area}
          hint={words.areaHint}
          error={errors.fields.areaName ?? errors.fields.location}
          value={areaName}
          onChange={setAreaName}
        />
        <TextAreaField
          label={words.description}
          name="description"
          hint={words.descriptionHint}
          error={errors.fields.description}
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-stone-800">{words.when}</legend>
          <div className="flex flex-wrap gap-4">
            {(['this-week', 'day'] as const).map((kind) => (
              <label key={kind} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="when"
                  className="size-5"
                  checked={whenKind === kind}
                  onChange={() => setWhenKind(kind)}
                />
                {kind === 'this-week' ? words.thisWeek : words.onDay}
              </label>
            ))}
          </div>
          {whenKind === 'day' ? (
            <TextField
              label={words.day}
              name="when"
              type="date"
              min={kenyaToday()}
              value={day}
              onChange={(event) => setDay(event.target.value)}
            />
          ) : null}
          {errors.fields.when ? <p className="text-sm font-medium text-red-700">{errors.fields.when}</p> : null}
        </fieldset>
        <TextField
          label={words.budget}
          name="budget"
          inputMode="numeric"
          error={errors.fields.budget}
          value={budget}
          onChange={(event) => setBudget(event.target.value)}
        />
        <div>
          <RoomPhotos
            room={words.room}
            photos={photos}
            onAdd={(url) => setPhotos((list) => [...list, url])}
            onRemove={(index) => setPhotos((list) => list.filter((_, at) => at !== index))}
            onUploading={(change) => setUploading((n) => n + change)}
            words={{ ...words, photos: words.photosLabel }}
          />
          {errors.fields.photos ? (
            <p className="mt-1 text-sm font-medium text-red-700">{errors.fields.photos}</p>
          ) : null}
        </div>
        <FormError message={errors.form} />
        <button type="submit" className="btn-primary w-full sm:w-auto" aria-disabled={busy}>
          {post.isPending ? words.sending : words.send}
        </button>
      </form>
    </Screen>
  );
}
