import './moderation-texts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/account-fields';
import { buttonStyles } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/use-translation';

import { DecisionOutcome } from './decision-outcome';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { useSuspendUser } from './moderation-api';

/**
 * On a lister's page, for moderators: suspend the account (its sessions end and its items
 * leave the public) or lift the suspension, with a reason kept in the log.
 */
export function SuspendForm({ userId, suspended }: { userId: string; suspended: boolean }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const suspend = useSuspendUser(userId);
  const errors = suspend.error ? formErrorsOf(suspend.error, t('moderation.failed')) : NO_ERRORS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!suspend.isPending) suspend.mutate({ suspended: !suspended, reason }, { onSuccess: () => setReason('') });
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-3 border-t border-amber-200 pt-4" noValidate>
      <p className="text-sm font-medium text-stone-900">
        {t(suspended ? 'moderation.account.suspended' : 'moderation.account.active')}
      </p>
      <TextField
        name="suspend-reason"
        label={t('moderation.account.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.fields.reason}
      />
      <SubmitButton
        busy={suspend.isPending}
        label={t(suspended ? 'moderation.queue.unsuspend' : 'moderation.queue.suspend')}
        busyLabel={t('moderation.saving')}
        className={suspended ? 'btn-primary' : buttonStyles.danger}
      />
      <DecisionOutcome error={errors.form} saved={suspend.isSuccess ? suspend.data.message : undefined} />
    </form>
  );
}
