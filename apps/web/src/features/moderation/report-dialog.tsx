import { useMutation } from '@tanstack/react-query';
import { REPORT_REASONS, reportListing, reportPost, type ReportReason } from '@nyumba/domain';
import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/account-fields';
import { buttonStyles } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/text-area-field';
import { useTranslation } from '../../i18n/use-translation';
import { call } from '../../lib/api-client';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';

export interface ReportDialogProps {
  kind: 'listing' | 'post';
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
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () =>
      call(kind === 'listing' ? reportListing : reportPost, {
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
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-4 sm:items-center"
    >
      <div className="max-h-[90vh] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {t(kind === 'listing' ? 'moderation.report.title' : 'moderation.report.titlePost')}
        </h2>
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
            <fieldset aria-describedby={errors.fields.reason ? `${titleId}-reason` : undefined}>
              <legend className="text-sm font-semibold text-stone-800">{t('moderation.report.reasonLegend')}</legend>
              <div className="mt-1 grid gap-1">
                {REPORT_REASONS.map((option) => (
                  <label key={option} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
                    <input
                      type="radio"
                      name="reason"
                      value={option}
                      checked={reason === option}
                      onChange={() => setReason(option)}
                      className="size-5 accent-emerald-800"
                    />
                    <span className="text-stone-900">{t(`moderation.report.reasons.${option}`)}</span>
                  </label>
                ))}
              </div>
              {errors.fields.reason ? (
                <p id={`${titleId}-reason`} className="mt-1 text-sm font-medium text-red-700">
                  {errors.fields.reason}
                </p>
              ) : null}
            </fieldset>
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
            {errors.form ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errors.form}
              </p>
            ) : null}
            <div className="flex justify-end gap-3">
              <button type="button" className={buttonStyles.secondary} onClick={onClose}>
                {t('moderation.report.cancel')}
              </button>
              <SubmitButton
                busy={send.isPending}
                label={t('moderation.report.send')}
                busyLabel={t('moderation.report.sending')}
                className="btn-primary"
              />
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
