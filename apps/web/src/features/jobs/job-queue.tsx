import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { pageAddress, type Job, type JobDecisionBody } from '@nyumba/domain';
import { SubmitButton } from '../../components/account-fields';
import { ChoiceField, FormError } from '../../components/form-dialog';
import { PhotoStrip } from '../../components/photo-picker';
import { TextField } from '../../components/text-field';
import { translateSentence } from '../../i18n';
import { useLanguage, useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { jobTime, ksh, tradeOf } from './job-format';
import { jobTexts } from './job-texts';
import { useDecideJob, useJobQueue } from './jobs-api';

/** Moderators: jobs whose held money waits on a decision (the client reported a problem). */
export default function JobQueue() {
  const words = useTexts(jobTexts);
  const queue = useJobQueue();
  return (
    <section aria-labelledby="job-queue-title" className="space-y-3" data-testid="job-queue">
      <h2 id="job-queue-title" className="text-xl font-bold text-stone-900">
        {words.queueTitle}
      </h2>
      {queue.isError ? (
        <p role="alert" className="text-red-700">
          {queue.error.message || words.loadFailed}
        </p>
      ) : queue.data && queue.data.jobs.length === 0 ? (
        <p className="text-stone-600">{words.queueEmpty}</p>
      ) : null}
      <ul className="space-y-3">
        {queue.data?.jobs.map((job) => (
          <QueueItem key={job.id} job={job} />
        ))}
      </ul>
    </section>
  );
}

function QueueItem({ job }: { job: Job }) {
  const words = useTexts(jobTexts);
  const language = useLanguage();
  return (
    <li className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4" data-job={job.id}>
      <p className="font-semibold text-stone-900">
        {tradeOf(job, language)} · {job.areaName} · {words.between(job.clientName, job.accepted?.providerName ?? '')}
      </p>
      <p className="text-sm text-stone-700">
        {words.heldNow(ksh(job.money.held))}
        {job.stage && job.stage.of > 1 ? ` · ${words.stageOf(job.stage.number, job.stage.of, job.stage.label)}` : ''}
      </p>
      {job.problem ? (
        <div className="space-y-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">
            {words.problemKinds[job.problem.kind]} · {jobTime(job.problem.at)}
          </p>
          <p className="break-words whitespace-pre-line">{job.problem.note}</p>
          <PhotoStrip photos={job.problem.photos} alt={words.photoOf} />
        </div>
      ) : null}
      {job.done ? (
        <div className="text-sm text-stone-700">
          <p className="font-semibold">{words.doneTitle}</p>
          {job.done.note ? <p>{job.done.note}</p> : null}
          <PhotoStrip photos={job.done.photos} alt={words.photoOf} />
        </div>
      ) : null}
      <DecisionForm job={job} />
      <Link
        to={pageAddress.job(job.id)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {words.openJob}
      </Link>
    </li>
  );
}

type Outcome = JobDecisionBody['outcome'];

function DecisionForm({ job }: { job: Job }) {
  const words = useTexts(jobTexts);
  const decide = useDecideJob(job.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [toProvider, setToProvider] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [said, setSaid] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!outcome) problems.outcome = words.outcome;
    if (!reason.trim())
      problems.reason = translateSentence('tenancy.decision-reason', 'Give the reason for your decision');
    if (Object.keys(problems).length) {
      setErrors({ form: null, fields: problems });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const answer = await decide.mutateAsync({
        outcome: outcome!,
        ...(outcome === 'split' ? { toProvider: Number(toProvider.replace(/[,\s]/g, '')) } : {}),
        reason: reason.trim(),
      });
      setSaid(answer.message ?? null);
    } catch (failure) {
      setErrors(formErrorsOf(failure, words.failed));
    }
  }

  if (said)
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        {said}
      </p>
    );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3 border-t border-stone-100 pt-3">
      <ChoiceField
        legend={words.outcome}
        name={`outcome-${job.id}`}
        options={['release', 'refund', 'split'] as const}
        value={outcome}
        onChange={setOutcome}
        label={(option) => words.outcomes[option]}
        error={errors.fields.outcome}
      />
      {outcome === 'split' ? (
        <TextField
          label={words.toProvider}
          name="toProvider"
          inputMode="numeric"
          value={toProvider}
          hint={words.toProviderHint(ksh(job.money.held))}
          error={errors.fields.toProvider}
          onChange={(event) => setToProvider(event.target.value)}
        />
      ) : null}
      <TextField
        label={words.decisionReason}
        name="reason"
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.fields.reason}
      />
      <FormError message={errors.form} />
      <SubmitButton busy={decide.isPending} label={words.decide} busyLabel={words.sending} className="btn-primary" />
    </form>
  );
}
