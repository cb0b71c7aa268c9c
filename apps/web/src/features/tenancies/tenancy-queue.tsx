import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TENANCY_SPLIT_TOO_MUCH, type Tenancy, type TenancyDecisionBody } from '@nyumba/domain';
import { SubmitButton } from '../../components/account-fields';
import { ChoiceField, FormError } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { translateSentence } from '../../i18n';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { paths } from '../../paths';
import { DeductionsView } from './deductions-panel';
import { moveOutTexts } from './move-out-texts';
import { useDecideTenancy, useTenancyQueue } from './tenancies-api';
import { ksh, tenancyTime } from './tenancy-format';
import { tenancyTexts } from './tenancy-texts';

/** Moderators: tenancies whose money waits on a decision (a problem before the keys, a disputed deposit). */
export default function TenancyQueue() {
  const words = useTexts(moveOutTexts);
  const general = useTexts(tenancyTexts);
  const queue = useTenancyQueue();
  return (
    <section aria-labelledby="tenancy-queue-title" className="space-y-3" data-testid="tenancy-queue">
      <h2 id="tenancy-queue-title" className="text-xl font-bold text-stone-900">
        {words.queueTitle}
      </h2>
      <p className="text-stone-700">{words.queueIntro}</p>
      {queue.isError ? (
        <p role="alert" className="text-red-700">
          {queue.error.message || general.loadFailed}
        </p>
      ) : queue.data && queue.data.tenancies.length === 0 ? (
        <p className="text-stone-600">{words.queueEmpty}</p>
      ) : null}
      <ul className="space-y-3">
        {queue.data?.tenancies.map((tenancy) => (
          <QueueItem key={tenancy.id} tenancy={tenancy} />
        ))}
      </ul>
    </section>
  );
}

function QueueItem({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveOutTexts);
  const general = useTexts(tenancyTexts);
  // A disputed deposit is split; a problem before the keys is refunded or released.
  const deposit = Boolean(tenancy.deductions);
  return (
    <li className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4" data-tenancy={tenancy.id}>
      <p className="font-semibold text-stone-900">
        {tenancy.listingName} · {general.betweenThem(tenancy.tenantName, tenancy.listerName)}
      </p>
      <p className="text-sm text-stone-700">
        {words.held(ksh(tenancy.money.heldRent), ksh(tenancy.money.heldDeposit))}
      </p>
      {tenancy.problem && !deposit ? (
        <div className="space-y-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">
            {words.problemLine(
              words.problemKind[tenancy.problem.kind] ?? tenancy.problem.kind,
              tenancyTime(tenancy.problem.at),
            )}
          </p>
          <p className="break-words whitespace-pre-line">{tenancy.problem.note}</p>
        </div>
      ) : null}
      {tenancy.deductions ? (
        <div className="space-y-2">
          <p className="text-sm font-semibold text-amber-950">
            {words.disputeLine(ksh(tenancy.deductions.total), ksh(tenancy.deposit))}
          </p>
          <DeductionsView tenancy={tenancy} deductions={tenancy.deductions} />
        </div>
      ) : null}
      <DecisionForm tenancy={tenancy} split={deposit} />
      <Link
        to={paths.tenancy(tenancy.id)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {words.openTenancy}
      </Link>
    </li>
  );
}

type Outcome = TenancyDecisionBody['outcome'];

function DecisionForm({ tenancy, split }: { tenancy: Tenancy; split: boolean }) {
  const words = useTexts(moveOutTexts);
  const general = useTexts(tenancyTexts);
  const decide = useDecideTenancy(tenancy.id);
  const [outcome, setOutcome] = useState<Outcome | null>(split ? 'split' : null);
  const [toLister, setToLister] = useState(String(tenancy.deductions?.total ?? 0));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [said, setSaid] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!outcome) problems.outcome = words.outcome;
    if (split && Number(toLister) > tenancy.deposit)
      problems.toLister = translateSentence('tenancy.split-too-much', TENANCY_SPLIT_TOO_MUCH);
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
        ...(split ? { toLister: Number(toLister) } : {}),
        reason: reason.trim(),
      });
      setSaid(answer.message ?? null);
    } catch (failure) {
      setErrors(formErrorsOf(failure, general.failed));
    }
  }

  if (said) {
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        {said}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3 border-t border-stone-100 pt-3">
      {split ? (
        <TextField
          label={words.toLister}
          name="toLister"
          type="number"
          inputMode="numeric"
          min={0}
          max={tenancy.deposit}
          value={toLister}
          onChange={(event) => setToLister(event.target.value)}
          hint={words.toListerHint(ksh(tenancy.deposit))}
          error={errors.fields.toLister}
        />
      ) : (
        <ChoiceField
          legend={words.outcome}
          name={`outcome-${tenancy.id}`}
          options={['refund', 'release'] as const}
          value={outcome === 'split' ? null : outcome}
          onChange={setOutcome}
          label={(option) => (option === 'refund' ? words.refund : words.release)}
          error={errors.fields.outcome}
        />
      )}
      <TextField
        label={words.decisionReason}
        name="reason"
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.fields.reason}
      />
      <FormError message={errors.form} />
      <SubmitButton busy={decide.isPending} label={words.decide} busyLabel={words.deciding} className="btn-primary" />
    </form>
  );
}
