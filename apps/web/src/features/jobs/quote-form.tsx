import { useState, type FormEvent } from 'react';
import { JOB_STAGES_FROM, kenyaToday, type Job } from '@nyumba/domain';
import { FormError } from '../../components/form-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { jobTexts } from './job-texts';
import { useQuoteJob } from './jobs-api';

const shillings = (text: string) => Number(text.replace(/[,\s]/g, ''));

/** A matching provider's quote (or its revision, until accepted): price, what it includes, start, days, two stages for a big job. */
export function QuoteForm({ job }: { job: Job }) {
  const words = useTexts(jobTexts);
  const mine = job.quotes[0];
  const quote = useQuoteJob(job.id);
  const [price, setPrice] = useState(mine ? String(mine.price) : '');
  const [includes, setIncludes] = useState(mine?.includes ?? '');
  const [startsOn, setStartsOn] = useState(mine?.startsOn ?? kenyaToday());
  const [days, setDays] = useState(mine ? String(mine.days) : '1');
  const [staged, setStaged] = useState((mine?.stages.length ?? 1) > 1);
  const [first, setFirst] = useState(mine && mine.stages.length > 1 ? String(mine.stages[0]!.amount) : '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const big = shillings(price) >= JOB_STAGES_FROM;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (quote.isPending) return;
    setErrors(NO_ERRORS);
    const total = shillings(price);
    try {
      await quote.mutateAsync({
        price: total,
        includes: includes.trim(),
        startsOn,
        days: Number(days),
        ...(staged && big
          ? {
              stages: [
                { label: words.stageOne, amount: shillings(first) },
                { label: words.stageTwo, amount: total - shillings(first) },
              ],
            }
          : {}),
      });
    } catch (failure) {
      setErrors(formErrorsOf(failure, words.failed));
    }
  }

  return (
    <form
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={mine ? words.reviseTitle : words.quoteTitle}
    >
      <h2 className="text-lg font-semibold">{mine ? words.reviseTitle : words.quoteTitle}</h2>
      <TextField
        label={words.price}
        name="price"
        inputMode="numeric"
        value={price}
        error={errors.fields.price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <TextAreaField
        label={words.includesLabel}
        name="includes"
        value={includes}
        maxLength={1000}
        error={errors.fields.includes}
        onChange={(event) => setIncludes(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={words.startsOn}
          name="startsOn"
          type="date"
          min={kenyaToday()}
          value={startsOn}
          error={errors.fields.startsOn}
          onChange={(event) => setStartsOn(event.target.value)}
        />
        <TextField
          label={words.days}
          name="days"
          inputMode="numeric"
          value={days}
          error={errors.fields.days}
          onChange={(event) => setDays(event.target.value)}
        />
      </div>
      {big ? (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={staged}
            onChange={(event) => setStaged(event.target.checked)}
          />
          {words.twoStages}
        </label>
      ) : null}
      {staged && big ? (
        <TextField
          label={words.stageOne}
          name="stageOne"
          inputMode="numeric"
          value={first}
          error={errors.fields.stages}
          onChange={(event) => setFirst(event.target.value)}
        />
      ) : null}
      <FormError message={errors.form} />
      <button type="submit" className="btn-primary" aria-disabled={quote.isPending}>
        {quote.isPending ? words.sending : words.sendQuote}
      </button>
    </form>
  );
}
