import './alerts-texts';
import {
  ALERT_FREQUENCIES,
  alertFiltersSchema,
  describeAlert,
  type AlertFrequency,
  type AlertQuery,
} from '@nyumba/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { ChoiceField, FormActions, FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { useCreateAlert } from './alerts-api';

/** The name the server would give: the filters read as the server reads them. */
function suggestedName(filters: AlertQuery): string {
  const parsed = alertFiltersSchema.safeParse(filters);
  return parsed.success ? describeAlert(parsed.data, currentLanguage()) : '';
}

/**
 * The alert form: a name (suggested from the search) and how often to mail. Loaded only
 * when someone presses "Alert me", so the search page carries none of it.
 */
export function AlertDialog({ filters, onClose }: { filters: AlertQuery; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(() => suggestedName(filters));
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const create = useCreateAlert();
  const errors = create.error ? formErrorsOf(create.error, t('alerts.dialog.failed')) : NO_ERRORS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!create.isPending) create.mutate({ name, filters, frequency });
  }

  return (
    <FormDialog title={t('alerts.dialog.title')} onClose={onClose}>
      {create.isSuccess ? (
        <>
          <p role="status" className="mt-3 text-stone-800">
            {/* An alert for this very search existed: the server says so (in the screen's language). */}
            {create.data.message ?? t('alerts.saved', { name: create.data.alert.name })}
          </p>
          <div className="mt-5 flex justify-end gap-3">
            <Link to={paths.alerts} className={buttonStyles.secondary}>
              {t('alerts.manage')}
            </Link>
            <button type="button" className="btn-primary" onClick={onClose}>
              {t('alerts.dialog.done')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 space-y-4">
          <p className="text-sm text-stone-700">{t('alerts.dialog.intro')}</p>
          <TextField
            name="name"
            label={t('alerts.dialog.name')}
            value={name}
            maxLength={100}
            onChange={(event) => {
              setName(event.target.value);
              // The message was about the name as it was; it goes once the name changes.
              if (create.isError) create.reset();
            }}
            error={errors.fields.name}
          />
          <ChoiceField
            legend={t('alerts.dialog.frequency')}
            name="frequency"
            options={ALERT_FREQUENCIES}
            value={frequency}
            onChange={setFrequency}
            label={(option) => t(`alerts.frequencies.${option}`)}
          />
          <FormActions
            error={errors.form}
            cancelLabel={t('alerts.dialog.cancel')}
            onCancel={onClose}
            busy={create.isPending}
            label={t('alerts.dialog.save')}
            busyLabel={t('alerts.dialog.saving')}
          />
        </form>
      )}
    </FormDialog>
  );
}
