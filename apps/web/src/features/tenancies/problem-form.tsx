import { useState, type FormEvent } from 'react';
import { TENANCY_PROBLEMS, type Tenancy, type TenancyProblemBody } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { ChoiceField, FormActions, FormDialog } from '../../components/form-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { translateSentence } from '../../i18n';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { moveInTexts } from './move-in-texts';
import { useTenancyProblem } from './tenancies-api';
import { tenancyTexts } from './tenancy-texts';

type Problem = TenancyProblemBody['kind'];

/** "Report a problem" before the keys (no keys, occupied, not as listed): the money stays held for a moderator. */
export function ReportProblem({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveInTexts);
  const general = useTexts(tenancyTexts);
  const report = useTenancyProblem(tenancy.id);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Problem | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function send(event: FormEvent) {
    event.preventDefault();
    // What the server would refuse, said before asking (its own sentences).
    const missing: Record<string, string> = {};
    if (!kind) missing.kind = words.problemKind;
    if (!note.trim()) missing.note = translateSentence('payment.say-happened', 'Say what happened');
    if (Object.keys(missing).length) {
      setErrors({ form: null, fields: missing });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await report.mutateAsync({ kind: kind!, note: note.trim() });
      setOpen(false);
    } catch (failure) {
      setErrors(formErrorsOf(failure, general.failed));
    }
  }

  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
        {words.problem}
      </button>
      {open ? (
        <FormDialog title={words.problemTitle} onClose={() => setOpen(false)}>
          <form className="mt-3 space-y-4" onSubmit={(event) => void send(event)} noValidate>
            <p className="text-sm text-stone-700">{words.problemIntro}</p>
            <ChoiceField
              legend={words.problemKind}
              name="problem-kind"
              options={TENANCY_PROBLEMS}
              value={kind}
              onChange={setKind}
              label={(option) => words.problems[option]}
              error={errors.fields.kind}
            />
            <TextAreaField
              name="note"
              label={words.problemNote}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={errors.fields.note}
              maxLength={2000}
            />
            <FormActions
              error={errors.form}
              cancelLabel={words.back}
              onCancel={() => setOpen(false)}
              busy={report.isPending}
              label={words.problemSend}
              busyLabel={words.sending}
            />
          </form>
        </FormDialog>
      ) : null}
    </>
  );
}
