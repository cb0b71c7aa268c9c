import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/account-fields';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { agencyEarbTexts } from './agency-earb-texts';
import { DecisionLog } from './decision-log';
import { DecisionOutcome } from './decision-outcome';
import { useCheckAgencyEarb } from './moderation-api';

/**
 * On an agency's page, for moderators: its EARB firm number to check against the board's
 * register, the decision with its reason, and the decisions so far. The page says "EARB
 * checked" only after one; the server refuses a moderator's own agency (its message shows
 * under the button, as any refusal does).
 */
export function AgencyEarbPanel({
  agencyId,
  earb,
}: {
  agencyId: string;
  earb: { number: string; checked: boolean } | null;
}) {
  const words = useTexts(agencyEarbTexts);
  const [reason, setReason] = useState('');
  const decide = useCheckAgencyEarb(agencyId);
  const errors = decide.error ? formErrorsOf(decide.error, words.failed) : NO_ERRORS;
  if (!earb) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (decide.isPending || !earb) return;
    decide.mutate({ verified: !earb.checked, reason }, { onSuccess: () => setReason('') });
  }

  return (
    <section aria-labelledby="agency-earb-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="agency-earb-title" className="text-lg font-bold text-stone-900">
        {words.title}
      </h2>
      <form onSubmit={submit} className="mt-3 space-y-3" noValidate>
        <p className="text-sm text-stone-800">
          {earb.checked ? words.checked(earb.number) : words.toCheck(earb.number)}
        </p>
        <TextField
          name="reason"
          label={words.reason}
          hint={words.reasonHint}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.fields.reason}
        />
        <SubmitButton
          busy={decide.isPending}
          label={earb.checked ? words.unconfirm : words.confirm}
          busyLabel={words.saving}
          className="btn-primary"
        />
        <DecisionOutcome error={errors.form} saved={decide.isSuccess ? decide.data.message : undefined} />
      </form>
      {decide.data && decide.data.log.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-stone-900">{words.history}</h3>
          <DecisionLog entries={decide.data.log} labels={words.actions} />
        </>
      ) : null}
    </section>
  );
}
