import './moderation-texts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/account-fields';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/use-translation';

import { DecisionOutcome } from './decision-outcome';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { DecisionLog } from './decision-log';
import { CheckDocumentsList } from './check-documents-list';
import { SuspendForm } from './suspend-form';
import { useModerationLog, useSetAgentBadge } from './moderation-api';

/**
 * On a lister's page, for moderators: the EARB number to check, the documents uploaded for
 * the check (the practising certificate shows its year), the decision with its reason, and
 * every earlier decision about this user (who, when, what, why). "Agent" means the number
 * and this year's certificate were checked: the server refuses it without this year's
 * (its message shows under the button, as any refusal does).
 */
export function AgentBadgePanel({
  userId,
  earb,
  suspended = false,
}: {
  userId: string;
  earb: { number: string; verified: boolean } | null;
  suspended?: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const decide = useSetAgentBadge(userId);
  const history = useModerationLog(userId);
  const errors = decide.error ? formErrorsOf(decide.error, t('moderation.failed')) : NO_ERRORS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (decide.isPending || !earb) return;
    decide.mutate({ verified: !earb.verified, reason }, { onSuccess: () => setReason('') });
  }

  return (
    <section aria-labelledby="moderation-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="moderation-title" className="text-lg font-bold text-stone-900">
        {t('moderation.title')}
      </h2>
      {earb ? (
        <form onSubmit={submit} className="mt-3 space-y-3" noValidate>
          <p className="text-sm text-stone-800">
            {t(earb.verified ? 'moderation.earbVerified' : 'moderation.earbToCheck', { number: earb.number })}
          </p>
          <TextField
            name="reason"
            label={t('moderation.reason')}
            hint={t('moderation.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.fields.reason}
          />
          <SubmitButton
            busy={decide.isPending}
            label={earb.verified ? t('moderation.revoke') : t('moderation.grant')}
            busyLabel={t('moderation.saving')}
            className="btn-primary"
          />
          <DecisionOutcome error={errors.form} saved={decide.isSuccess ? decide.data.message : undefined} />
        </form>
      ) : (
        <p className="mt-2 text-sm text-stone-700">{t('moderation.noEarb')}</p>
      )}
      <CheckDocumentsList userId={userId} />
      <SuspendForm userId={userId} suspended={suspended} />
      <h3 className="mt-4 font-semibold text-stone-900">{t('moderation.history')}</h3>
      {history.data && history.data.entries.length > 0 ? (
        <DecisionLog entries={history.data.entries} />
      ) : (
        <p className="mt-2 text-sm text-stone-700">
          {history.isPending ? t('moderation.loading') : t('moderation.none')}
        </p>
      )}
    </section>
  );
}
