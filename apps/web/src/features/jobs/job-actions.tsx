import { useState } from 'react';
import { JOB_PROBLEMS, type Job, type JobProblem } from '@nyumba/domain';
import { LoaderCircle } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormError } from '../../components/form-dialog';
import { RoomPhotos } from '../../components/photo-picker';
import { TextAreaField } from '../../components/text-area-field';
import { translateServerMessage } from '../../i18n';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { AdultConfirm, markAdultNeeded, useNeedsAdultConfirm } from '../adult';
import { selectCurrentUser, useSessionStore } from '../auth';
import { jobTime, ksh } from './job-format';
import { jobTexts } from './job-texts';
import { useCancelJob, useConfirmJob, useJob, useJobDone, useJobProblem, usePayJob } from './jobs-api';
import { TestPhoneNote } from '../../components/test-phone-note';

/** Runs one step, showing the server's refusal in the reader's language. */
function useStep() {
  const words = useTexts(jobTexts);
  const [error, setError] = useState<string | null>(null);
  /** Whether the step went through. */
  const run = async (step: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await step();
      return true;
    } catch (failure) {
      markAdultNeeded(failure);
      setError(formErrorsOf(failure, words.failed).form ?? words.failed);
      return false;
    }
  };
  return { error, run };
}

/**
 * The client pays the stage due: the amount on the button (and sent with it: a changed price is
 * refused), held by Nyumba. While M-Pesa waits for the PIN the job is read every 3 s and the
 * button is busy, sending no second prompt.
 */
export function PayJob({ job }: { job: Job }) {
  const words = useTexts(jobTexts);
  const number = useSessionStore(selectCurrentUser)?.phone ?? null;
  const needsAdult = useNeedsAdultConfirm();
  const pay = usePayJob(job.id);
  const { error, run } = useStep();
  useJob(job.id, job.paying);
  const stage = job.stage;
  if (!stage) return null;
  const busy = pay.isPending || job.paying;
  return (
    <section className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4" data-testid="job-pay">
      <h2 className="text-lg font-semibold">{words.payTitle}</h2>
      {job.testMode ? <TestPhoneNote number={number} words={words} /> : null}
      {stage.of > 1 ? <p className="font-medium">{words.stageOf(stage.number, stage.of, stage.label)}</p> : null}
      <p className="text-sm text-stone-700">{words.held}</p>
      <div role="status" aria-live="polite" className="text-sm">
        {job.paying ? (
          <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-3 font-medium text-brand-900">
            <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin" />
            {words.waiting}
          </p>
        ) : job.failure ? (
          <p className="font-medium text-red-700">
            {words.notPaid(translateServerMessage(job.failure, job.failureCode))}
          </p>
        ) : null}
      </div>
      <AdultConfirm />
      <button
        type="button"
        className="btn-primary w-full aria-disabled:opacity-60 sm:w-auto"
        aria-disabled={busy || needsAdult}
        onClick={() => !busy && !needsAdult && void run(() => pay.mutateAsync(stage.amount))}
      >
        {words.payButton(ksh(stage.amount))}
      </button>
      <FormError message={error} />
    </section>
  );
}

/** The chosen provider marks the paid stage done, with photos of the work and a note. */
export function MarkDone({ job }: { job: Job }) {
  const words = useTexts(jobTexts);
  const done = useJobDone(job.id);
  const { error, run } = useStep();
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const busy = done.isPending || uploading > 0;
  return (
    <section className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{words.doneTitle}</h2>
      <TextAreaField
        label={words.doneNote}
        name="note"
        value={note}
        maxLength={1000}
        onChange={(event) => setNote(event.target.value)}
      />
      <RoomPhotos
        room={words.room}
        photos={photos}
        onAdd={(url) => setPhotos((list) => [...list, url])}
        onRemove={(index) => setPhotos((list) => list.filter((_, at) => at !== index))}
        onUploading={(change) => setUploading((n) => n + change)}
        words={words}
      />
      <button
        type="button"
        className="btn-primary"
        aria-disabled={busy}
        onClick={() => !busy && void run(() => done.mutateAsync({ note: note.trim(), photos }))}
      >
        {words.markDone}
      </button>
      <FormError message={error} />
    </section>
  );
}

/** The client confirms the work (the money goes to the provider) or reports a problem (it stays held). */
export function ConfirmOrProblem({ job }: { job: Job }) {
  const words = useTexts(jobTexts);
  const confirm = useConfirmJob(job.id);
  const problem = useJobProblem(job.id);
  const { error, run } = useStep();
  const [reporting, setReporting] = useState(false);
  const [kind, setKind] = useState<JobProblem>('not-done');
  const [note, setNote] = useState('');
  const busy = confirm.isPending || problem.isPending;
  return (
    <section className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      {job.status === 'done' && job.releaseAt ? (
        <p className="font-medium">{words.doneBy(jobTime(job.releaseAt))}</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {job.status === 'done' ? (
          <button
            type="button"
            className="btn-primary"
            aria-disabled={busy}
            onClick={() => !busy && void run(() => confirm.mutateAsync())}
          >
            {words.confirm}
          </button>
        ) : null}
        <button type="button" className={buttonStyles.secondary} onClick={() => setReporting((open) => !open)}>
          {words.problem}
        </button>
      </div>
      {reporting ? (
        <div className="space-y-3">
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold text-stone-800">{words.problem}</legend>
            {JOB_PROBLEMS.map((one) => (
              <label key={one} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="problem"
                  className="size-5"
                  checked={kind === one}
                  onChange={() => setKind(one)}
                />
                {words.problemKinds[one]}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={words.problemNote}
            name="problemNote"
            value={note}
            maxLength={2000}
            onChange={(event) => setNote(event.target.value)}
          />
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-disabled={busy}
            onClick={() => !busy && void run(() => problem.mutateAsync({ kind, note: note.trim(), photos: [] }))}
          >
            {words.sendProblem}
          </button>
        </div>
      ) : null}
      <FormError message={error} />
    </section>
  );
}

/** Cancel the job (the client before the start, the chosen provider after accepting) or withdraw a waiting quote. */
export function CancelJob({ job, withdraw }: { job: Job; withdraw: boolean }) {
  const words = useTexts(jobTexts);
  const cancel = useCancelJob(job.id);
  const { error, run } = useStep();
  const [asking, setAsking] = useState(false);
  const label = withdraw ? words.withdraw : words.cancel;
  return (
    <div className="space-y-2">
      <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(true)}>
        {label}
      </button>
      {asking ? (
        <ConfirmDialog
          message={
            withdraw
              ? words.withdrawAsk
              : job.money.held > 0
                ? words.cancelAskPaid(ksh(job.money.held))
                : words.cancelAsk
          }
          confirmLabel={label}
          cancelLabel={words.keep}
          busy={cancel.isPending}
          error={error}
          onCancel={() => setAsking(false)}
          onConfirm={() => void run(() => cancel.mutateAsync('')).then((went) => went && setAsking(false))}
        />
      ) : null}
    </div>
  );
}
