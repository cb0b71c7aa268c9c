import './moderation-texts';
import { useMutation } from '@tanstack/react-query';
import { REPORT_REASONS, reportConversation, reportListing, reportPost, type ReportReason } from '@nyumba/domain';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '../../components/button-styles';
import { ChoiceField, FormActions, FormDialog } from '../../components/form-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { useTranslation } from '../../i18n/use-translation';

import { call } from '../../lib/api-client';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';

export interface ReportDialogProps {
  kind: 'listing' | 'post' | 'conversation';
  id: string;
  onClose: () => void;
}

/**
 * The report form: a reason (radio buttons, reachable by keyboard), an optional note
 * (needed for "Other"), sent once. Loaded only when someone opens it, so the listing
 * page carries none of it.
 */
export function ReportDialog({ kind, id, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () =>
      call(kind === 'listing' ? reportListing : kind === 'post' ? reportPost : reportConversation, {
        params: { id },
        // An unchosen reason is sent as such: the server answers with the field message.
        body: { reason: reason as ReportReason, ...(note.trim() ? { note } : {}) },
      }),
  });
  const errors = send.error ? formErrorsOf(send.error, t('moderation.report.failed')) : NO_ERRORS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!send.isPending) send.mutate();
  }

  return (
    <FormDialog
      title={
        kind === 'conversation'
          ? t('messages.menu.report')
          : t(kind === 'listing' ? 'moderation.report.title' : 'moderation.report.titlePost')
      }
      onClose={onClose}
    >
      {send.isSuccess ? (
        <>
          <p role="status" className="mt-3 text-stone-800">
            {send.data.message}
          </p>
          <div className="mt-5 flex justify-end">
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              {t('moderation.report.close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 space-y-4">
          <p className="text-sm text-stone-700">{t('moderation.report.intro')}</p>
          <ChoiceField
            legend={t('moderation.report.reasonLegend')}
            name="reason"
            options={REPORT_REASONS}
            value={reason}
            onChange={setReason}
            label={(option) => t(`moderation.report.reasons.${option}`)}
            error={errors.fields.reason}
          />
          <TextAreaField
            name="note"
            label={t('moderation.report.note')}
            hint={t('moderation.report.noteHint')}
            rows={3}
            maxLength={600}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={errors.fields.note}
          />
          <FormActions
            error={errors.form}
            cancelLabel={t('moderation.report.cancel')}
            onCancel={onClose}
            busy={send.isPending}
            label={t('moderation.report.send')}
            busyLabel={t('moderation.report.sending')}
          />
        </form>
      )}
    </FormDialog>
  );
}
