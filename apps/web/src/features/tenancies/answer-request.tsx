import { useState } from 'react';
import { TENANCY_DECLINE_REASON, type Tenancy } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormError } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { translateSentence } from '../../i18n';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { agreementTexts } from './agreement-texts';
import { useAnswerTenancy } from './tenancies-api';
import { tenancyTexts } from './tenancy-texts';
import { draftOf, TermsFields, termsOf } from './terms-fields';
import { tenancyDay } from './tenancy-format';
import { primaryButton } from './styles';

/**
 * The lister's answer to a request: accept (the rent and deposit come from the listing; the
 * due day, notice, utilities and house rules may be set now or edited before payment), or
 * decline with a reason the tenant is told.
 */
export function AnswerRequest({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(agreementTexts);
  const general = useTexts(tenancyTexts);
  const answer = useAnswerTenancy(tenancy.id);
  const [draft, setDraft] = useState(() => draftOf(tenancy));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [declineError, setDeclineError] = useState<string | null>(null);

  async function accept() {
    setErrors(NO_ERRORS);
    try {
      await answer.mutateAsync({ answer: 'accept', terms: termsOf(draft) });
    } catch (failure) {
      setErrors(formErrorsOf(failure, general.failed));
    }
  }

  async function decline() {
    // Said before asking, in the server's own words: a decline needs its reason.
    if (!reason.trim()) {
      setDeclineError(translateSentence('tenancy.decline-reason', TENANCY_DECLINE_REASON));
      return;
    }
    setDeclineError(null);
    try {
      await answer.mutateAsync({ answer: 'decline', reason: reason.trim() });
      setDeclining(false);
    } catch (failure) {
      const found = formErrorsOf(failure, general.failed);
      setDeclineError(found.fields.reason ?? found.form ?? general.failed);
    }
  }

  return (
    <div className="space-y-4">
      <h3 className="font-semibold text-stone-900">{words.answerTitle}</h3>
      {/* What was asked, in the tenant's own words, beside the answer. */}
      <div className="space-y-1 rounded-xl bg-stone-100 p-3 text-sm text-stone-900">
        <p className="font-semibold">
          {words.asks(tenancy.tenantName, tenancyDay(tenancy.moveIn), general.months(tenancy.months))}
        </p>
        {tenancy.message ? <p className="break-words whitespace-pre-line">“{tenancy.message}”</p> : null}
      </div>
      <p className="text-sm text-stone-700">{words.answerIntro}</p>
      <TermsFields draft={draft} onChange={setDraft} errors={errors.fields} words={words} optional />
      <FormError message={errors.form} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          aria-disabled={answer.isPending}
          onClick={() => void (answer.isPending ? null : accept())}
        >
          {answer.isPending && !declining ? words.accepting : words.accept}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setDeclining(true)}>
          {words.decline}
        </button>
      </div>
      {declining ? (
        <ConfirmDialog
          message={words.declineTitle}
          confirmLabel={words.declineConfirm}
          cancelLabel={words.keep}
          busy={answer.isPending}
          error={declineError}
          onConfirm={() => void decline()}
          onCancel={() => {
            setDeclining(false);
            setDeclineError(null);
          }}
        >
          <TextField
            className="mt-3"
            label={words.declineReason}
            name="reason"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
