import { useState, type FormEvent } from 'react';
import { TENANCY_FIRST_MONTH_BACK_DAYS, addDays, type Tenancy } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { FormActions } from '../../components/form-dialog';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { agreementTexts } from './agreement-texts';
import { AgreementText, Signatures } from './agreement-text';
import { CancelTenancy } from './cancel-tenancy';
import { SignAgreement } from './sign-agreement';
import { useTenancyTerms } from './tenancies-api';
import { ksh, tenancyDay } from './tenancy-format';
import { tenancyTexts } from './tenancy-texts';
import { draftOf, TermsFields, termsOf } from './terms-fields';

/**
 * An accepted tenancy: the agreement to read, who has signed, signing with a code, the PDF,
 * and the lister's "Edit the terms" (which voids any signature, said before saving). The
 * refund rule is said here, before anyone signs.
 */
export function AgreementPanel({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(agreementTexts);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const agreement = tenancy.agreement;
  const mine = agreement?.signatures.some((signature) => signature.role === tenancy.role);
  const party = tenancy.role === 'tenant' || tenancy.role === 'lister';
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{words.agreementIntro}</p>
      {editing ? (
        <EditTerms
          tenancy={tenancy}
          onDone={(said) => {
            setEditing(false);
            setSaved(said ?? null);
          }}
        />
      ) : agreement ? (
        <AgreementText agreement={agreement} />
      ) : null}
      {saved ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          {saved}
        </p>
      ) : null}
      {agreement ? <Signatures tenancy={tenancy} agreement={agreement} /> : null}
      <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
        <p>{words.refundRule(tenancyDay(addDays(tenancy.moveIn, -TENANCY_FIRST_MONTH_BACK_DAYS)))}</p>
        <p>{words.payAfter(ksh(tenancy.rent + tenancy.deposit))}</p>
      </div>
      {party && !editing ? (
        mine ? (
          <p role="status" className="text-sm font-medium text-emerald-900">
            {words.youSigned}
          </p>
        ) : (
          <SignAgreement tenancy={tenancy} />
        )
      ) : null}
      {party && !editing ? (
        <div className="flex flex-wrap gap-2">
          {tenancy.role === 'lister' ? (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => {
                setSaved(null);
                setEditing(true);
              }}
            >
              {words.editTerms}
            </button>
          ) : null}
          <CancelTenancy tenancy={tenancy} />
        </div>
      ) : null}
    </div>
  );
}

/** The lister changes the terms: a new text, so both sign again (said above the form). */
function EditTerms({ tenancy, onDone }: { tenancy: Tenancy; onDone: (said?: string) => void }) {
  const words = useTexts(agreementTexts);
  const general = useTexts(tenancyTexts);
  const save = useTenancyTerms(tenancy.id);
  const [draft, setDraft] = useState(() => draftOf(tenancy));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      const answer = await save.mutateAsync(termsOf(draft));
      onDone(answer.message);
    } catch (failure) {
      setErrors(formErrorsOf(failure, general.failed));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-xl border border-stone-300 p-4"
    >
      <h4 className="font-semibold text-stone-900">{words.editTitle}</h4>
      <p role="note" className="rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950">
        {words.editWarning}
      </p>
      <TermsFields draft={draft} onChange={setDraft} errors={errors.fields} words={words} />
      <FormActions
        error={errors.form}
        cancelLabel={words.cancelEdit}
        onCancel={() => onDone()}
        busy={save.isPending}
        label={words.save}
        busyLabel={words.saving}
      />
    </form>
  );
}
